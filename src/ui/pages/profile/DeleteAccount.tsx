// 'Supprimer mon compte': a Radix AlertDialog that asks to type the pseudo, then
// DELETE /api/user/{id}/false, the stored quick-launch credentials forgotten, and logout to '/'.
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { AlertDialog } from 'radix-ui'
import { useQueryClient } from '@tanstack/react-query'
import { failureText } from '../../../api/result'
import { deleteOwnAccount, rememberLogin, showToastAtom, signOutAtom, useSetAtom, type Profile } from '../../../state'
import { profilePage as text } from '../../../text'
import { Field } from '../../components/Field'
import { Notice } from '../../components/Notice'
import { returnFocusToOpener } from '../../components/dialogOpener'

export function DeleteAccount({ profile }: { profile: Profile }) {
  const signOut = useSetAtom(signOutAtom)
  const toast = useSetAtom(showToastAtom)
  const navigate = useNavigate()
  const client = useQueryClient()
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const matches = typed.trim() === profile.pseudo

  const remove = async () => {
    setBusy(true)
    setError(null)
    const result = await deleteOwnAccount(client, profile.id)
    if (!result.ok) {
      setError(failureText(result.failure, text.deleteFailed))
      setBusy(false)
      return
    }
    // The account is gone: its stored quick-launch credentials go too (signing out empties the cache).
    rememberLogin({ pseudo: profile.pseudo, password: '' }, false)
    signOut('logout')
    toast({ text: text.deleted, tone: 'success' })
    void navigate('/', { replace: true })
  }

  return (
    <section className="panel danger-zone" aria-labelledby="danger-title">
      <h2 id="danger-title">{text.dangerTitle}</h2>
      <p className="muted">{text.dangerText}</p>
      <AlertDialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          setTyped('')
          setError(null)
        }}
      >
        <AlertDialog.Trigger className="button button-danger">{text.delete}</AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="overlay" />
          <AlertDialog.Content onCloseAutoFocus={returnFocusToOpener} className="modal modal-alert">
            <AlertDialog.Title className="modal-title">{text.deleteTitle}</AlertDialog.Title>
            <AlertDialog.Description className="modal-text">{text.deleteText}</AlertDialog.Description>
            <form
              className="form"
              onSubmit={(e) => {
                e.preventDefault()
                if (matches && !busy) void remove()
              }}
            >
              <Field label={text.deleteType(profile.pseudo)} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} />
              {error && <Notice tone="error">{error}</Notice>}
              <div className="modal-actions">
                <AlertDialog.Cancel className="button button-secondary" type="button">
                  {text.cancel}
                </AlertDialog.Cancel>
                <button type="submit" className="button button-danger" disabled={!matches || busy} aria-busy={busy || undefined}>
                  {busy ? text.deleting : text.deleteConfirm}
                </button>
              </div>
            </form>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  )
}
