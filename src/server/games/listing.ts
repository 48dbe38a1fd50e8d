// A player's games as the Parties page lists them: the clock applied first, then the last 100.
import type { Db } from '../db/client'
import { userGameRows } from '../db/repositories/games'
import { activeGame } from './creation'
import { summaryView } from './view'

const LISTED_GAMES = 100

/** GET /api/games/user/{userId}: the player's last games, newest first, as they see them. */
export async function userGames(db: Db, userId: number, now: Date) {
  await activeGame(db, userId, now) // applies expired clocks first
  return (await userGameRows(db, userId, LISTED_GAMES)).map((g) => summaryView(g, userId))
}
