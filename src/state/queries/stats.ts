// The profile's statistics in the query cache, under ['games'] like the history: every start or end
// of a game makes them stale.
import { readUserStats } from '../../api/stats'
import { orThrow } from '../../api/result'

const statsKeys = {
  user: (userId: number) => ['games', 'stats', userId] as const,
}

export const userStatsQuery = (userId: number) => ({
  queryKey: statsKeys.user(userId),
  queryFn: async () => orThrow(await readUserStats(userId)),
})
