// A tile of the collection grid: the face, the copies count (×N), the name, the rarity and the
// power, and the 'Amélioration possible' mark. A button when it opens something, named by its content:
// the name (or the action, e.g. 'Ajouter …') then, visually hidden, everything the tile shows.
import type { ReactNode } from 'react'
import { cardTile, rarityNames } from '../../../text'
import { Icon } from '../Icon'
import { CardFace, describeSides } from './CardFace'
import type { Item } from './items'

interface Props {
  item: Item
  count?: number
  upgradable?: boolean
  onOpen?: () => void
  /** Extra badge over the face (e.g. 'Nouveau !'). */
  badge?: ReactNode
  /** What the button does, when it is not opening the card (e.g. 'Ajouter …'): read instead of the name. */
  actionLabel?: string
  compact?: boolean
}

export function CardTile({ item, count, upgradable = false, onOpen, badge, actionLabel, compact = false }: Props) {
  const kind = item.kind === 'card' ? cardTile.card : cardTile.spell
  const description = [
    kind,
    rarityNames[item.rarete],
    count !== undefined ? cardTile.copiesLong(count) : null,
    cardTile.powerValue(item.power),
    describeSides(item),
    upgradable ? cardTile.upgradable : null,
  ]
    .filter(Boolean)
    .join(' · ')
  const body = (
    <>
      <span className="card-tile-face">
        <CardFace item={item} showName={false} />
        {count !== undefined && count > 1 && (
          <span className="card-tile-count" aria-hidden="true">
            {cardTile.copies(count)}
          </span>
        )}
        {upgradable && (
          <span className="card-tile-upgrade" aria-hidden="true" title={cardTile.upgradable}>
            <Icon name="check" /> {compact ? null : cardTile.upgradable}
          </span>
        )}
        {badge}
      </span>
      <span className="card-tile-name" aria-hidden={actionLabel ? true : undefined}>
        {item.name}
      </span>
      <span className="card-tile-meta" aria-hidden="true">
        <span className="rarity">{rarityNames[item.rarete]}</span>
        <span className="card-tile-power" title={cardTile.power}>
          <Icon name="fight" /> {item.power}
        </span>
      </span>
      <span className="visually-hidden">{actionLabel ? `${actionLabel} — ${description}` : ` — ${description}`}</span>
    </>
  )
  const common = {
    className: compact ? 'card-tile card-tile-compact' : 'card-tile',
    'data-rarity': item.rarete,
    'data-kind': item.kind,
    'data-upgradable': upgradable ? '' : undefined,
  }
  return onOpen ? (
    <button type="button" {...common} onClick={onOpen}>
      {body}
    </button>
  ) : (
    <div {...common}>{body}</div>
  )
}
