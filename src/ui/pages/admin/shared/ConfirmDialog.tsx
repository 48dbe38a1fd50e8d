// A confirmation (Radix AlertDialog) before a destructive or sensitive change; with `typed`, the
// admin types that word (a pseudo) first. The call's failure stays in the dialog, in French.
import { useState, type FormEvent } from 'react'
import { AlertDialog } from 'radix-ui'
import type { ApiResult } from '../../../../api/result'
import { adminPage as text } from '../../../../text'
import { Field } from '../../../components/Field'
import { Notice } from '../../../components/Notice'
import { returnFocusToOpener } from '../../../components/dialogOpener'

interface Props {
  title: string
  description: string
  confirmLabel: string
  tone?: 'danger' | 'primary'
  /** The word to type before the button unlocks, and the field's label. */
  typed?: { word: string; label: string }
  onConfirm: () => Promise<ApiResult<unknown>>
  onClose: () => void
}

export function ConfirmDialog({ title, description, confirmLabel, tone = 'danger', typed, onConfirm, onClose }: Props) {
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const unlocked = !typed || value.trim() === typed.word

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    if (!unlocked || busy) return
    setBusy(true)
    setError(null)
    const result = await onConfirm()
    if (result.ok) return onClose()
    setBusy(false)
    setError(result.failure.message)
  }

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay overlay-top" />
        <AlertDialog.Content onCloseAutoFocus={returnFocusToOpener} className="modal modal-alert modal-top">
          <AlertDialog.Title className="modal-title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="modal-text">{description}</AlertDialog.Description>
          <form className="form" onSubmit={(e) => void confirm(e)} noValidate>
            {typed && <Field label={typed.label} value={value} onChange={(e) => setValue(e.target.value)} autoComplete="off" spellCheck={false} />}
            {error && <Notice tone="error">{error}</Notice>}
            <div className="modal-actions">
              <AlertDialog.Cancel className="button button-secondary" type="button" disabled={busy}>
                {text.cancel}
              </AlertDialog.Cancel>
              <button type="submit" className={`button button-${tone}`} disabled={!unlocked || busy} aria-busy={busy || undefined}>
                {busy ? text.confirming : confirmLabel}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
