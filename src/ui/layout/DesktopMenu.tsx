// The desktop menu (width above 900 px): Home only logged out; the full list logged in.
import { NavLink } from 'react-router-dom'
import { nav } from '../../text'
import { Icon } from '../components/Icon'
import { NavBadge } from './NavBadge'
import type { MenuItem } from './menuItems'

export function DesktopMenu({ items, variant }: { items: MenuItem[]; variant: 'sidebar' | 'inline' }) {
  return (
    <nav className={`desktop-menu desktop-menu-${variant}`} aria-label={nav.mainMenu}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <NavLink to={item.to} end={item.to === '/' || item.to === '/game'} className="menu-link">
              <Icon name={item.icon} />
              <span className="menu-label">{item.label}</span>
              <NavBadge count={item.badge} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
