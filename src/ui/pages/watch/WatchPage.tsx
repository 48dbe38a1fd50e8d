// /watch/{gameId}: a friend's game in progress, watched live (WatchScreen), or a note when the
// address names no game.
import { Link, useParams } from 'react-router-dom'
import { watchText } from '../../../text/watch'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { WatchScreen } from './WatchScreen'
import '../../styles/game.css'
import './watch.css'

/** A positive integer id from the path, else null. */
const watchedId = (raw: string | undefined): number | null => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null)

export default function WatchPage() {
  const id = watchedId(useParams().gameId)
  useDocumentTitle(watchText.documentTitle)
  if (!id) {
    return (
      <div className="page page-narrow page-center">
        <h1 className="page-title">{watchText.refusedTitle}</h1>
        <p className="muted">{watchText.badId}</p>
        <Link to="/friends" className="button button-primary">
          {watchText.backToFriends}
        </Link>
      </div>
    )
  }
  return <WatchScreen key={id} id={id} />
}
