// A card or spell drawn in the DOM, with the look of the battle's Pixi face: the art (skin when
// applied) in a frame of its rarity colour (commune grey, rare blue, épique violet, légendaire gold),
// the four side values in dark badges as base plus bonus ('5 +2', curses in red), and the name band.
// Sized by its container (container query units), so one component serves every size.
import { cardTile, signed } from '../../../text'
import { CachedImage } from '../../images/CachedImage'
import { CARD_BACK, SIDES, type Item } from './items'

interface Props {
  item: Pick<Item, 'kind' | 'name' | 'rarete' | 'art' | 'base' | 'bonus'>
  /** Show the name band (off on the smallest faces). */
  showName?: boolean
  className?: string
  /** Accessible: the face describes itself (role img) instead of being decorative. */
  labelled?: boolean
}

export function describeSides(item: Pick<Item, 'base' | 'bonus'>): string {
  return SIDES.map((side) => cardTile.side(cardTile.sides[side], item.base[side], item.bonus[side])).join(', ')
}

export function CardFace({ item, showName = true, className, labelled = false }: Props) {
  return (
    <div
      className={className ? `card-face ${className}` : 'card-face'}
      data-rarity={item.rarete}
      data-kind={item.kind}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? `${item.name} — ${describeSides(item)}` : undefined}
      aria-hidden={labelled ? undefined : true}
    >
      <CachedImage src={item.art} fallback={CARD_BACK} alt="" className="card-face-art" loading="lazy" draggable={false} />
      {SIDES.map((side) => {
        const base = item.base[side]
        const bonus = item.bonus[side]
        return (
          <span key={side} className="card-face-value" data-side={side} data-curse={base < 0 ? '' : undefined}>
            <span className="card-face-base">{signedBase(base, item.kind)}</span>
            {bonus !== 0 && <span className="card-face-bonus">{signed(bonus)}</span>}
          </span>
        )
      })}
      {showName && <span className="card-face-name">{item.name}</span>}
    </div>
  )
}

/** Spells show their sign ('+2', '−1'); cards their plain value. */
const signedBase = (value: number, kind: Item['kind']) => (kind === 'spell' ? signed(value) : String(value))
