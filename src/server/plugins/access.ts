// The caller of a request (set by auth.ts) and the access rules applied to it (security/access.ts).
import type { FastifyRequest } from 'fastify'
import { actingFor, signedIn, type Caller } from '../security/access'

/** The authenticated caller (every secured route has one). */
export const caller = (request: FastifyRequest): Caller => signedIn(request.caller)

/** Refuses (403) when `userId` is not the caller, unless the caller is an admin. */
export const assertSelfOrAdmin = (request: FastifyRequest, userId: number): Caller => actingFor(request.caller, userId)

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null
  }
}
