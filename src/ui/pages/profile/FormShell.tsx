// The account forms' frame: submit state (busy, the server's message, its field errors under the
// fields) and the form with its notice and button.
import { useState, type FormEvent, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { ApiResult } from '../../../api/result'
import type { User, UserUpdate } from '../../../api/users'
import { profileAtom, showToastAtom, updateProfile, useSetAtom } from '../../../state'
import { profilePage as text } from '../../../text'
import { Notice } from '../../components/Notice'
import { formErrorsOf, type FieldErrors } from './account'

/** A form's submit state: busy, the server's message and its field errors; `run` sends
 *  PUT /api/user/{id} (updateProfile: the profile and the ranking are read again). */
export function useAccountSubmit() {
  const client = useQueryClient()
  const setProfile = useSetAtom(profileAtom)
  const toast = useSetAtom(showToastAtom)
  const [busy, setBusy] = useState(false)
  const [fields, setFields] = useState<FieldErrors>({})
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)
  const run = async (userId: number, body: UserUpdate, success: (user: User) => string | Promise<string>): Promise<ApiResult<User>> => {
    setBusy(true)
    setMessage(null)
    const result = await updateProfile(client, userId, body)
    if (result.ok) {
      setProfile(result.data)
      setFields({})
      const done = await success(result.data)
      setMessage({ tone: 'success', text: done })
      toast({ text: done, tone: 'success' })
    } else {
      const errors = formErrorsOf(result.failure)
      setFields(errors.fields)
      setMessage({ tone: 'error', text: errors.message })
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
