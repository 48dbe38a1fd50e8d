// The landing page: title, tagline, Commencer and En savoir plus, the four feature chips, and on
// phones the 'Cliquez pour lancer' quick launch (spec §2 Landing page). Prerendered at build time
// (build/prerender-plugin.ts); a signed-in player goes to /home instead. The card fan is in the
// first view on phones and desktop alike: its sized images load eagerly and decode off the main thread.
import { Link, Navigate } from 'react-router-dom'
import { sessionAtom, useAtomValue } from '../../state'
import { APP_NAME, TAGLINE, landing } from '../../text'
import { Icon, type IconName } from '../components/Icon'
import { useDocumentTitle } from '../hooks/useDocumentTitle'
import { useIsDesktop } from '../hooks/useMediaQuery'
import { QuickLaunch } from './QuickLaunch'

const FEATURE_ICONS: IconName[] = ['fight', 'cardJoker', 'podium', 'team']
const FAN = ['/assets/cards/griffon-royal.svg', '/assets/cards/dragon-ancien.svg', '/assets/cards/licorne-celeste.svg']

export function LandingPage() {
  useDocumentTitle(null)
  const isDesktop = useIsDesktop()
  const signedIn = useAtomValue(sessionAtom) !== null
  if (signedIn) return <Navigate to="/home" replace />
  return (
    <div className="landing">
      <section className="landing-hero">
        <div className="landing-copy">
          <img src="/assets/ui/logo.svg" alt="" className="landing-logo" width="112" height="112" />
          <h1 className="landing-title">{APP_NAME}</h1>
          <p className="landing-tagline">{TAGLINE}</p>
          <div className="landing-actions">
            <Link to="/login" className="button button-primary button-large">
              {landing.start}
            </Link>
            <Link to="/about" className="button button-secondary button-large">
              {landing.learnMore}
            </Link>
          </div>
          {!isDesktop && <QuickLaunch />}
          <ul className="chips" aria-label={landing.featuresLabel}>
            {landing.features.map((feature, i) => (
              <li key={feature} className="chip">
                <Icon name={FEATURE_ICONS[i]} />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <div className="landing-art" aria-hidden="true">
          {FAN.map((src, i) => (
            <img key={src} src={src} alt="" className={`fan-card fan-card-${i}`} width="200" height="300" decoding="async" />
          ))}
        </div>
      </section>
    </div>
  )
}
