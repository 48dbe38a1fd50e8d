// Where the player stands in the ranking (GET /api/user/ranking?limit=): placed at a rank, beyond
// the players listed, or not ranked yet — a player gets a rank only from their first ranked game.
import type { RankingEntry } from '../../../api/users'

export type RankStanding = { kind: 'placed'; entry: RankingEntry } | { kind: 'beyond' } | { kind: 'notYet' }

/** The ranking lists every player with a ranked game, up to `limit`: missing from a shorter list, the player has none. */
export function rankStandingOf(ranking: readonly RankingEntry[], userId: number, limit: number): RankStanding {
  const entry = ranking.find((e) => e.id === userId)
  if (entry && entry.played > 0) return { kind: 'placed', entry }
  if (!entry && ranking.length >= limit) return { kind: 'beyond' }
  return { kind: 'notYet' }
}
