// The alert 'Achat réussi !' after a purchase (a Radix AlertDialog: announced, keyboard-first).
import { AlertDialog } from 'radix-ui'
import type { Skin } from '../../../api/skins'
import { checkout } from '../../../text'
import { Icon } from '../../components/Icon'
import { CachedImage } from '../../images/CachedImage'
import { DEFAULT_SKIN_IMAGE } from './SkinCard'

export function PurchaseSuccess({ skin, onClose }: { skin: Skin | null; onClose(): void }) {
  return (
    <AlertDialog.Root open={skin !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay" />
        <AlertDialog.Content
          className="modal modal-alert purchase-success"
          onCloseAutoFocus={(event) => {
            // The panel is gone: the caller moves the focus back to the skins.
            event.preventDefault()
          }}
        >
          {skin && (
            <>
              <div className="purchase-success-art" data-rarity={skin.rarete}>
                <CachedImage src={skin.imageUrl} fallback={DEFAULT_SKIN_IMAGE} alt="" />
                <span className="purchase-success-check" aria-hidden="true">
                  <Icon name="check" />
                </span>
              </div>
              <AlertDialog.Title className="modal-title">{checkout.success}</AlertDialog.Title>
              <AlertDialog.Description className="modal-text">{checkout.successText(skin.nom)}</AlertDialog.Description>
              <div className="modal-actions">
                <AlertDialog.Action className="button button-gold">{checkout.successAction}</AlertDialog.Action>
              </div>
            </>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
