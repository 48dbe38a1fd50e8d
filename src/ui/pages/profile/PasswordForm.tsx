// 'Mot de passe': current, new and confirmation. The server ends every session when the password
// changes, so the player is signed in again at once with the new password and stays on the page
// (the stored quick-launch password follows); if that fails, /login with a clear message.
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { shieldRevokedToken, signInAgain } from '../../../api/passwordChange'
import { readCredentials, rememberLogin, sessionAtom, signInAtom, signOutAtom, useAtomValue, useSetAtom, type Profile } from '../../../state'
import { profilePage as text } from '../../../text'
import { Field } from '../../components/Field'
import { FormShell, useAccountSubmit } from './FormShell'

export function PasswordForm({ profile }: { profile: Profile }) {
  const session = useAtomValue(sessionAtom)
  const signIn = useSetAtom(signInAtom)
  const signOut = useSetAtom(signOutAtom)
  const navigate = useNavigate()
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const form = useAccountSubmit()

  const submit = async () => {
    if (password !== confirmation) return form.setFields({ passwordConfirmation: text.mismatch })
    const release = session ? shieldRevokedToken(session.accessToken) : () => undefined
    try {
      await form.run(
        profile.id,
        { password, passwordConfirmation: confirmation, currentPassword: current },
        async (user) => {
          const fresh = await signInAgain(user.pseudo, password)
          if (!fresh.ok) {
            signOut('expired')
            void navigate('/login', { replace: true, state: { from: '/profile' } })
            return text.passwordSavedRelogin
          }
          signIn(fresh.data)
          const stored = readCredentials()
          if (stored) rememberLogin({ ...stored, password }, true)
          setCurrent('')
          setPassword('')
          setConfirmation('')
          return text.passwordSaved
        },
      )
    } finally {
      release()
    }
  }

  return (
    <FormShell onSubmit={() => void submit()} busy={form.busy} label={text.savePassword} message={form.message}>
      <Field label={text.currentPassword} type="password" revealable value={current} onChange={(e) => setCurrent(e.target.value)} error={form.fields.currentPassword} autoComplete="current-password" required />
      <Field label={text.newPassword} type="password" revealable value={password} onChange={(e) => setPassword(e.target.value)} error={form.fields.password} hint={text.newPasswordHint} autoComplete="new-password" required />
      <Field label={text.confirmPassword} type="password" revealable value={confirmation} onChange={(e) => setConfirmation(e.target.value)} error={form.fields.passwordConfirmation} autoComplete="new-password" required />
    </FormShell>
  )
}
