// The profile's statistics (GET /api/users/{userId}/stats): the ranked rating after each ranked game,
// the record per mode and the most played cards, with the player they are about (a friend's page
// shows their pseudo and level from it); seen by whom the match history is (replay.ts decides).
import type { Schemas } from '../contract-types'
import type { Handlers } from './types'
import { caller } from '../plugins/access'
import { mayLookAt } from '../games/replay'
import { modeCounts, mostPlayedCards, rankedChanges, type RatingChange } from '../services/stats'
import { playerRef } from '../services/friends'
import { forbidden } from '../errors'
import { STATS } from '../messages'
import { userOr404 } from './users'

const MODES: Schemas['GameType'][] = ['ranked', 'unranked', 'private', 'training', 'solo']
/** The chart's points: the last ranked games (a season of daily play). */
const HISTORY_LIMIT = 500
const TOP_CARDS = 8
/** The most played cards are counted over the last games of each seat. */
const CARD_GAMES = 300

/** The rating after each game, oldest first, walking back from the current rating (changes newest first). */
function ratingHistory(current: number, changes: RatingChange[]): Schemas['RatingPoint'][] {
  let after = current
  const points = changes.map((c) => {
    const point = { gameId: c.gameId, at: c.at.toISOString(), rating: after, change: c.change }
    after -= c.change
    return point
  })
  return points.reverse()
}

export const statsHandlers: Handlers = {
  getUserStats: async (request) => {
    const { db } = request.server
    const { userId } = request.params
    const user = await userOr404(db, userId)
    if (!(await mayLookAt(db, caller(request), [userId]))) throw forbidden(STATS.notAllowed)
    const counts = new Map((await modeCounts(db, userId)).map((m) => [m.type, m]))
    return {
      player: playerRef(user),
      rating: user.rating,
      ratingHistory: ratingHistory(user.rating, await rankedChanges(db, userId, HISTORY_LIMIT)),
      modes: MODES.map((type) => counts.get(type) ?? { type, played: 0, won: 0, lost: 0 }),
      topCards: await mostPlayedCards(db, userId, TOP_CARDS, CARD_GAMES),
    }
  },
}
