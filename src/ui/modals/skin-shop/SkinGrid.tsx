// The grid of skins (the modal's catalogue).
import type { Skin } from '../../../api/skins'
import { shop } from '../../../text'
import { SkinCard } from './SkinCard'

export interface CatalogueProps {
  skins: Skin[]
  owned: Set<number>
  selectedId: number | null
  /** A payment is in progress: the selection cannot change. */
  disabled: boolean
  onSelect(skin: Skin): void
  /** Focused again after a purchase. */
  onList: (element: HTMLElement | null) => void
  refreshing: boolean
}

export function SkinGrid({ skins, owned, selectedId, disabled, onSelect, onList, refreshing }: CatalogueProps) {
  return (
    <ul className="skin-grid" ref={onList} tabIndex={-1} aria-label={shop.skinsLabel} aria-busy={refreshing || undefined}>
      {skins.map((skin) => (
        <li key={skin.id}>
          <SkinCard skin={skin} owned={owned.has(skin.id)} selected={selectedId === skin.id} disabled={disabled} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  )
}
