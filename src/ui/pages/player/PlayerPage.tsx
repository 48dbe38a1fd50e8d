// /player/{userId} — a player's page, opened from the friends list or Home: who they are (pseudo,
// level, rating, presence), their rating chart, win rate per mode, most played cards and recent
// games with « Revoir ». The statistics answer says who may look (the player, their friends,
// admins): anyone else reads a clear French note instead. The signed-in player's own id leads to Profil.
import { useQuery } from '@tanstack/react-query'
import { Navigate, useParams } from 'react-router-dom'
import { ApiError } from '../../../api/result'
import { useAtomValue, sessionAtom } from '../../../state'
import { userStatsQuery } from '../../../state/queries/stats'
import { playerPage as text } from '../../../text/player'
import { Spinner } from '../../components/Spinner'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { ProfileStats } from '../profile/ProfileStats'
import { PlayerNote } from './PlayerNote'
import { PlayerSummary } from './PlayerSummary'
import './player.css'

/** A positive integer id from the path, else null. */
const playerIdOf = (raw: string | undefined): number | null => (raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : null)

export default function PlayerPage() {
  const userId = playerIdOf(useParams().userId)
  const self = useAtomValue(sessionAtom)?.id
  if (userId === null) return <PlayerNote title={text.notFoundTitle} text={text.notFound} />
  if (userId === self) return <Navigate to="/profile" replace />
  return <PlayerView key={userId} userId={userId} />
}

function PlayerView({ userId }: { userId: number }) {
  const stats = useQuery(userStatsQuery(userId))
  useDocumentTitle(stats.data?.player.pseudo ?? text.loading)
  if (stats.isError) {
    const status = stats.error instanceof ApiError ? stats.error.status : 0
    if (status === 403) return <PlayerNote title={text.refusedTitle} text={text.refused} />
    if (status === 404) return <PlayerNote title={text.notFoundTitle} text={text.notFound} />
    return <PlayerNote title={text.errorTitle} text={text.error} retry={() => void stats.refetch()} />
  }
  if (!stats.data) {
    return (
      <div className="page player-page">
        <Spinner label={text.loading} />
      </div>
    )
  }
  return (
    <div className="page player-page">
      <PlayerSummary player={stats.data.player} />
      <ProfileStats userId={userId} view="other" />
    </div>
  )
}
