// /change-password/{token} — 'Changez de mot de passe': the two fields with their errors; the
// returned url message in a 6 s snackbar; on success, /login?reset=success.
import { useState, type FormEvent } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { savePassword } from '../../../api/auth'
import { showToastAtom, useSetAtom } from '../../../state'
import { common, reset } from '../../../text'
import { Field } from '../../components/Field'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'

export default function ResetPasswordPage() {
  useDocumentTitle(reset.title)
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const snackbar = useSetAtom(showToastAtom)
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<{ password?: string; passwordConfirmation?: string }>({})
  const [busy, setBusy] = useState(false)
  const [linkInvalid, setLinkInvalid] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const missing = { password: password ? undefined : common.required, passwordConfirmation: confirmation ? undefined : common.required }
    setErrors(missing)
    if (missing.password || missing.passwordConfirmation) return
    setBusy(true)
    const result = await savePassword({ password, passwordConfirmation: confirmation, token }, reset.failed)
    setBusy(false)
    if (result.ok) {
      snackbar({ text: result.data.url ?? result.data.message, tone: 'success' })
      void navigate('/login?reset=success', { replace: true })
      return
    }
    const { fields, message } = result.failure
    setErrors({ password: fields.password, passwordConfirmation: fields.passwordConfirmation })
    setLinkInvalid(!!(fields.url || fields.token))
    if (fields.url || (!fields.password && !fields.passwordConfirmation)) snackbar({ text: fields.url ?? message, tone: 'error' })
  }

  return (
    <div className="auth-page">
      <div className="auth-card">
        <img src="/assets/ui/logo.svg" alt="" className="auth-logo" width="64" height="64" />
        <h1 className="auth-title">{reset.title}</h1>
        <p className="auth-subtitle">{reset.intro}</p>
        <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
          <Field
            label={reset.password}
            name="password"
            type="password"
            revealable
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            autoFocus
          />
          <Field
            label={reset.passwordConfirmation}
            name="passwordConfirmation"
            type="password"
            revealable
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            error={errors.passwordConfirmation}
          />
          <button type="submit" className="button button-primary button-block" disabled={busy}>
            {busy ? reset.submitting : reset.submit}
          </button>
        </form>
        {linkInvalid && (
          <p className="auth-switch">
            <Link to="/resetpassword">{reset.newLink}</Link>
          </p>
        )}
      </div>
    </div>
  )
}
