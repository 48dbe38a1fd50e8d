// The calls and answers shared by the pages that start games: the server's
// French message of a failure, the game in progress carried by a 409 ALREADY_PLAYING, and leaving
// a waiting game by its mode.
import { ApiError, api, type Schemas } from '../../../api/client'
import { lobby } from '../../../text'
import type { GameType } from '../../router/paths'

export type Game = Schemas['Game']
export type WaitMode = 'unranked' | 'ranked' | 'private'

/** The server's French message, else the generic 'no answer' text. */
export function failureText(error: unknown, fallback: string = lobby.failed): string {
  if (error instanceof ApiError && typeof error.data?.message === 'string' && error.data.message) return error.data.message
  return fallback
}

/** A 409 ALREADY_PLAYING: the game in progress it carries, `true` when it carries none, else null. */
export function alreadyPlayingOf(error: unknown): { id: number; type: GameType } | true | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.data?.code !== 'ALREADY_PLAYING') return null
  const game = error.data.game as { id?: unknown; type?: unknown } | undefined
  return game && typeof game.id === 'number' && typeof game.type === 'string' ? { id: game.id, type: game.type as GameType } : true
}

/** Leaves a waiting game (POST /api/games/{mode}/end/{id}): a WAITING game is cancelled, no loss. */
export function endWaitingGame(mode: WaitMode, gameId: number, userId: number, keepalive = false) {
  const init = { params: { path: { gameId } }, body: { userId }, keepalive }
  switch (mode) {
    case 'unranked':
      return api.POST('/api/games/unranked/end/{gameId}', init)
    case 'ranked':
      return api.POST('/api/games/ranked/end/{gameId}', init)
    case 'private':
      return api.POST('/api/games/private/end/{gameId}', init)
  }
}
