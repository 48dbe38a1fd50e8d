// /home: the player's hub (logged in), or the landing page for visitors.
import { Link } from 'react-router-dom'
import { profileAtom, sessionAtom, useAtomValue } from '../../state'
import { home, nav } from '../../text'
import { Icon, type IconName } from '../components/Icon'
import { LevelBar } from '../components/LevelBar'
import { PageHeader } from '../components/PageHeader'
import { LandingPage } from './LandingPage'

const TILES: { to: string; icon: IconName; label: string; text: string }[] = [
  { to: '/game', icon: 'games', label: nav.games, text: home.tiles.games },
  { to: '/solo', icon: 'solo', label: nav.solo, text: home.tiles.solo },
  { to: '/cards', icon: 'cards', label: nav.cards, text: home.tiles.cards },
  { to: '/inventory', icon: 'decks', label: nav.decks, text: home.tiles.decks },
  { to: '/pack', icon: 'boosters', label: nav.boosters, text: home.tiles.boosters },
  { to: '/news', icon: 'news', label: nav.news, text: home.tiles.news },
]

export default function HomePage() {
  const session = useAtomValue(sessionAtom)
  const profile = useAtomValue(profileAtom)
  if (!session) return <LandingPage />
  return (
    <div className="page">
      <PageHeader title={profile ? home.welcome(profile.pseudo) : home.welcomeAnonymous} intro={home.intro}>
        {profile && (
          <div className="home-level">
            <LevelBar xp={profile.level} />
          </div>
        )}
      </PageHeader>
      <ul className="tile-grid">
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="tile">
              <Icon name={tile.icon} className="tile-icon" />
              <span className="tile-title">{tile.label}</span>
              <span className="tile-text">{tile.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
