// The Parties page's calls (spec §5): quick match, private games, training, the waiting game's
// re-read and its cancellation, the game in progress, the history and the training record; and
// the game in progress a 409 ALREADY_PLAYING carries.
import { api, type Schemas } from './client'
import { request, type Failure } from './result'

export type Game = Schemas['Game']
export type GameType = Schemas['GameType']
export type GameSummary = Schemas['GameSummary']
export type Difficulty = Schemas['Difficulty']
export type WaitMode = 'unranked' | 'ranked' | 'private'

export type QuickMode = 'unranked' | 'ranked'
/** What matchmaking searches for while a quick match waits (Game.matchmaking). */
export type MatchmakingSearch = NonNullable<Game['matchmaking']>

/**
 * Joins the ranked or unranked queue with the deck to play (frozen at once, matched by its power);
 * also the waiting player's re-post: pairing happens on post, and the answer may be another game.
 */
export function joinQueue(mode: QuickMode, userId: number, deckId: number | null = null) {
  const body = deckId == null ? { userId } : { userId, deckId }
  return mode === 'ranked'
    ? request(() => api.POST('/api/games/ranked', { body }))
    : request(() => api.POST('/api/games/unranked', { body }))
}
export const createPrivate = (userId: number, friendId: number) => request(() => api.POST('/api/games/private/create', { body: { userId, friendId } }))
export const joinPrivate = (userId: number, gameCode: string) => request(() => api.POST('/api/games/private/join', { body: { gameCode, userId } }))
export const startTraining = (userId: number, difficulty: Difficulty) => request(() => api.POST('/api/games/training', { body: { userId, difficulty } }))
/** The waiting game, read again until its opponent comes. */
export const readWaitingGame = (id: number) => request(() => api.GET('/api/games/{id}', { params: { path: { id } } }))
/** The game in progress, or null. */
export const checkGame = (userId: number) => request(() => api.GET('/api/games/check/{userId}', { params: { path: { userId } } }))
export const readHistory = (userId: number) => request(() => api.GET('/api/games/user/{userId}', { params: { path: { userId } } }))
export const readTrainingStats = (userId: number) => request(() => api.GET('/api/games/training/stats/{userId}', { params: { path: { userId } } }))

/** Leaves a waiting game (POST /api/games/{mode}/end/{id}): a WAITING game is cancelled, no loss. */
export function endWaitingGame(mode: WaitMode, gameId: number, userId: number, keepalive = false) {
  const init = { params: { path: { gameId } }, body: { userId }, keepalive }
  switch (mode) {
    case 'unranked':
      return request(() => api.POST('/api/games/unranked/end/{gameId}', init))
    case 'ranked':
      return request(() => api.POST('/api/games/ranked/end/{gameId}', init))
    case 'private':
      return request(() => api.POST('/api/games/private/end/{gameId}', init))
  }
}

/** A 409 ALREADY_PLAYING: the game in progress it carries, `true` when it carries none, else null. */
export function alreadyPlayingOf(failure: Failure): { id: number; type: GameType } | true | null {
  if (failure.status !== 409 || failure.data?.code !== 'ALREADY_PLAYING') return null
  const game = failure.data.game as { id?: unknown; type?: unknown } | undefined
  return game && typeof game.id === 'number' && typeof game.type === 'string' ? { id: game.id, type: game.type as GameType } : true
}
