// A player's games as the Parties page lists them: the clock applied first, then the last 100.
import { userGameRows } from '../db/repositories/games'
import { activeGame } from './creation'
import { summaryView } from './view'
import type { GameStore } from './store'

const LISTED_GAMES = 100

/** GET /api/games/user/{userId}: the player's last games, newest first, as they see them. */
export async function userGames(store: GameStore, userId: number, now: Date) {
  await activeGame(store, userId, now) // applies expired clocks first
  return (await userGameRows(store.db, userId, LISTED_GAMES)).map((g) => summaryView(g, userId))
}
