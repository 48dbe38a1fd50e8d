// The Magasin page's catalogue: the skins grouped by the card or spell they dress, each group with
// that card's own art ('Original') beside its skins. Without the catalogue (['cards'], ['spells']),
// the plain grid.
import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Card, Spell } from '../../../api/catalogue'
import type { Skin } from '../../../api/skins'
import { catalogueCardsQuery, catalogueSpellsQuery } from '../../../state'
import { rarityLabel, shop, shopPage as text } from '../../../text'
import { Spinner } from '../../components/Spinner'
import { CachedImage } from '../../images/CachedImage'
import { DEFAULT_SKIN_IMAGE, SkinCard } from './SkinCard'
import type { CatalogueProps } from './SkinGrid'
import { SkinGrid } from './SkinGrid'

interface Target {
  key: string
  nom: string
  kind: string
  rarete: string | null
  image: string | null
  skins: Skin[]
}

function groupsOf(skins: Skin[], targets: { cards: Card[]; spells: Spell[] }): Target[] {
  const groups = new Map<string, Target>()
  for (const skin of skins) {
    const key = `${skin.type}-${skin.linkedId}`
    let group = groups.get(key)
    if (!group) {
      const item = skin.type === 'spell' ? targets.spells.find((s) => s.id === skin.linkedId) : targets.cards.find((c) => c.id === skin.linkedId)
      const kind = skin.type === 'spell' ? text.spell : text.card
      group = {
        key,
        nom: item?.nom ?? text.unknownTarget(kind, skin.linkedId),
        kind,
        rarete: item?.rarete ?? null,
        image: item?.imageDeBase ?? null,
        skins: [],
      }
      groups.set(key, group)
    }
    group.skins.push(skin)
  }
  return [...groups.values()]
}

/** 'Loup-Garou — Édition Lune de Sang' in the Loup-Garou group → 'Édition Lune de Sang'. */
function shortName(nom: string, groupName: string): string {
  const rest = nom.startsWith(groupName) ? /^\s*[—–:-]\s*(\S.*)$/.exec(nom.slice(groupName.length)) : null
  return rest ? rest[1] : nom
}

export function SkinGroups({ onList, ...catalogue }: CatalogueProps) {
  const cards = useQuery(catalogueCardsQuery())
  const spells = useQuery(catalogueSpellsQuery())
  if (!cards.data || !spells.data) {
    if (cards.isError || spells.isError) return <SkinGrid onList={onList} {...catalogue} />
    return <Spinner label={shop.loading} />
  }
  return (
    <div className="skin-groups" ref={onList} tabIndex={-1} aria-busy={catalogue.refreshing || undefined}>
      {groupsOf(catalogue.skins, { cards: cards.data, spells: spells.data }).map((group) => (
        <SkinGroup key={group.key} group={group} {...catalogue} />
      ))}
    </div>
  )
}

function SkinGroup({ group, owned, selectedId, disabled, onSelect }: Omit<CatalogueProps, 'onList'> & { group: Target }) {
  const titleId = useId()
  return (
    <section className="skin-group" aria-labelledby={titleId} data-rarity={group.rarete ?? undefined}>
      <div className="skin-group-head">
        <h2 className="skin-group-title" id={titleId}>
          {group.nom}
        </h2>
        <p className="skin-group-meta">
          {group.kind}
          {group.rarete && <> · {rarityLabel[group.rarete] ?? group.rarete}</>}
        </p>
      </div>
      <ul className="skin-group-row">
        <li>
          <figure className="skin-original">
            <span className="skin-art">
              <CachedImage src={group.image} fallback={DEFAULT_SKIN_IMAGE} alt={text.originalAlt(group.nom)} loading="lazy" />
            </span>
            <figcaption>{text.original}</figcaption>
          </figure>
        </li>
        {group.skins.map((skin) => (
          <li key={skin.id}>
            <SkinCard
              skin={skin}
              label={shortName(skin.nom, group.nom)}
              owned={owned.has(skin.id)}
              selected={selectedId === skin.id}
              disabled={disabled}
              onSelect={onSelect}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
