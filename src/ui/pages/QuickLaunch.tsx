// 'Cliquez pour lancer' (phones): logs in with the credentials stored on this device, then /home.
// Without credentials, or when the login fails, an alert says so (spec §2 Landing page).
import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { readCredentials, signInAtom, useSetAtom } from '../../state'
import { landing } from '../../text'
import { Icon } from '../components/Icon'
import { useHydrated } from '../hooks/useHydrated'

const AlertBox = lazy(() => import('../components/AlertBox'))

export function QuickLaunch() {
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const storeSession = useSetAtom(signInAtom)
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const launch = async () => {
    const credentials = readCredentials()
    if (!credentials) return setAlert(landing.noCredentials)
    setBusy(true)
    const { signIn } = await import('../../api/auth') // not in the landing's first chunk
    const result = await signIn(credentials.pseudo, credentials.password)
    setBusy(false)
    if (!result.ok) return setAlert(landing.autoLoginError)
    storeSession(result.data)
    void navigate('/home')
  }

  return (
    <div className="quick-launch">
      <button type="button" className="button button-gold button-large" onClick={() => void launch()} disabled={busy || !hydrated} aria-busy={busy}>
        <Icon name="fight" />
        {landing.quickLaunch}
      </button>
      <p className="quick-launch-hint">{landing.quickLaunchHint}</p>
      <Suspense fallback={null}>
        {alert !== null && <AlertBox title={landing.alertTitle} message={alert} onClose={() => setAlert(null)} />}
      </Suspense>
    </div>
  )
}
