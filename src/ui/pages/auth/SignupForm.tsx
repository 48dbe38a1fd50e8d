// The signup form: the server's messages under the matching fields, the §8 Signup messages above.
import { useState, type FormEvent } from 'react'
import { signUp } from '../../../api/auth'
import type { Failure } from '../../../api/result'
import { common, signup } from '../../../text'
import { Field } from '../../components/Field'
import { FailureNotice } from '../../components/FailureNotice'
import { useHydrated } from '../../hooks/useHydrated'

const EMPTY = { pseudo: '', email: '', password: '', passwordConfirmation: '' }
type Values = typeof EMPTY
type Name = keyof Values

export function SignupForm({ onCreated }: { onCreated: (pseudo: string, message: string) => void }) {
  const hydrated = useHydrated()
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({})
  const [failure, setFailure] = useState<Failure | null>(null)
  const [busy, setBusy] = useState(false)

  const field = (name: Name) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const missing = Object.fromEntries((Object.keys(EMPTY) as Name[]).filter((n) => !values[n].trim()).map((n) => [n, common.required]))
    setErrors(missing)
    setFailure(null)
    if (Object.keys(missing).length) return
    setBusy(true)
    const result = await signUp({ ...values, pseudo: values.pseudo.trim(), email: values.email.trim() })
    setBusy(false)
    if (result.ok) return onCreated(result.data.pseudo, result.data.message || signup.created)
    const { fields } = result.failure
    setErrors({ pseudo: fields.pseudo, email: fields.email, password: fields.password, passwordConfirmation: fields.passwordConfirmation })
    // The general message only when no field carries it.
    if (!fields.pseudo && !fields.email && !fields.password && !fields.passwordConfirmation) setFailure(result.failure)
  }

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <fieldset className="form-gate" disabled={!hydrated}>
        {failure && <FailureNotice failure={failure} />}
        <Field label={signup.pseudo} autoComplete="username" hint={signup.pseudoHint} {...field('pseudo')} />
        <Field label={signup.email} type="email" autoComplete="email" {...field('email')} />
        <Field label={signup.password} type="password" revealable autoComplete="new-password" hint={signup.passwordHint} {...field('password')} />
        <Field label={signup.passwordConfirmation} type="password" revealable autoComplete="new-password" {...field('passwordConfirmation')} />
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? signup.submitting : signup.submit}
        </button>
      </fieldset>
    </form>
  )
}
