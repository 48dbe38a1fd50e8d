// The game service as the routes use it: who may see or act on a game, rejections turned into
// HTTP answers carrying the fresh game, and the caller's view of the result.
import type { PlayerSlot } from '../../game'
import { HttpError, forbidden, notFound } from '../errors'
import { signedIn } from '../security/access'
import type { GameCall } from './call'
import { GameRejection, mutateGame, type Step } from './mutate'
import { gameView } from './view'
import type { GameRecord, GameType, LoadedGame } from './types'
import { slotOf } from './types'
import { GAMES } from '../messages'
import type { GameStore } from './store'


/** The call's database, games and time. */
export const contextOf = (call: GameCall) => ({ db: call.store.db, store: call.store, now: call.clock() })

function checkType(game: GameRecord, type: GameType | null): void {
  if (type && game.type !== type) throw notFound(GAMES.notFound)
}

/**
 * Runs a pure action of player `userId` (already checked to be the caller, or acted for by an
 * admin) on game `id`; a refused action answers its status with the fresh game.
 */
export async function actOnGameAs<T>(
  store: GameStore,
  id: number,
  userId: number,
  now: Date,
  action: (game: GameRecord, slot: PlayerSlot) => Step<T>,
  type: GameType | null = null,
): Promise<{ game: LoadedGame; value: T }> {
  try {
    return await mutateGame(store, id, now, (game) => {
      checkType(game, type)
      const slot = slotOf(game, userId)
      if (!slot) throw forbidden(GAMES.notYours)
      return action(game, slot)
    })
  } catch (error) {
    if (!(error instanceof GameRejection)) throw error
    const extra: Record<string, unknown> = { code: error.code }
    if (error.game) extra.game = gameView(error.game, userId, now)
    throw new HttpError(error.status, error.message, extra)
  }
}

export const actOnGame = <T>(
  call: GameCall,
  id: number,
  userId: number,
  type: GameType | null,
  action: (game: GameRecord, slot: PlayerSlot) => Step<T>,
) => actOnGameAs(call.store, id, userId, call.clock(), action, type)

/** A game as the caller sees it (expired turns applied first); admins see it without a hand. */
export async function readGame(call: GameCall, id: number, type: GameType | null = null) {
  const { store, now } = contextOf(call)
  const { game } = await mutateGame(store, id, now, (g) => ({ game: g, value: null }))
  checkType(game.record, type)
  const who = signedIn(call.caller)
  const viewer = slotOf(game.record, who.id) ? who.id : who.admin ? null : undefined
  if (viewer === undefined) throw forbidden(GAMES.notYours)
  return gameView(game, viewer, now)
}

/** The answer of an action: the game as `userId` sees it. */
export const viewFor = (call: GameCall, game: LoadedGame, userId: number) => gameView(game, userId, call.clock())

/** Game `id` as `userId` sees it (after the clock), for answers that follow a creation or a join. */
export async function viewGameAs(call: GameCall, id: number, userId: number) {
  const { store, now } = contextOf(call)
  const { game } = await mutateGame(store, id, now, (g) => ({ game: g, value: null }))
  return gameView(game, userId, now)
}
