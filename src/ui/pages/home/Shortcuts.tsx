// Home's shortcuts to the pages without a panel: Parties, Cartes, Decks, Boosters, Magasin.
import { Link } from 'react-router-dom'
import { home } from '../../../text'
import { Icon, type IconName } from '../../components/Icon'

const text = home.shortcuts
const LINKS: { to: string; icon: IconName; label: string }[] = [
  { to: '/game', icon: 'games', label: text.games },
  { to: '/cards', icon: 'cards', label: text.cards },
  { to: '/inventory', icon: 'decks', label: text.decks },
  { to: '/pack', icon: 'boosters', label: text.boosters },
  { to: '/shop', icon: 'shop', label: text.shop },
]

export function Shortcuts() {
  return (
    <nav className="home-shortcuts" aria-label={text.title}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="home-shortcut">
              <Icon name={link.icon} className="home-shortcut-icon" />
              <span>{link.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
