// The skin shop modal ('Boutique de Skins'), opened by the wallet. Its contents load on first open.
// While a payment is in progress it cannot be closed (the purchase must finish to grant the skin).
import { lazy, Suspense } from 'react'
import { Dialog } from 'radix-ui'
import { useAtom, useAtomValue } from '../../state'
import { shop } from '../../text'
import { Icon } from '../components/Icon'
import { Spinner } from '../components/Spinner'
import { skinPurchaseBusyAtom, skinShopOpenAtom } from './skinShopState'
import { returnFocusToOpener } from '../components/dialogOpener'

const SkinShop = lazy(() => import('./skin-shop/SkinShop').then((m) => ({ default: m.SkinShop })))

export function SkinShopDialog() {
  const [open, setOpen] = useAtom(skinShopOpenAtom)
  const busy = useAtomValue(skinPurchaseBusyAtom)
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || !busy) && setOpen(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="modal modal-wide skin-shop-modal">
          <div className="modal-head">
            <Dialog.Title className="modal-title">{shop.title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={shop.close} disabled={busy}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="modal-description">{shop.description}</Dialog.Description>
          <Suspense fallback={<Spinner label={shop.loading} />}>{open && <SkinShop />}</Suspense>
          <div className="modal-actions">
            <Dialog.Close className="button button-secondary" disabled={busy}>
              {shop.close}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
