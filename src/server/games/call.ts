// What a player's call brings to the game paths, built from the HTTP request by the routes
// (routes/game-call.ts): games/ never sees the request nor the poll cache.
import type { Caller } from '../security/access'
import type { GameStore } from './store'

export interface GameCall {
  /** The app's games: its database, held games, saves and bot host. */
  store: GameStore
  clock: () => Date
  /** The signed-in caller (null without a session: the game paths then answer 401). */
  caller: Caller | null
  /** Marks the users whose rows the call may have changed (the poll cache reads them fresh). */
  touchUsers: (...userIds: number[]) => void
  /** Marks a call that changed no user's row (a move that does not end its game). */
  touchNoUser: () => void
}
