// One skin: image (or the default image), name, rarity, price in euros, and 'Possédé' with a check
// for an owned skin. An unowned skin is a button that selects it; an owned one cannot be selected.
import type { ReactNode } from 'react'
import type { Skin } from '../../../api/skins'
import { formatEuros, rarityLabel, shop } from '../../../text'
import { Icon } from '../../components/Icon'
import { CachedImage } from '../../images/CachedImage'

export const DEFAULT_SKIN_IMAGE = '/assets/ui/default-skin.svg'

interface Props {
  skin: Skin
  owned: boolean
  selected?: boolean
  /** While a payment is in progress, the selection cannot change. */
  disabled?: boolean
  onSelect?: (skin: Skin) => void
  /** The name shown, when shorter than the skin's own (in a group named after its card). */
  label?: string
}

export function SkinCard({ skin, owned, selected = false, disabled = false, onSelect, label }: Props) {
  const body: ReactNode = (
    <>
      <span className="skin-art">
        <CachedImage src={skin.imageUrl} fallback={DEFAULT_SKIN_IMAGE} alt="" loading="lazy" />
        {owned && (
          <span className="owned-badge" role="img" aria-label={shop.ownedLabel}>
            <Icon name="check" /> {shop.owned}
          </span>
        )}
      </span>
      <span className="skin-name">{label ?? skin.nom}</span>
      <span className="skin-meta">
        <span className={`rarity rarity-${skin.rarete}`}>{rarityLabel[skin.rarete] ?? skin.rarete}</span>
        <span className="skin-price">{formatEuros(skin.prix)}</span>
      </span>
    </>
  )
  return (
    <article
      className="skin-card"
      data-rarity={skin.rarete}
      data-owned={owned ? '' : undefined}
      data-selected={selected ? '' : undefined}
      data-skin-id={skin.id}
    >
      {owned || !onSelect ? (
        <div className="skin-card-body">{body}</div>
      ) : (
        <button
          type="button"
          className="skin-card-body skin-select"
          aria-pressed={selected}
          aria-disabled={disabled || undefined}
          title={shop.selectHint}
          onClick={() => !disabled && onSelect(skin)}
        >
          {body}
        </button>
      )}
    </article>
  )
}
