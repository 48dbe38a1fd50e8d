// Replays (issue 14): a finished game's replay (GET /api/games/{id}/replay: both players, the winner's
// slot, the frozen decks, the seed and every move) and a player's paged match history
// (GET /api/users/{userId}/games, each game saying whether it has a replay).
import { api, type Schemas } from './client'
import { request } from './result'
import { replayText } from '../text/replay'

export type GameReplay = Schemas['GameReplay']
export type GameHistoryEntry = Schemas['GameHistoryEntry']

export const readReplay = (id: number) => request(
    () => api.GET('/api/games/{id}/replay', { params: { path: { id } } }),
    () => replayText.refused,
  )

/** One page of the history: `before` is the previous page's `nextBefore`. */
export const readGameHistory = (userId: number, page: { limit?: number; before?: number } = {}) =>
  request(() => api.GET('/api/users/{userId}/games', { params: { path: { userId }, query: page } }))
