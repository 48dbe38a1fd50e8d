// One card or spell of the catalogue: its face, name, rarity, power, values, description and 'Modifier'.
import { useId } from 'react'
import { adminCatalogue as text, adminPage, rarityNames } from '../../../../text'
import { CardFace } from '../../../components/cards/CardFace'
import type { Item } from '../../../components/cards/items'
import type { CatalogueEntry, Kind } from './CatalogueSection'

/** The catalogue entry drawn as a face (no bonus). */
export function faceOf(entry: Pick<CatalogueEntry, 'nom' | 'rarete' | 'imageDeBase' | 'pointsHaut' | 'pointsGauche' | 'pointsDroite' | 'pointsBas'>, kind: Kind) {
  return {
    kind: kind === 'cards' ? 'card' : 'spell',
    name: entry.nom,
    rarete: entry.rarete,
    art: entry.imageDeBase,
    base: { top: entry.pointsHaut, left: entry.pointsGauche, right: entry.pointsDroite, bottom: entry.pointsBas },
    bonus: { top: 0, left: 0, right: 0, bottom: 0 },
  } satisfies Pick<Item, 'kind' | 'name' | 'rarete' | 'art' | 'base' | 'bonus'>
}

export function CatalogueItem({ item, kind, onEdit }: { item: CatalogueEntry; kind: Kind; onEdit: () => void }) {
  const id = useId()
  const spell = kind === 'spells'
  const power = item.pointsHaut + item.pointsGauche + item.pointsDroite + item.pointsBas
  return (
    <li className="admin-item" data-rarity={item.rarete}>
      <CardFace item={faceOf(item, kind)} showName={false} className="admin-item-face" />
      <div className="admin-item-info">
        <span className="admin-item-name" id={id}>
          {item.nom}
        </span>
        <span className="admin-item-meta">
          <span className="rarity" data-rarity={item.rarete}>
            {rarityNames[item.rarete]}
          </span>
          {!spell && <> · {text.power(power)}</>}
        </span>
        <span className="admin-item-values" title={text.valuesLabel}>
          <span className="visually-hidden">{text.valuesLabel} : </span>
          {text.values4(item.pointsHaut, item.pointsGauche, item.pointsDroite, item.pointsBas, spell)}
        </span>
        {item.description && <p className="admin-item-description">{item.description}</p>}
      </div>
      <button type="button" className="button button-small button-secondary admin-item-edit" aria-label={text.editLabel(item.nom)} onClick={onEdit}>
        {adminPage.edit}
      </button>
    </li>
  )
}
