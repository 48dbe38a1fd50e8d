// The periodic sweep (every instance, every SWEEP_INTERVAL_MS): settles the games whose clock ran
// out that nobody has read since. Idempotent: each save is versioned.
import type { FastifyInstance } from 'fastify'
import { LAG_ALLOWANCE_MS } from '../../game'
import { expiredGameIds } from '../db/repositories/games'
import { mutateGame } from './mutate'

export async function sweepExpiredGames(app: FastifyInstance): Promise<number> {
  const now = app.clock()
  // a turn is over only after the lag allowance (settle skips a game it finds still within it)
  const ids = await expiredGameIds(app.db, new Date(now.getTime() - LAG_ALLOWANCE_MS), 200)
  let settled = 0
  for (const id of ids) {
    try {
      await mutateGame(app.gameStore, id, now, (game) => ({ game, value: null }))
      settled++
    } catch (error) {
      app.log.warn({ err: error, gameId: id }, 'Game sweep failed for one game')
    }
  }
  return settled
}
