// The header: the brand, then the player's pseudo, level and experience bar, and the wallet (the
// last known values while the profile cannot be read).
import { Link } from 'react-router-dom'
import type { ShownProfile } from '../../state'
import { APP_NAME, nav } from '../../text'
import { Icon } from '../components/Icon'
import { LevelBar } from '../components/LevelBar'
import { WalletButton } from './WalletButton'
import type { ReactNode } from 'react'

interface Props {
  loggedIn: boolean
  profile: ShownProfile | null
  isDesktop: boolean
  onLogout: () => void
  /** The inline desktop menu (logged out). */
  menu?: ReactNode
}

export function Header({ loggedIn, profile, isDesktop, onLogout, menu }: Props) {
  return (
    <header className="app-header">
      <Link to={loggedIn ? '/home' : '/'} className="brand" aria-label={nav.homeLink}>
        <img src="/assets/ui/logo.svg" alt="" className="brand-logo" width="40" height="40" />
        <span className="brand-name">{APP_NAME}</span>
      </Link>
      {menu}
      <div className="header-end">
        {loggedIn ? (
          <>
            <div className="player-chip" aria-live="polite">
              {profile ? (
                <>
                  <span className="player-pseudo">{profile.pseudo}</span>
                  <LevelBar xp={profile.level} compact />
                </>
              ) : (
                <span className="skeleton skeleton-text" aria-hidden="true" />
              )}
            </div>
            <WalletButton credit={profile?.credit ?? null} lastKnown={profile?.lastKnown ?? false} isDesktop={isDesktop} />
            {isDesktop && (
              <>
                <Link to="/settings" className="icon-button" aria-label={nav.settings} title={nav.settings}>
                  <Icon name="settings" />
                </Link>
                <button type="button" className="icon-button" onClick={onLogout} aria-label={nav.logout} title={nav.logout}>
                  <Icon name="logout" />
                </button>
              </>
            )}
          </>
        ) : (
          isDesktop && (
            <Link to="/login" className="button button-primary button-small">
              <Icon name="login" /> {nav.headerLogin}
            </Link>
          )
        )}
      </div>
    </header>
  )
}
