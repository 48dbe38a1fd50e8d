// What a player's page says instead of their statistics: not a friend (403), no such player (404),
// or the page could not be read (with « Réessayer »); each leads back to the friends list.
import { Link } from 'react-router-dom'
import { playerPage as text } from '../../../text/player'
import { Icon } from '../../components/Icon'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'

export function PlayerNote({ title, text: note, retry }: { title: string; text: string; retry?: () => void }) {
  useDocumentTitle(title)
  return (
    <div className="page page-narrow page-center player-note">
      <h1 className="page-title">{title}</h1>
      <p className="muted">{note}</p>
      <p className="player-note-actions">
        {retry && (
          <button type="button" className="button button-secondary" onClick={retry}>
            {text.retry}
          </button>
        )}
        <Link to="/friends" className="button button-primary">
          <Icon name="team" /> {text.toFriends}
        </Link>
      </p>
    </div>
  )
}
