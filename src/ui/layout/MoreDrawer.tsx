// The 'Plus' drawer from the right: pseudo, level and experience bar, then its entries.
import { lazy, Suspense } from 'react'
import { Dialog } from 'radix-ui'
import { NavLink } from 'react-router-dom'
import { nav } from '../../text'
import { Icon } from '../components/Icon'
import { LevelBar } from '../components/LevelBar'
import { NavBadge } from './NavBadge'
import type { MenuItem } from './menuItems'
import { returnFocusToOpener } from '../components/dialogOpener'

/** « Installer le jeu », loaded with the drawer's first opening (not in the landing's JavaScript). */
const InstallEntry = lazy(() => import('./InstallEntry'))

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
  items: MenuItem[]
  pseudo: string
  xp: number
  onLogout: () => void
}

export function MoreDrawer({ open, onOpenChange, items, pseudo, xp, onLogout }: Props) {
  const close = () => onOpenChange(false)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="drawer" aria-describedby={undefined}>
          <div className="drawer-head">
            <div className="drawer-player">
              <span className="avatar" aria-hidden="true">
                {pseudo.slice(0, 1).toUpperCase()}
              </span>
              <div>
                <Dialog.Title className="drawer-pseudo">{pseudo}</Dialog.Title>
                <LevelBar xp={xp} />
              </div>
            </div>
            <Dialog.Close className="icon-button" aria-label={nav.drawerClose}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <nav aria-label={nav.drawerTitle}>
            <ul className="drawer-list">
              {items.map((item) => (
                <li key={item.key}>
                  <NavLink to={item.to} end={item.to === '/game'} className="drawer-link" onClick={close}>
                    <Icon name={item.icon} />
                    <span className="menu-label">{item.label}</span>
                    <NavBadge count={item.badge} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Suspense fallback={null}>
            <InstallEntry className="drawer-link" onDone={close} />
          </Suspense>
          <button
            type="button"
            className="drawer-link drawer-logout"
            onClick={() => {
              close()
              onLogout()
            }}
          >
            <Icon name="logout" />
            <span className="menu-label">{nav.logout}</span>
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
