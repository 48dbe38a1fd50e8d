// A tile of the collection grid: the face, the copies count (×N), the name, the rarity and the
// power, and the 'Amélioration possible' mark. A button when it opens something.
import { useId, type ReactNode } from 'react'
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
  /** The button's accessible name, when it does something else than opening (e.g. 'Ajouter …'). */
  actionLabel?: string
  compact?: boolean
}

export function CardTile({ item, count, upgradable = false, onOpen, badge, actionLabel, compact = false }: Props) {
  const describedBy = useId()
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
      <span className="card-tile-name">{item.name}</span>
      <span className="card-tile-meta" aria-hidden="true">
        <span className="rarity">{rarityNames[item.rarete]}</span>
        <span className="card-tile-power" title={cardTile.power}>
          <Icon name="fight" /> {item.power}
        </span>
      </span>
      <span id={describedBy} className="visually-hidden">
        {description}
      </span>
    </>
  )
  const common = {
    className: compact ? 'card-tile card-tile-compact' : 'card-tile',
    'data-rarity': item.rarete,
    'data-kind': item.kind,
    'data-upgradable': upgradable ? '' : undefined,
  }
  return onOpen ? (
    <button type="button" {...common} onClick={onOpen} aria-label={actionLabel ?? item.name} aria-describedby={describedBy}>
      {body}
    </button>
  ) : (
    <div {...common} aria-describedby={describedBy}>
      {body}
    </div>
  )
}
