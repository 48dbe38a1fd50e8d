// Cartes et sorts: the catalogue (GET /api/cards, /api/spells), filtered by kind, name and rarity,
// each item with its face, rarity, values and description, and 'Modifier' (the edit dialog).
import { useDeferredValue, useState } from 'react'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { ToggleGroup } from 'radix-ui'
import type { Card, Spell } from '../../../../api/catalogue'
import { RARITIES, type Rarete } from '../../../../game/rarity'
import { catalogueCardsQuery, catalogueSpellsQuery } from '../../../../state'
import { adminCatalogue as text, adminPage, rarityNames } from '../../../../text'
import { AdminSection } from '../shared/AdminSection'
import { SearchField } from '../shared/SearchField'
import { SelectField } from '../shared/fields'
import { fold } from '../users/UsersSection'
import { CatalogueItem } from './CatalogueItem'
import { ItemEditDialog } from './ItemEditDialog'

export type Kind = 'cards' | 'spells'
export type CatalogueEntry = Card | Spell

export default function CatalogueSection() {
  const [kind, setKind] = useState<Kind>('cards')
  const [query, setQuery] = useState('')
  const [rarity, setRarity] = useState<Rarete | 'all'>('all')
  const search = fold(useDeferredValue(query).trim())
  const items: UseQueryResult<CatalogueEntry[]> = useQuery<CatalogueEntry[]>(kind === 'cards' ? catalogueCardsQuery() : catalogueSpellsQuery())
  const [editing, setEditing] = useState<CatalogueEntry | null>(null)
  const spells = kind === 'spells'

  return (
    <>
      <AdminSection
        icon="cards"
        title={adminPage.sections.cartes}
        intro={adminPage.intros.cartes}
        query={items}
        toolbar={
          <>
            <ToggleGroup.Root type="single" className="segmented" value={kind} onValueChange={(v) => v && setKind(v as Kind)} aria-label={text.kindsLabel}>
              <ToggleGroup.Item value="cards" className="segmented-item">
                {text.cards}
              </ToggleGroup.Item>
              <ToggleGroup.Item value="spells" className="segmented-item">
                {text.spells}
              </ToggleGroup.Item>
            </ToggleGroup.Root>
            <SearchField label={text.searchLabel} placeholder={text.searchPlaceholder} value={query} onChange={setQuery} />
            <SelectField
              label={text.rarityLabel}
              value={rarity}
              onChange={setRarity}
              choices={[{ value: 'all' as const, label: text.allRarities }, ...RARITIES.map((r) => ({ value: r, label: rarityNames[r], rarity: r }))]}
            />
          </>
        }
      >
        {(list) => {
          const shown = list.filter((i) => (rarity === 'all' || i.rarete === rarity) && (!search || fold(i.nom).includes(search)))
          return (
            <>
              <p className="admin-count" role="status">
                {text.count(shown.length, spells)}
              </p>
              {shown.length === 0 ? (
                <p className="empty-state empty-compact">{text.empty}</p>
              ) : (
                <ul className="admin-catalogue" aria-label={text.listLabel(spells)}>
                  {shown.map((item) => (
                    <CatalogueItem key={item.id} item={item} kind={kind} onEdit={() => setEditing(item)} />
                  ))}
                </ul>
              )}
            </>
          )
        }}
      </AdminSection>
      {editing && <ItemEditDialog item={editing} kind={kind} onClose={() => setEditing(null)} />}
    </>
  )
}
