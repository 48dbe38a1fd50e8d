// /replay/{gameId}: a finished game's replay (ReplayScreen), or the server's refusal (403, 404, 400:
// its French message) or a note when the address names no game.
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router-dom'
import { failureOf } from '../../../api/result'
import { replayQuery } from '../../../state'
import { replayText } from '../../../text/replay'
import { Spinner } from '../../components/Spinner'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { PATHS } from '../../router/paths'
import { ReplayScreen } from './ReplayScreen'
import '../../styles/game.css'
import '../watch/watch.css'
import './replay.css'

/** A positive integer id from the path, else null. */
const replayIdOf = (raw: string | undefined): number | null => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null)

function Refused({ message }: { message: string }) {
  return (
    <div className="page page-narrow page-center replay-refused" role="alert">
      <h1 className="page-title">{replayText.refusedTitle}</h1>
      <p className="muted" data-testid="replay-refusal">
        {message}
      </p>
      <Link to={PATHS.games} className="button button-primary">
        {replayText.backToGames}
      </Link>
    </div>
  )
}

function LoadedReplay({ id }: { id: number }) {
  const replay = useQuery(replayQuery(id))
  if (replay.isPending) {
    return (
      <div className="page page-center">
        <Spinner label={replayText.loading} />
      </div>
    )
  }
  if (replay.isError) return <Refused message={failureOf(replay.error)?.message ?? replayText.refused} />
  return <ReplayScreen key={id} answer={replay.data} />
}

export default function ReplayPage() {
  const id = replayIdOf(useParams().gameId)
  useDocumentTitle(replayText.documentTitle)
  return id ? <LoadedReplay key={id} id={id} /> : <Refused message={replayText.badId} />
}
