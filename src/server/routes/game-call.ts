// A request seen by the game paths (games/call.ts): the app's games (its GameStore), the clock and
// the caller, and the poll cache's hooks bound to it.
import type { FastifyRequest } from 'fastify'
import type { GameCall } from '../games/call'
import { touchNoUser, touchUsers } from '../plugins/poll-cache'

export const gameCall = (request: FastifyRequest): GameCall => ({
  store: request.server.gameStore,
  clock: () => request.server.clock(),
  caller: request.caller,
  touchUsers: (...userIds) => touchUsers(request, ...userIds),
  touchNoUser: () => touchNoUser(request),
})

/** The request's database, the app's games and the time. */
export const contextOf = (request: FastifyRequest) => ({ db: request.server.db, store: request.server.gameStore, now: request.server.clock() })
