// The instances of one tab of the collection dialog: cards and spells (face, name, rarity, bonus,
// number) or boosters (opened or not, source, date), each with 'Retirer' (confirmed; an opened
// booster cannot be taken back).
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { Schemas } from '../../../../api/client'
import { rarityRank } from '../../../../game/rarity'
import { removeFromPlayer, type CollectionKind as Kind } from '../../../../state'
import { adminCollection as text, rarityNames } from '../../../../text'
import { CardFace } from '../../../components/cards/CardFace'
import { cardItem, spellItem, type Item } from '../../../components/cards/items'
import { CachedImage } from '../../../images/CachedImage'
import { ConfirmDialog } from '../shared/ConfirmDialog'
import { useAdminAction } from '../shared/useAdminAction'

interface Owned {
  cards: Schemas['CardPlayer'][]
  spells: Schemas['SpellPlayer'][]
  packs: Schemas['PackPlayer'][]
}
interface Row {
  id: number
  name: string
  removable: boolean
  item?: Item
  pack?: Schemas['PackPlayer']
}

const byRarityThenName = (a: Item, b: Item) => rarityRank(b.rarete) - rarityRank(a.rarete) || a.name.localeCompare(b.name, 'fr') || a.id - b.id
const EMPTY = { cards: text.emptyCards, spells: text.emptySpells, packs: text.emptyPacks }

function rowsOf(kind: Kind, owned: Owned): Row[] {
  if (kind === 'packs') return owned.packs.map((p) => ({ id: p.id, name: p.pack.nom, removable: !p.openedAt, pack: p }))
  const items = kind === 'cards' ? owned.cards.map(cardItem) : owned.spells.map(spellItem)
  return items.sort(byRarityThenName).map((item) => ({ id: item.id, name: item.name, removable: true, item }))
}

interface Props {
  kind: Kind
  user: Schemas['User']
  owned: Owned
}

export function InstanceList({ kind, user, owned }: Props) {
  const run = useAdminAction()
  const client = useQueryClient()
  const [removing, setRemoving] = useState<Row | null>(null)
  const rows = rowsOf(kind, owned)
  if (rows.length === 0) return <p className="empty-state empty-compact">{EMPTY[kind]}</p>
  return (
    <>
      <ul className="admin-instances">
        {rows.map((row) => (
          <li key={row.id} className="admin-instance" data-rarity={row.item?.rarete}>
            {row.item ? <CardFace item={row.item} showName={false} className="admin-instance-face" /> : <PackArt pack={row.pack!} />}
            <div className="admin-instance-info">
              <span className="admin-strong" id={`instance-${kind}-${row.id}`}>
                {row.name}
              </span>
              <span className="admin-sub">{row.item ? <ItemMeta item={row.item} /> : <PackMeta pack={row.pack!} />}</span>
            </div>
            <button
              type="button"
              className="button button-small button-quiet"
              disabled={!row.removable}
              aria-describedby={`instance-${kind}-${row.id}`}
              onClick={() => setRemoving(row)}
            >
              {text.remove}
            </button>
          </li>
        ))}
      </ul>
      {removing && (
        <ConfirmDialog
          title={text.removeTitle(removing.name)}
          description={kind === 'packs' ? text.removePackText(user.pseudo) : text.removeText(user.pseudo)}
          confirmLabel={text.remove}
          onConfirm={() => run(() => removeFromPlayer(client, user.id, kind, removing.id), (done) => done.message)}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  )
}

const ItemMeta = ({ item }: { item: Item }) => (
  <>
    <span className="rarity" data-rarity={item.rarete}>
      {rarityNames[item.rarete]}
    </span>{' '}
    · {text.bonus(item.level)} · {text.instance(item.id)}
  </>
)

const PackMeta = ({ pack }: { pack: Schemas['PackPlayer'] }) => (
  <>
    <span className={pack.openedAt ? 'tag tag-muted' : 'tag tag-success'}>{pack.openedAt ? text.opened : text.unopened}</span> {text.sources[pack.source] ?? pack.source} ·{' '}
    {pack.openedAt ? text.openedOn(pack.openedAt) : text.acquiredOn(pack.acquiredAt)}
  </>
)

const PackArt = ({ pack }: { pack: Schemas['PackPlayer'] }) => (
  <CachedImage src={pack.pack.imageUrl} fallback="/assets/ui/card-back.svg" alt="" className="admin-instance-pack" loading="lazy" />
)
