// The login form: health check then sign-in; the §8 messages and the connection diagnosis.
import { useState, type FormEvent } from 'react'
import { Checkbox } from 'radix-ui'
import { signIn } from '../../../api/auth'
import type { Failure } from '../../../api/result'
import { isRemembered, rememberLogin, signInAtom, useSetAtom } from '../../../state'
import { common, login } from '../../../text'
import { Field } from '../../components/Field'
import { FailureNotice } from '../../components/FailureNotice'
import { Icon } from '../../components/Icon'
import { useHydrated } from '../../hooks/useHydrated'

export function LoginForm({ initialPseudo, onFailure }: { initialPseudo: string; onFailure?: () => void }) {
  const hydrated = useHydrated()
  const storeSession = useSetAtom(signInAtom)
  const [pseudo, setPseudo] = useState(initialPseudo)
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(isRemembered)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [missing, setMissing] = useState<{ pseudo?: boolean; password?: boolean }>({})

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const empty = { pseudo: !pseudo.trim(), password: !password }
    setMissing(empty)
    if (empty.pseudo || empty.password) return
    setBusy(true)
    setFailure(null)
    const result = await signIn(pseudo.trim(), password)
    setBusy(false)
    if (!result.ok) {
      onFailure?.()
      return setFailure(result.failure)
    }
    rememberLogin({ pseudo: pseudo.trim(), password }, remember)
    storeSession(result.data)
  }

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <fieldset className="form-gate" disabled={!hydrated}>
        {failure && <FailureNotice failure={failure} />}
        <Field
          label={login.pseudo}
          name="pseudo"
          autoComplete="username"
          value={pseudo}
          onChange={(e) => setPseudo(e.target.value)}
          error={missing.pseudo ? common.required : null}
          autoFocus={!!initialPseudo === false}
        />
        <Field
          label={login.password}
          name="password"
          type="password"
          revealable
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={missing.password ? common.required : null}
          autoFocus={!!initialPseudo}
        />
        <div className="check-row">
          <Checkbox.Root id="remember" className="checkbox" checked={remember} onCheckedChange={(v) => setRemember(v === true)}>
            <Checkbox.Indicator className="checkbox-indicator">
              <Icon name="check" />
            </Checkbox.Indicator>
          </Checkbox.Root>
          <label htmlFor="remember" className="check-label">
            {login.remember}
            <span className="check-hint">{login.rememberHint}</span>
          </label>
        </div>
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? login.submitting : login.submit}
        </button>
      </fieldset>
    </form>
  )
}
