// Authentication: a bearer token checked before the body is read; the user and the admin flag
// are re-read from the database on every call, so disabling or demoting takes effect at once.
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { users } from '../db/schema'
import { forbidden, unauthorized } from '../errors'
import { ACCESS } from '../messages'


/** Builds the onRequest hook of a secured route; `scopes` containing 'admin' makes it admin-only. */
export function authHook(app: FastifyInstance, scopes: string[]) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? ''
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (!match) throw unauthorized()
    const claims = await app.tokens.verify(match[1], app.clock())
    if (!claims) throw unauthorized(ACCESS.invalidSession)
    const [user] = await app.db
      .select({ id: users.id, pseudo: users.pseudo, admin: users.admin, disabled: users.disabled, bot: users.bot, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, claims.userId))
    if (!user || user.bot || user.tokenVersion !== claims.tokenVersion) throw unauthorized(ACCESS.invalidSession)
    if (user.disabled) throw forbidden(ACCESS.disabledAccount)
    if (scopes.includes('admin') && !user.admin) throw forbidden(ACCESS.adminOnly)
    request.caller = { id: user.id, pseudo: user.pseudo, admin: user.admin }
  }
}
