// /cards — Cartes: the player's collection as a grid grouped by catalogue item (one tile per card
// with its copies), filters, sort, the 'Amélioration possible' highlight (the nav's cardlevelup
// badge), the catalogue items not owned yet (to craft them), the price table and the detail panel
// of one card (upgrade, recycling, crafting, skins).
import { useDeferredValue, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import { catalogueCardsQuery, catalogueSpellsQuery, profileAtom, useAtomValue } from '../../../state'
import { cardsPage as text, collectionOwnership, common, crafting } from '../../../text'
import { CardTile } from '../../components/cards/CardTile'
import { groupItems, sortGroups, type Group } from '../../components/cards/items'
import { Icon } from '../../components/Icon'
import { Notice } from '../../components/Notice'
import { PageHeader } from '../../components/PageHeader'
import { Spinner } from '../../components/Spinner'
import { CardDetail } from './CardDetail'
import { CollectionFilters, NO_FILTERS, type Filters } from './CollectionFilters'
import { CraftPricesButton } from './CraftPrices'
import { isMissing, missingGroups } from './missingGroups'
import { useCollection } from './useCollection'
import { useUserId } from '../../hooks/useUserId'

const normalise = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim()

function filterGroups(groups: Group[], filters: Filters): Group[] {
  const query = normalise(filters.query)
  return sortGroups(
    groups.filter(
      (g) =>
        (filters.kind === 'all' || g.kind === filters.kind) &&
        (filters.ownership === 'all' || (filters.ownership === 'missing') === isMissing(g)) &&
        (filters.rarity === 'all' || g.rarete === filters.rarity) &&
        (!filters.upgradableOnly || g.upgradable) &&
        (!query || normalise(g.name).includes(query)),
    ),
    filters.sort,
  )
}

export default function CardsPage() {
  const userId = useUserId()
  const collection = useCollection(userId)
  const profile = useAtomValue(profileAtom)
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const deferred = useDeferredValue(filters)
  const [openKey, setOpenKey] = useState<string | null>(null)

  const catalogueCards = useQuery(catalogueCardsQuery()).data
  const catalogueSpells = useQuery(catalogueSpellsQuery()).data

  const groups = useMemo(() => groupItems(collection.items), [collection.items])
  const missing = useMemo(() => missingGroups(catalogueCards ?? [], catalogueSpells ?? [], groups), [catalogueCards, catalogueSpells, groups])
  const everything = useMemo(() => [...groups, ...missing], [groups, missing])
  const shown = useMemo(() => filterGroups(everything, deferred), [everything, deferred])
  // Catalogue items with an upgradable copy, as the nav's badge counts them (not copies).
  const upgradableCount = groups.filter((g) => g.upgradable).length
  const cardCount = collection.items.filter((i) => i.kind === 'card').length
  const open = everything.find((g) => g.key === openKey) ?? null
  const levelUp = Math.max(profile?.cardlevelup ?? 0, upgradableCount)

  return (
    <div className="page collection-page">
      <PageHeader title={text.title} intro={text.intro}>
        {collection.status === 'ready' && collection.items.length > 0 && (
          <p className="collection-summary">
            <strong>{text.summary(cardCount, collection.items.length - cardCount)}</strong>
            <span className="muted"> · {text.distinct(groups.length)}</span>
            {missing.length > 0 && (
              <>
                <span className="muted"> · </span>
                <button type="button" className="link-button" onClick={() => setFilters({ ...filters, ownership: 'missing' })}>
                  {collectionOwnership.missingCount(missing.length)}
                </button>
              </>
            )}
          </p>
        )}
        <CraftPricesButton />
      </PageHeader>

      {collection.status === 'loading' && <Spinner label={common.loading} />}
      {collection.status === 'error' && (
        <Notice tone="error">
          <p>{text.loadError}</p>
          <button type="button" className="button button-small button-secondary" onClick={collection.reload}>
            {text.retry}
          </button>
        </Notice>
      )}
      {collection.status === 'ready' && collection.items.length === 0 && (
        <div className="empty-state">
          <p>{text.empty}</p>
          <Link className="button button-primary" to="/pack">
            <Icon name="boosters" /> {text.emptyAction}
          </Link>
        </div>
      )}
      {collection.status === 'ready' && collection.items.length > 0 && (
        <>
          {levelUp > 0 && upgradableCount > 0 && (
            <section className="levelup-banner" aria-label={text.levelUpTitle}>
              <span className="levelup-icon" aria-hidden="true">
                <Icon name="cards" />
              </span>
              <div className="levelup-text">
                <strong>{text.levelUpTitle}</strong>
                <span>{text.levelUpText(upgradableCount)}</span>
              </div>
              <button
                type="button"
                className="button button-small button-gold"
                aria-pressed={filters.upgradableOnly}
                onClick={() => setFilters({ ...filters, upgradableOnly: !filters.upgradableOnly })}
              >
                {filters.upgradableOnly ? text.levelUpAll : text.levelUpShow}
              </button>
            </section>
          )}
          <CollectionFilters filters={filters} onChange={setFilters} />
          <p className="collection-count muted" role="status">
            {text.results(shown.length)}
          </p>
          {shown.length === 0 ? (
            <div className="empty-state">
              <p>{text.noMatch}</p>
              <button type="button" className="button button-secondary" onClick={() => setFilters(NO_FILTERS)}>
                {text.clearFilters}
              </button>
            </div>
          ) : (
            <ul className="card-grid" aria-label={text.gridLabel}>
              {shown.map((group) => (
                <li key={group.key} data-missing={isMissing(group) ? '' : undefined}>
                  <CardTile
                    item={group.best}
                    count={group.instances.length}
                    upgradable={group.upgradable}
                    onOpen={() => setOpenKey(group.key)}
                    badge={
                      isMissing(group) ? (
                        <span className="card-tile-missing" aria-hidden="true" title={crafting.missingTag}>
                          <Icon name="padlock" />
                        </span>
                      ) : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <CardDetail group={open} userId={userId} onClose={() => setOpenKey(null)} />
    </div>
  )
}
