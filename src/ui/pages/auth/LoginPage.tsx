// /login: one screen with two tabs, Connexion and Inscription. With a session it goes on to the
// origin the guard remembered (or /home). /login?reset=success says the password changed. 'Compte
// créé !' (after a sign-up) goes once a sign-in fails: the failure's message replaces it.
import { useState } from 'react'
import { Tabs } from 'radix-ui'
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom'
import { sessionAtom, useAtomValue } from '../../../state'
import { login, signup } from '../../../text'
import { Notice } from '../../components/Notice'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { useHydrated } from '../../hooks/useHydrated'
import { originOf } from '../../router/guards'
import { LoginForm } from './LoginForm'
import { SignupForm } from './SignupForm'

type Mode = 'login' | 'signup'

export default function LoginPage() {
  const hydrated = useHydrated()
  const session = useAtomValue(sessionAtom)
  const location = useLocation()
  const [params] = useSearchParams()
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'signup' ? 'signup' : 'login')
  const [created, setCreated] = useState<{ pseudo: string; message: string } | null>(null)
  const [createdShown, setCreatedShown] = useState(false)
  useDocumentTitle(mode === 'login' ? login.title : signup.title)

  const origin = originOf(location.state)
  if (session) return <Navigate to={origin ?? '/home'} replace />

  return (
    <div className="auth-page">
      <div className="auth-card">
        <img src="/assets/ui/logo.svg" alt="" className="auth-logo" width="64" height="64" />
        <Tabs.Root value={mode} onValueChange={(v) => setMode(v as Mode)}>
          <Tabs.List className="tabs" aria-label={login.tabsLabel}>
            <Tabs.Trigger value="login" className="tab" disabled={!hydrated}>
              {login.tabLogin}
            </Tabs.Trigger>
            <Tabs.Trigger value="signup" className="tab" disabled={!hydrated}>
              {login.tabSignup}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login" className="tab-panel">
            <h1 className="auth-title">{login.title}</h1>
            <p className="auth-subtitle">{login.subtitle}</p>
            {params.get('reset') === 'success' && <Notice tone="success">{login.resetSuccess}</Notice>}
            {origin && !created && <Notice tone="info">{login.returnNotice}</Notice>}
            {created && createdShown && <Notice tone="success">{created.message}</Notice>}
            <LoginForm key={created?.pseudo ?? ''} initialPseudo={created?.pseudo ?? ''} onFailure={() => setCreatedShown(false)} />
            <p className="auth-switch">
              <Link to="/resetpassword">{login.forgot}</Link>
            </p>
            <p className="auth-switch">
              {login.noAccount}{' '}
              <button type="button" className="link-button" onClick={() => setMode('signup')}>
                {login.createAccount}
              </button>
            </p>
          </Tabs.Content>
          <Tabs.Content value="signup" className="tab-panel">
            <h1 className="auth-title">{signup.title}</h1>
            <p className="auth-subtitle">{signup.subtitle}</p>
            <SignupForm
              onCreated={(pseudo, message) => {
                setCreated({ pseudo, message })
                setCreatedShown(true)
                setMode('login')
              }}
            />
            <p className="auth-switch">
              {signup.haveAccount}{' '}
              <button type="button" className="link-button" onClick={() => setMode('login')}>
                {login.submit}
              </button>
            </p>
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </div>
  )
}
