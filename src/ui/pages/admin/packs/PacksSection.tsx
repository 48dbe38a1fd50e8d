// Boosters: every booster of the catalogue (GET /api/packs; admins also get the withdrawn ones),
// with 'Modifier' (POST /api/packplayer/edit), 'Retirer de la vente' (DELETE /api/packs/{id},
// confirmed) or 'Remettre en vente', and 'Nouveau booster' (POST /api/packs).
import { useId, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Pack } from '../../../../api/catalogue'
import { cataloguePacksQuery, editCataloguePack, withdrawCataloguePack } from '../../../../state'
import { adminPacks as text, adminPage, rarityNames } from '../../../../text'
import { Icon } from '../../../components/Icon'
import { CachedImage } from '../../../images/CachedImage'
import { AdminSection } from '../shared/AdminSection'
import { ConfirmDialog } from '../shared/ConfirmDialog'
import { useAdminAction } from '../shared/useAdminAction'
import { PackDialog } from './PackDialog'

type Open = { kind: 'create' } | { kind: 'edit'; pack: Pack } | { kind: 'withdraw'; pack: Pack }

export default function PacksSection() {
  const packs = useQuery(cataloguePacksQuery())
  const client = useQueryClient()
  const run = useAdminAction()
  const [open, setOpen] = useState<Open | null>(null)
  const close = () => setOpen(null)
  const resale = (pack: Pack) =>
    void run(() => editCataloguePack(client, { id: pack.id, onSale: true }), () => text.resold(pack.nom), { toastError: true })

  return (
    <>
      <AdminSection
        icon="boosters"
        title={adminPage.sections.boosters}
        intro={adminPage.intros.boosters}
        query={packs}
        actions={
          <button type="button" className="button button-primary" onClick={() => setOpen({ kind: 'create' })}>
            {text.add}
          </button>
        }
      >
        {(list) => (
          <>
            <p className="admin-count">{text.count(list.length)}</p>
            {list.length === 0 ? (
              <p className="empty-state empty-compact">{text.empty}</p>
            ) : (
              <ul className="admin-offers" aria-label={text.listLabel}>
                {list.map((pack) => (
                  <PackRow key={pack.id} pack={pack} onEdit={() => setOpen({ kind: 'edit', pack })} onWithdraw={() => setOpen({ kind: 'withdraw', pack })} onResale={() => resale(pack)} />
                ))}
              </ul>
            )}
          </>
        )}
      </AdminSection>
      {open?.kind === 'create' && <PackDialog onClose={close} />}
      {open?.kind === 'edit' && <PackDialog pack={open.pack} onClose={close} />}
      {open?.kind === 'withdraw' && (
        <ConfirmDialog
          title={text.withdrawTitle(open.pack.nom)}
          description={text.withdrawText}
          confirmLabel={adminPage.withdraw}
          onConfirm={() => run(() => withdrawCataloguePack(client, open.pack.id), (done) => done.message)}
          onClose={close}
        />
      )}
    </>
  )
}

function PackRow({ pack, onEdit, onWithdraw, onResale }: { pack: Pack; onEdit: () => void; onWithdraw: () => void; onResale: () => void }) {
  const id = useId()
  return (
    <li className="admin-offer" data-withdrawn={pack.onSale ? undefined : ''}>
      <CachedImage src={pack.imageUrl} fallback="/assets/ui/card-back.svg" alt="" className="admin-offer-art" loading="lazy" />
      <div className="admin-offer-info">
        <span className="admin-offer-title">
          <span className="admin-item-name" id={id}>
            {pack.nom}
          </span>
          <span className={pack.onSale ? 'tag tag-success' : 'tag tag-muted'}>{pack.onSale ? adminPage.onSale : adminPage.withdrawn}</span>
        </span>
        <span className="admin-item-meta">
          <span className="admin-price">
            <Icon name="wallet" /> {text.priceValue(pack.prix)}
          </span>{' '}
          · {text.contents(pack.size, pack.kind)}
          {pack.guaranteedRarity && <> · {text.guaranteed(rarityNames[pack.guaranteedRarity])}</>}
        </span>
        {pack.description && <p className="admin-item-description">{pack.description}</p>}
      </div>
      <div className="admin-offer-actions">
        <button type="button" className="button button-small button-secondary" aria-describedby={id} onClick={onEdit}>
          {adminPage.edit}
        </button>
        {pack.onSale ? (
          <button type="button" className="button button-small button-quiet" aria-describedby={id} onClick={onWithdraw}>
            {adminPage.withdraw}
          </button>
        ) : (
          <button type="button" className="button button-small button-quiet" aria-describedby={id} onClick={onResale}>
            {text.resale}
          </button>
        )}
      </div>
    </li>
  )
}
