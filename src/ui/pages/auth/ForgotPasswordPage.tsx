// /resetpassword — 'Mot de passe oublié': an e-mail field and Continuer; the answer (or the
// error) is shown below the field.
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { requestPasswordReset } from '../../../api/auth'
import { common, forgot } from '../../../text'
import { Field } from '../../components/Field'
import { Notice } from '../../components/Notice'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'

export default function ForgotPasswordPage() {
  useDocumentTitle(forgot.title)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSent(null)
    if (!email.trim()) return setError(common.required)
    setError(null)
    setBusy(true)
    const result = await requestPasswordReset(email.trim(), forgot.failed)
    setBusy(false)
    if (result.ok) setSent(result.data.email ?? result.data.message)
    else setError(result.failure.fields.email ?? result.failure.message)
  }

  return (
    <div className="auth-page">
      <div className="auth-card">
        <img src="/assets/ui/logo.svg" alt="" className="auth-logo" width="64" height="64" />
        <h1 className="auth-title">{forgot.title}</h1>
        <p className="auth-subtitle">{forgot.intro}</p>
        <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
          <Field
            label={forgot.email}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
            autoFocus
          />
          {sent && <Notice tone="success">{sent}</Notice>}
          <button type="submit" className="button button-primary button-block" disabled={busy}>
            {busy ? forgot.submitting : forgot.submit}
          </button>
        </form>
        <p className="auth-switch">
          <Link to="/login">{forgot.backToLogin}</Link>
        </p>
      </div>
    </div>
  )
}
