// The name of a new deck or of a renamed one (Radix Dialog with one field; the server's error
// shows under it).
import { useState, type FormEvent } from 'react'
import { Dialog } from 'radix-ui'
import { decksPage as text } from '../../../text'
import { Field } from '../../components/Field'
import { Icon } from '../../components/Icon'
import { returnFocusToOpener } from '../../components/dialogOpener'

const MAX_NAME = 40

interface Props {
  open: boolean
  title: string
  description: string
  initial: string
  submitLabel: string
  /** Answers the server's error, or null when done. */
  onSubmit: (name: string) => Promise<string | null>
  onClose: () => void
}

export function NameDialog({ open, ...props }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="modal">{open && <NameForm {...props} />}</Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function NameForm({ title, description, initial, submitLabel, onSubmit, onClose }: Omit<Props, 'open'>) {
  const [name, setName] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return setError(text.nameRequired)
    if (trimmed.length > MAX_NAME) return setError(text.nameTooLong)
    setBusy(true)
    const failure = await onSubmit(trimmed)
    setBusy(false)
    if (failure) setError(failure)
    else onClose()
  }

  return (
    <>
      <div className="modal-head">
        <Dialog.Title className="modal-title">{title}</Dialog.Title>
        <Dialog.Close className="icon-button" aria-label={text.cancel}>
          <Icon name="close" />
        </Dialog.Close>
      </div>
      <Dialog.Description className="modal-description">{description}</Dialog.Description>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <Field label={text.name} value={name} onChange={(e) => setName(e.target.value)} error={error} maxLength={MAX_NAME + 20} autoFocus autoComplete="off" />
        <div className="modal-actions">
          <Dialog.Close className="button button-secondary" type="button">
            {text.cancel}
          </Dialog.Close>
          <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>
            {submitLabel}
          </button>
        </div>
      </form>
    </>
  )
}
