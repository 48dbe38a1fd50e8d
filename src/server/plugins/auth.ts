// Authentication: a bearer token checked before the body is read; the user and the admin flag
// are re-read from the database on every call, so disabling or demoting takes effect at once.
// That one read (the whole row, by primary key) is kept for the request: a handler that needs the
// caller's own row (the profile poll) uses `callerRow` instead of reading it again. Tokens already
// verified and the rows go through the instance's poll cache (poll-cache.ts: dropped by the
// database's notices, bypassed right after this instance's writes).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { findAccount, type UserRow } from '../db/repositories/users'
import { forbidden, unauthorized } from '../errors'
import { ACCESS } from '../messages'

const rows = new WeakMap<FastifyRequest, UserRow>()

/** The caller's row as the token check read it for this request (null on an unsecured route). */
export const callerRow = (request: FastifyRequest): UserRow | null => rows.get(request) ?? null

/** Builds the onRequest hook of a secured route; `scopes` containing 'admin' makes it admin-only. */
export function authHook(app: FastifyInstance, scopes: string[]) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? ''
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (!match) throw unauthorized()
    const token = match[1]
    const now = app.clock()
    let claims = app.pollCache.claims(token, now.getTime())
    if (!claims) {
      claims = app.tokens.verify(token, now) // synchronous HMAC: never queued behind password hashes
      if (!claims) throw unauthorized(ACCESS.invalidSession)
      app.pollCache.rememberClaims(token, claims)
    }
    const userId = claims.userId
    const user = await app.pollCache.user(userId, () => findAccount(app.db, userId))
    if (!user || user.bot || user.tokenVersion !== claims.tokenVersion) throw unauthorized(ACCESS.invalidSession)
    if (user.disabled) throw forbidden(ACCESS.disabledAccount)
    if (scopes.includes('admin') && !user.admin) throw forbidden(ACCESS.adminOnly)
    request.caller = { id: user.id, pseudo: user.pseudo, admin: user.admin }
    rows.set(request, user)
  }
}
