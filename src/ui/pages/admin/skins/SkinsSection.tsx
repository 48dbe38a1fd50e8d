// Skins: every skin (GET /api/skins; admins also get the withdrawn ones) with the card or spell it
// dresses, 'Modifier' (PATCH /api/skins/{id}), 'Retirer de la vente' (DELETE /api/skins/{id}, confirmed),
// 'Remettre en vente' (PATCH with onSale) and 'Nouveau skin' (POST /api/skins).
import { useId, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Card, Skin, Spell } from '../../../../api/catalogue'
import { catalogueCardsQuery, catalogueSkinsQuery, catalogueSpellsQuery, editCatalogueSkin, withdrawCatalogueSkin } from '../../../../state'
import { adminPage, adminSkins as text, formatEuros, rarityNames } from '../../../../text'
import { CachedImage } from '../../../images/CachedImage'
import { AdminSection } from '../shared/AdminSection'
import { ConfirmDialog } from '../shared/ConfirmDialog'
import { useAdminAction } from '../shared/useAdminAction'
import { joinQueries } from '../shared/sectionQuery'
import { SkinDialog } from './SkinDialog'

export interface Linkable {
  cards: Card[]
  spells: Spell[]
}

export default function SkinsSection() {
  const [skins, cards, spells] = [useQuery(catalogueSkinsQuery()), useQuery(catalogueCardsQuery()), useQuery(catalogueSpellsQuery())]
  const offers = joinQueries({ skins, cards, spells })
  const client = useQueryClient()
  const run = useAdminAction()
  const [creating, setCreating] = useState(false)
  const [withdrawing, setWithdrawing] = useState<Skin | null>(null)
  const [editing, setEditing] = useState<Skin | null>(null)
  const putBack = (skin: Skin) => void run(() => editCatalogueSkin(client, skin.id, { onSale: true }), (saved) => text.putBack(saved.nom), { toastError: true })

  return (
    <>
      <AdminSection
        icon="shop"
        title={adminPage.sections.skins}
        intro={adminPage.intros.skins}
        query={offers}
        actions={
          <button type="button" className="button button-primary" onClick={() => setCreating(true)} disabled={!offers.data}>
            {text.add}
          </button>
        }
      >
        {({ skins: list, cards: linkedCards, spells: linkedSpells }) => (
          <>
            <p className="admin-count">{text.count(list.length)}</p>
            {list.length === 0 ? (
              <p className="empty-state empty-compact">{text.empty}</p>
            ) : (
              <ul className="admin-offers" aria-label={text.listLabel}>
                {list.map((skin) => (
                  <SkinRow
                    key={skin.id}
                    skin={skin}
                    linkable={{ cards: linkedCards, spells: linkedSpells }}
                    onEdit={() => setEditing(skin)}
                    onWithdraw={() => setWithdrawing(skin)}
                    onPutBack={() => putBack(skin)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </AdminSection>
      {creating && offers.data && <SkinDialog linkable={offers.data} onClose={() => setCreating(false)} />}
      {editing && offers.data && <SkinDialog key={editing.id} linkable={offers.data} skin={editing} onClose={() => setEditing(null)} />}
      {withdrawing && (
        <ConfirmDialog
          title={text.withdrawTitle(withdrawing.nom)}
          description={text.withdrawText}
          confirmLabel={adminPage.withdraw}
          onConfirm={() => run(() => withdrawCatalogueSkin(client, withdrawing.id), (done) => done.message)}
          onClose={() => setWithdrawing(null)}
        />
      )}
    </>
  )
}

interface RowProps {
  skin: Skin
  linkable: Linkable
  onEdit: () => void
  onWithdraw: () => void
  onPutBack: () => void
}

function SkinRow({ skin, linkable, onEdit, onWithdraw, onPutBack }: RowProps) {
  const id = useId()
  const list: { id: number; nom: string }[] = skin.type === 'card' ? linkable.cards : linkable.spells
  const linked = list.find((i) => i.id === skin.linkedId)?.nom ?? text.unknownItem(skin.linkedId)
  return (
    <li className="admin-offer" data-rarity={skin.rarete} data-withdrawn={skin.onSale ? undefined : ''}>
      <CachedImage src={skin.imageUrl} fallback="/assets/ui/card-back.svg" alt="" className="admin-offer-art admin-offer-skin" loading="lazy" />
      <div className="admin-offer-info">
        <span className="admin-offer-title">
          <span className="admin-item-name" id={id}>
            {skin.nom}
          </span>
          <span className={skin.onSale ? 'tag tag-success' : 'tag tag-muted'}>{skin.onSale ? adminPage.onSale : adminPage.withdrawn}</span>
        </span>
        <span className="admin-item-meta">
          <span className="rarity" data-rarity={skin.rarete}>
            {rarityNames[skin.rarete]}
          </span>{' '}
          · <span className="admin-price">{formatEuros(skin.prix)}</span>
        </span>
        <span className="admin-item-meta">
          {text.types[skin.type]} · {text.dresses(linked)}
        </span>
      </div>
      <div className="admin-offer-actions">
        <button type="button" className="button button-small button-secondary" aria-describedby={id} onClick={onEdit}>
          {adminPage.edit}
        </button>
        {skin.onSale ? (
          <button type="button" className="button button-small button-quiet" aria-describedby={id} onClick={onWithdraw}>
            {adminPage.withdraw}
          </button>
        ) : (
          <button type="button" className="button button-small button-quiet" aria-describedby={id} onClick={onPutBack}>
            {text.putBackOnSale}
          </button>
        )}
      </div>
    </li>
  )
}
