// The phone bottom bar: Home and Connexion logged out; Home, Cartes, Fight, Booster, Plus logged in.
// Plus carries a dot when an entry of its drawer has a badge (friend requests waiting).
import { NavLink } from 'react-router-dom'
import { nav } from '../../text'
import { Icon } from '../components/Icon'
import { NavBadge } from './NavBadge'
import type { MenuItem } from './menuItems'

export function BottomBar({ items, onMore, moreBadge = 0 }: { items: MenuItem[]; onMore?: () => void; moreBadge?: number }) {
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
                <NavBadge count={moreBadge} dot />
              </span>
              <span className="bottom-label">{nav.more}</span>
            </button>
          </li>
        )}
      </ul>
    </nav>
  )
}
