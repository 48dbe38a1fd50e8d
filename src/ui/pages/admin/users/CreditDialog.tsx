// 'Ajuster le crédit': a signed amount of points (quick amounts too) and the balance it gives
// (never below 0), then POST /api/user/credit { userId, amount }.
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { User } from '../../../../api/adminUsers'
import { adminAdjustCredit } from '../../../../state'
import { adminUsers as text } from '../../../../text'
import { Field } from '../../../components/Field'
import { FormDialog } from '../shared/FormDialog'
import { intOf } from '../shared/fields'
import { useAdminAction } from '../shared/useAdminAction'

const QUICK = [100, 500, 1000, -100, -500]
const LIMIT = 100_000_000

export function CreditDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const run = useAdminAction()
  const client = useQueryClient()
  const [amount, setAmount] = useState('')
  const [invalid, setInvalid] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const value = intOf(amount)
  const valid = value !== null && value !== 0 && Math.abs(value) <= LIMIT

  const submit = async () => {
    if (!valid) return setInvalid(text.creditInvalid)
    setInvalid(null)
    setBusy(true)
    setError(null)
    const result = await run(() => adminAdjustCredit(client, user.id, value), (r) => text.creditDone(user.pseudo, r.credit))
    setBusy(false)
    if (!result.ok) return setError(result.failure.message)
    onClose()
  }

  return (
    <FormDialog title={text.creditTitle(user.pseudo)} description={text.creditText} submitLabel={text.creditApply} busy={busy} error={error} onSubmit={() => void submit()} onClose={onClose}>
      <p className="admin-balance">{text.creditCurrent(user.credit)}</p>
      <Field
        label={text.creditAmount}
        type="number"
        inputMode="numeric"
        step={1}
        value={amount}
        onChange={(e) => {
          setAmount(e.target.value)
          setInvalid(null)
        }}
        error={invalid}
        hint={valid ? text.creditPreview(Math.max(0, user.credit + value)) : text.creditAmountHint}
        autoFocus
      />
      <div className="admin-chips" role="group" aria-label={text.creditQuick}>
        {QUICK.map((q) => (
          <button key={q} type="button" className="chip-button" data-negative={q < 0 ? '' : undefined} onClick={() => {
              setAmount(String(q))
              setInvalid(null)
            }}>
            {q > 0 ? `+${q}` : `−${-q}`}
          </button>
        ))}
      </div>
    </FormDialog>
  )
}
