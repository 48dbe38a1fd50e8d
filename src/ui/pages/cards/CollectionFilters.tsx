// The collection's filters: Tout / Cartes / Sorts, rarity, search by name, what to show (the
// collection, the missing catalogue items, or both) and the sort.
import { RadioGroup } from 'radix-ui'
import { RARITIES, type Rarete } from '../../../game/rarity'
import { collectionOwnership as ownershipText, cardsPage as text, rarityNames } from '../../../text'
import type { SortKey } from '../../components/cards/items'
import { ChoiceSelect } from './ChoiceSelect'

type KindFilter = 'all' | 'card' | 'spell'
/** The player's collection, the catalogue items they do not own yet (to craft them), or both. */
type Ownership = 'owned' | 'missing' | 'all'
export interface Filters {
  kind: KindFilter
  rarity: Rarete | 'all'
  query: string
  sort: SortKey
  upgradableOnly: boolean
  ownership: Ownership
}
export const NO_FILTERS: Filters = { kind: 'all', rarity: 'all', query: '', sort: 'rarity', upgradableOnly: false, ownership: 'owned' }

export function CollectionFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => onChange({ ...filters, [key]: value })
  return (
    <div className="collection-filters" role="group" aria-label={text.filtersLabel}>
      <RadioGroup.Root
        className="segmented collection-kinds"
        value={filters.kind}
        onValueChange={(v) => set('kind', v as KindFilter)}
        aria-label={text.kind}
        orientation="horizontal"
      >
        <RadioGroup.Item value="all" className="segment">
          {text.kinds.all}
        </RadioGroup.Item>
        <RadioGroup.Item value="card" className="segment">
          {text.kinds.cards}
        </RadioGroup.Item>
        <RadioGroup.Item value="spell" className="segment">
          {text.kinds.spells}
        </RadioGroup.Item>
      </RadioGroup.Root>
      <label className="filter-field filter-search">
        <span className="filter-label">{text.search}</span>
        <input
          type="search"
          className="input"
          value={filters.query}
          placeholder={text.searchPlaceholder}
          onChange={(e) => set('query', e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      <ChoiceSelect
        label={text.rarity}
        value={filters.rarity}
        onChange={(v) => set('rarity', v)}
        choices={[{ value: 'all' as const, label: text.allRarities }, ...RARITIES.map((r) => ({ value: r, label: rarityNames[r] }))]}
      />
      <ChoiceSelect
        label={ownershipText.label}
        value={filters.ownership}
        onChange={(v) => set('ownership', v)}
        choices={(['owned', 'missing', 'all'] as const).map((o) => ({ value: o, label: ownershipText.choices[o] }))}
      />
      <ChoiceSelect
        label={text.sort}
        value={filters.sort}
        onChange={(v) => set('sort', v)}
        choices={(['rarity', 'power', 'name'] as const).map((s) => ({ value: s, label: text.sorts[s] }))}
      />
    </div>
  )
}
