// The phone bottom bar: Home and Connexion logged out; Home, Cartes, Fight, Booster, Plus logged in.
import { NavLink } from 'react-router-dom'
import { nav } from '../../text'
import { Icon } from '../components/Icon'
import { NavBadge } from './NavBadge'
import type { MenuItem } from './menuItems'

export function BottomBar({ items, onMore }: { items: MenuItem[]; onMore?: () => void }) {
  return (
    <nav className="bottom-bar" aria-label={nav.bottomBar}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <NavLink to={item.to} end={item.to === '/'} className="bottom-link">
              <span className="bottom-icon">
                <Icon name={item.icon} />
                <NavBadge count={item.badge} dot />
              </span>
              <span className="bottom-label">{item.label}</span>
            </NavLink>
          </li>
        ))}
        {onMore && (
          <li>
            <button type="button" className="bottom-link" onClick={onMore} aria-haspopup="dialog">
              <span className="bottom-icon">
                <Icon name="more" />
              </span>
              <span className="bottom-label">{nav.more}</span>
            </button>
          </li>
        )}
      </ul>
    </nav>
  )
}
