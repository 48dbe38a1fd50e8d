// A modal alert with one OK button (Radix AlertDialog); load it lazily where it is rare.
import { AlertDialog } from 'radix-ui'
import { common } from '../../text'
import { returnFocusToOpener } from './dialogOpener'

function AlertBox({ title, message, onClose }: { title: string; message: string | null; onClose: () => void }) {
  return (
    <AlertDialog.Root open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay" />
        <AlertDialog.Content onCloseAutoFocus={returnFocusToOpener} className="modal modal-alert">
          <AlertDialog.Title className="modal-title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="modal-text">{message}</AlertDialog.Description>
          <div className="modal-actions">
            <AlertDialog.Action className="button button-primary">{common.ok}</AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
export default AlertBox
