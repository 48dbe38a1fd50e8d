// A Radix Dialog holding one admin form: title, description, the fields, the server's message
// above the buttons, and Annuler / the submit button (its busy label while the call runs).
import type { FormEvent, ReactNode } from 'react'
import { Dialog } from 'radix-ui'
import { adminPage as text } from '../../../../text'
import { Icon } from '../../../components/Icon'
import { Notice } from '../../../components/Notice'
import { returnFocusToOpener } from '../../../components/dialogOpener'

interface Props {
  title: string
  description: string
  submitLabel: string
  busyLabel?: string
  busy: boolean
  /** The server's (or the form's) message, shown above the buttons. */
  error: string | null
  onSubmit: () => void
  onClose: () => void
  wide?: boolean
  children: ReactNode
}

export function FormDialog({ title, description, submitLabel, busyLabel = text.saving, busy, error, onSubmit, onClose, wide, children }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy) onSubmit()
  }
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className={wide ? 'modal modal-admin modal-admin-wide' : 'modal modal-admin'}>
          <div className="modal-head">
            <Dialog.Title className="modal-title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={text.cancel} disabled={busy}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="modal-description">{description}</Dialog.Description>
          <form className="form admin-form" onSubmit={submit} noValidate>
            {children}
            {error && <Notice tone="error">{error}</Notice>}
            <div className="modal-actions admin-form-actions">
              <Dialog.Close className="button button-secondary" type="button" disabled={busy}>
                {text.cancel}
              </Dialog.Close>
              <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>
                {busy ? busyLabel : submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
