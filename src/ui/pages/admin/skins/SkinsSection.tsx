// Skins: every skin (GET /api/skins; admins also get the withdrawn ones) with the card or spell it
// dresses, 'Retirer de la vente' (DELETE /api/skins/{id}, confirmed) and 'Nouveau skin' (POST /api/skins).
import { useId, useState } from 'react'
import { listCards, listSkins, listSpells, withdrawSkin } from '../../../../api/admin'
import type { Schemas } from '../../../../api/client'
import { adminPage, adminSkins as text, formatEuros, rarityNames } from '../../../../text'
import { CachedImage } from '../../../images/CachedImage'
import { AdminSection } from '../shared/AdminSection'
import { ConfirmDialog } from '../shared/ConfirmDialog'
import { useAdminAction } from '../shared/useAdminAction'
import { useAdminLoad } from '../shared/useAdminLoad'
import { SkinDialog } from './SkinDialog'

type Skin = Schemas['Skin']
export interface Linkable {
  cards: Schemas['Card'][]
  spells: Schemas['Spell'][]
}

export default function SkinsSection() {
  const load = useAdminLoad('skins', () =>
    Promise.all([listSkins(), listCards(), listSpells()]).then(([skins, cards, spells]) => ({ skins, linkable: { cards, spells } })),
  )
  const run = useAdminAction()
  const [creating, setCreating] = useState(false)
  const [withdrawing, setWithdrawing] = useState<Skin | null>(null)

  return (
    <>
      <AdminSection
        icon="shop"
        title={adminPage.sections.skins}
        intro={adminPage.intros.skins}
        load={load}
        actions={
          <button type="button" className="button button-primary" onClick={() => setCreating(true)} disabled={load.status !== 'ready'}>
            {text.add}
          </button>
        }
      >
        {({ skins, linkable }) => (
          <>
            <p className="admin-count">{text.count(skins.length)}</p>
            {skins.length === 0 ? (
              <p className="empty-state empty-compact">{text.empty}</p>
            ) : (
              <ul className="admin-offers" aria-label={text.listLabel}>
                {skins.map((skin) => (
                  <SkinRow key={skin.id} skin={skin} linkable={linkable} onWithdraw={() => setWithdrawing(skin)} />
                ))}
              </ul>
            )}
          </>
        )}
      </AdminSection>
      {creating && load.status === 'ready' && <SkinDialog linkable={load.data.linkable} onClose={() => setCreating(false)} onSaved={load.reload} />}
      {withdrawing && (
        <ConfirmDialog
          title={text.withdrawTitle(withdrawing.nom)}
          description={text.withdrawText}
          confirmLabel={adminPage.withdraw}
          onConfirm={async () => {
            const result = await run(() => withdrawSkin(withdrawing.id), (done) => done.message)
            if (result.ok) load.reload()
            return result
          }}
          onClose={() => setWithdrawing(null)}
        />
      )}
    </>
  )
}

function SkinRow({ skin, linkable, onWithdraw }: { skin: Skin; linkable: Linkable; onWithdraw: () => void }) {
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
      {skin.onSale && (
        <div className="admin-offer-actions">
          <button type="button" className="button button-small button-quiet" aria-describedby={id} onClick={onWithdraw}>
            {adminPage.withdraw}
          </button>
        </div>
      )}
    </li>
  )
}
