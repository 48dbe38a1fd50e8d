// The account forms' frame: submit state (busy, the server's message, its field errors under the
// fields) and the form with its notice and button.
import { useState, type FormEvent, type ReactNode } from 'react'
import { profileAtom, showToastAtom, useSetAtom } from '../../../state'
import { profilePage as text } from '../../../text'
import { Notice } from '../../components/Notice'
import type { FieldErrors, Result } from './account'

/** A form's submit state: busy, the server's message and its field errors. */
export function useAccountSubmit() {
  const setProfile = useSetAtom(profileAtom)
  const toast = useSetAtom(showToastAtom)
  const [busy, setBusy] = useState(false)
  const [fields, setFields] = useState<FieldErrors>({})
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)
  const run = async (call: () => Promise<Result>, success: (r: Extract<Result, { ok: true }>) => string | Promise<string>) => {
    setBusy(true)
    setMessage(null)
    const result = await call()
    if (result.ok) {
      setProfile(result.user)
      setFields({})
      const done = await success(result)
      setMessage({ tone: 'success', text: done })
      toast({ text: done, tone: 'success' })
    } else {
      setFields(result.fields)
      setMessage({ tone: 'error', text: result.message })
    }
    setBusy(false)
    return result
  }
  return { busy, fields, setFields, message, setMessage, run }
}

export function FormShell({ onSubmit, busy, label, message, children }: { onSubmit: () => void; busy: boolean; label: string; message: { tone: 'error' | 'success'; text: string } | null; children: ReactNode }) {
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit()
  }
  return (
    <form className="form account-form" onSubmit={submit} noValidate>
      {children}
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      <div>
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? text.saving : label}
        </button>
      </div>
    </form>
  )
}
