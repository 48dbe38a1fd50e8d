// A request seen by the game paths (games/call.ts): its database, clock and caller, and the
// poll cache's hooks bound to it.
import type { FastifyRequest } from 'fastify'
import type { GameCall } from '../games/call'
import { touchNoUser, touchUsers } from '../plugins/poll-cache'

export const gameCall = (request: FastifyRequest): GameCall => ({
  db: request.server.db,
  clock: () => request.server.clock(),
  caller: request.caller,
  touchUsers: (...userIds) => touchUsers(request, ...userIds),
  touchNoUser: () => touchNoUser(request),
})

/** The request's database and time. */
export const contextOf = (request: FastifyRequest) => ({ db: request.server.db, now: request.server.clock() })
