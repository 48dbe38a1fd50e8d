// The profile's statistics (GET /api/users/{userId}/stats): the rating chart, the win rate per mode,
// the most played cards, and the recent games with their replays. The Profil page shows the player's
// own (`view` 'own'); a friend's page (/player/{id}) shows theirs ('other').
import { useQuery } from '@tanstack/react-query'
import { userStatsQuery } from '../../../state/queries/stats'
import { profileStats as text, type StatsView } from '../../../text/profileStats'
import { Spinner } from '../../components/Spinner'
import { ModeRecords } from './ModeRecords'
import { RatingSection } from './RatingSection'
import { RecentGames } from './RecentGames'
import { TopCards } from './TopCards'
import './profileStats.css'

export function ProfileStats({ userId, view = 'own' }: { userId: number; view?: StatsView }) {
  const stats = useQuery(userStatsQuery(userId))
  return (
    <div className="profile-stats-grid">
      {stats.isError ? (
        <section className="panel profile-stats-error">
          <p className="muted">{text.error}</p>
          <button type="button" className="button button-secondary" onClick={() => void stats.refetch()}>
            {text.retry}
          </button>
        </section>
      ) : !stats.data ? (
        <Spinner label={text.loading} />
      ) : (
        <>
          <RatingSection rating={stats.data.rating} points={stats.data.ratingHistory} view={view} />
          <ModeRecords modes={stats.data.modes} />
          <TopCards cards={stats.data.topCards} view={view} />
        </>
      )}
      <RecentGames userId={userId} view={view} />
    </div>
  )
}
