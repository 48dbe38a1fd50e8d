// Replays of finished games and a player's match history (src/server/games/replay.ts decides who sees them).
import type { Handlers } from './types'
import { caller } from '../plugins/access'
import { readHistory, readReplay } from '../games/replay'
import { userOr404 } from './users'

export const replayHandlers: Handlers = {
  getGameReplay: async (request) => readReplay(request.server.gameStore, caller(request), request.params.id, request.server.clock()),
  listGameHistory: async (request) => {
    const { db } = request.server
    await userOr404(db, request.params.userId)
    return readHistory(db, caller(request), request.params.userId, request.query.limit ?? 20, request.query.before ?? null)
  },
}
