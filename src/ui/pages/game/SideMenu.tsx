// The battle's side menu (spec §2): quit the game, full screen, sound on/off, the rules (/regles, in
// a new tab: the game stays open); the keys of the keyboard play; then the site's navigation, which
// the battle screen hides (no header, no side menu) to give the board the viewport.
import { Dialog } from 'radix-ui'
import { NavLink } from 'react-router-dom'
import { accessibilityText } from '../../../text/accessibility'
import { battleChromeText } from '../../../text/battleChrome'
import { gameText } from '../../../text/game'
import { Icon } from '../../components/Icon'
import { returnFocusToOpener } from '../../components/dialogOpener'
import { NavBadge } from '../../layout/NavBadge'
import type { MenuItem } from '../../layout/menuItems'
import { GameIcon } from './GameIcon'

interface SideMenuProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  subtitle?: string
  soundOn: boolean
  onToggleSound: () => void
  fullScreen: { available: boolean; active: boolean; toggle: () => void }
  onQuit: () => void
  /** The site's pages (the game keeps running while the player looks elsewhere). */
  siteLinks?: MenuItem[]
}

export function SideMenu({ open, onOpenChange, title, subtitle, soundOn, onToggleSound, fullScreen, onQuit, siteLinks = [] }: SideMenuProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="drawer game-drawer" aria-describedby={undefined} onCloseAutoFocus={returnFocusToOpener}>
          <div className="drawer-head">
            <div>
              <Dialog.Title className="game-drawer-title">{gameText.menuTitle}</Dialog.Title>
              <p className="game-drawer-sub">{subtitle ? `${title} · ${subtitle}` : title}</p>
            </div>
            <Dialog.Close className="icon-button" aria-label={gameText.closeMenu}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <ul className="game-menu-list">
            <li>
              <button type="button" className="game-menu-item" onClick={onToggleSound} aria-pressed={soundOn}>
                <GameIcon name={soundOn ? 'speaker' : 'speakerOff'} />
                <span>{soundOn ? gameText.soundOn : gameText.soundOff}</span>
              </button>
            </li>
            {fullScreen.available && (
              <li>
                <button
                  type="button"
                  className="game-menu-item"
                  onClick={() => {
                    fullScreen.toggle()
                    onOpenChange(false)
                  }}
                >
                  <GameIcon name={fullScreen.active ? 'contract' : 'expand'} />
                  <span>{fullScreen.active ? gameText.exitFullScreen : gameText.fullScreen}</span>
                </button>
              </li>
            )}
            <li>
              <a className="game-menu-item" href="/regles" target="_blank" rel="noopener">
                <Icon name="spellBook" />
                <span>
                  {gameText.rules} <span className="visually-hidden">{gameText.newTab}</span>
                </span>
              </a>
            </li>
            <li>
              <button
                type="button"
                className="game-menu-item game-menu-danger"
                onClick={() => {
                  onOpenChange(false)
                  onQuit()
                }}
              >
                <Icon name="logout" />
                <span>{gameText.quit}</span>
              </button>
            </li>
          </ul>
          <section className="game-site-nav" aria-labelledby="game-keys-title">
            <h2 className="game-site-nav-title" id="game-keys-title">
              {accessibilityText.keysTitle}
            </h2>
            <ul className="game-menu-list">
              {accessibilityText.keys.map(({ key, does }) => (
                <li key={key} className="game-drawer-sub">
                  <kbd>{key}</kbd> : {does}
                </li>
              ))}
            </ul>
          </section>
          {siteLinks.length > 0 && (
            <nav className="game-site-nav" aria-label={battleChromeText.siteNavigation}>
              <h2 className="game-site-nav-title">{battleChromeText.siteNavigation}</h2>
              <p className="game-drawer-sub">{battleChromeText.siteNavigationHint}</p>
              <ul className="drawer-list">
                {siteLinks.map((item) => (
                  <li key={item.key}>
                    <NavLink to={item.to} end={item.to === '/' || item.to === '/game'} className="drawer-link" onClick={() => onOpenChange(false)}>
                      <Icon name={item.icon} />
                      <span className="menu-label">{item.label}</span>
                      <NavBadge count={item.badge} />
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
