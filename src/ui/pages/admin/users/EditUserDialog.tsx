// 'Modifier': pseudo, e-mail, credit, experience (XP), Elo rating, admin flag and a new password;
// only the changed fields go to PUT /admin/user/{id}; the server's field errors show under them.
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { User } from '../../../../api/adminUsers'
import type { Schemas } from '../../../../api/client'
import { levelOf } from '../../../../game/levels'
import { adminUpdateUser } from '../../../../state'
import { adminPage, adminUsers as text } from '../../../../text'
import { Field } from '../../../components/Field'
import { FormDialog } from '../shared/FormDialog'
import { CheckField, intOf } from '../shared/fields'
import { useAdminAction } from '../shared/useAdminAction'

const LIMITS = { credit: 100_000_000, level: 100_000_000, rating: 10_000 }
type Numeric = keyof typeof LIMITS

interface Props {
  user: User
  /** One's own account: the admin flag is not offered (no locking oneself out). */
  self: boolean
  onClose: () => void
}

export function EditUserDialog({ user, self, onClose }: Props) {
  const run = useAdminAction()
  const client = useQueryClient()
  const [form, setForm] = useState({
    pseudo: user.pseudo,
    email: user.email,
    credit: String(user.credit),
    level: String(user.level),
    rating: String(user.rating),
    admin: user.admin,
    password: '',
  })
  const [fields, setFields] = useState<Partial<Record<string, string>>>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = <K extends keyof typeof form>(key: K) => (value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }))
  const xp = intOf(form.level)

  const submit = async () => {
    const body: Schemas['AdminUserUpdate'] = {}
    const invalid: Record<string, string> = {}
    if (form.pseudo.trim() !== user.pseudo) body.pseudo = form.pseudo.trim()
    if (form.email.trim() !== user.email) body.email = form.email.trim()
    for (const key of ['credit', 'level', 'rating'] as Numeric[]) {
      const value = intOf(form[key])
      if (value === null || value < 0 || value > LIMITS[key]) invalid[key] = adminPage.outOfRange(0, LIMITS[key])
      else if (value !== user[key]) body[key] = value
    }
    if (!self && form.admin !== user.admin) body.admin = form.admin
    if (form.password) body.password = form.password
    setFields(invalid)
    if (Object.keys(invalid).length) return setError(null)
    if (Object.keys(body).length === 0) return setError(adminPage.noChange)
    setBusy(true)
    setError(null)
    const result = await run(() => adminUpdateUser(client, user.id, body), (saved) => text.saved(saved.pseudo))
    setBusy(false)
    if (result.ok) return onClose()
    setFields(result.failure.fields)
    setError(result.failure.message)
  }

  const numeric = (key: Numeric, label: string, hint?: string) => (
    <Field label={label} type="number" inputMode="numeric" min={0} max={LIMITS[key]} step={1} value={form[key]} onChange={(e) => set(key)(e.target.value)} error={fields[key]} hint={hint} />
  )

  return (
    <FormDialog title={text.editTitle(user.pseudo)} description={text.editText} submitLabel={adminPage.save} busy={busy} error={error} onSubmit={() => void submit()} onClose={onClose} wide>
      <div className="admin-grid-2">
        <Field label={text.pseudo} value={form.pseudo} onChange={(e) => set('pseudo')(e.target.value)} error={fields.pseudo} maxLength={60} autoComplete="off" required />
        <Field label={text.email} type="email" value={form.email} onChange={(e) => set('email')(e.target.value)} error={fields.email} maxLength={254} autoComplete="off" required />
        {numeric('credit', text.creditField)}
        {numeric('level', text.xpField, xp !== null && xp >= 0 ? text.xpHint(levelOf(xp)) : undefined)}
        {numeric('rating', text.ratingField)}
        <Field label={text.passwordField} type="password" revealable value={form.password} onChange={(e) => set('password')(e.target.value)} error={fields.password} hint={text.passwordHint} autoComplete="new-password" maxLength={200} />
      </div>
      {!self && <CheckField label={text.adminField} hint={text.adminHint} checked={form.admin} onChange={set('admin')} />}
    </FormDialog>
  )
}
