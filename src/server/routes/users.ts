// The player's own account: profile, ranking, settings, credit, self-deletion.
import type { FastifyInstance } from 'fastify'
import type { Handlers } from './types'
import { addCredit, countAdmins, deleteUser, findUser, profileOf, ranking, savePreferences, userJson } from '../services/users'
import { callerRow } from '../plugins/auth'
import { etagOf, notModified } from '../plugins/etag'
import { touchUsers } from '../plugins/poll-cache'
import { applyAccountChange } from '../services/account-update'
import { verifyPassword } from '../security/password'
import { CURRENT_PASSWORD_LIMIT, refund, reserve } from '../security/rate-limit'
import { assertSelfOrAdmin, caller } from '../plugins/access'
import { conflict, fieldErrors, forbidden, notFound, tooManyRequests } from '../errors'
import { COMMON, USERS } from '../messages'


export async function userOr404(db: Parameters<typeof findUser>[0], id: number) {
  const user = await findUser(db, id)
  if (!user) throw notFound(USERS.notFound)
  return user
}

/** Checks the current password typed on the profile, counted (before hashing) like a sign-in. */
async function currentPasswordMatches(server: FastifyInstance, user: { id: number; passwordHash: string | null }, typed: string): Promise<boolean> {
  const rule = { key: `current-password:${user.id}`, limit: CURRENT_PASSWORD_LIMIT, message: USERS.tooManyCurrentPasswords }
  const reserved = await reserve(server.db, [rule], server.clock())
  if (!reserved.ok) throw tooManyRequests(COMMON.retryIn(rule.message, reserved.wait), reserved.wait)
  const ok = await verifyPassword(typed, user.passwordHash, server.config.passwordCost)
  if (ok) await refund(server.db, reserved.ids)
  return ok
}

export const userHandlers: Handlers = {
  getUser: async (request, reply) => {
    const who = assertSelfOrAdmin(request, request.params.id)
    // The poll path: the caller's own profile is the row the token check just read (one indexed
    // read in all, or none from the poll cache; the badges are columns kept up to date by the database).
    const own = who.id === request.params.id ? callerRow(request) : null
    const profile = profileOf(own ?? (await userOr404(request.server.db, request.params.id)))
    if (notModified(request, reply, etagOf(profile))) return reply.send() as never
    return profile
  },

  getRanking: async (request) => ranking(request.server.db, request.query.limit ?? 100),

  updateUser: async (request) => {
    const who = assertSelfOrAdmin(request, request.params.id)
    const { db, config, clock } = request.server
    const user = await userOr404(db, request.params.id)
    touchUsers(request, user.id) // an admin may edit another account
    const body = request.body
    const sensitive = body.email !== undefined || body.password !== undefined
    const actingForSelf = who.id === user.id
    if (sensitive && actingForSelf) {
      const ok = body.currentPassword ? await currentPasswordMatches(request.server, user, body.currentPassword) : false
      if (!ok) {
        throw fieldErrors({
          currentPassword: body.currentPassword ? USERS.wrongCurrentPassword : USERS.currentPasswordNeeded,
        })
      }
    }
    // Only the profile fields: extra keys (admin, credit…) are not the player's to set.
    const { pseudo, email, password, passwordConfirmation } = body
    const change = { pseudo, email, password, passwordConfirmation }
    const row = await applyAccountChange(db, user, change, { passwordCost: config.passwordCost, requireConfirmation: true, now: clock() })
    return userJson(db, row)
  },

  deleteOwnAccount: async (request, reply) => {
    assertSelfOrAdmin(request, request.params.id)
    const { db } = request.server
    const user = await userOr404(db, request.params.id)
    if (user.admin && !user.disabled && (await countAdmins(db)) <= 1) throw conflict(USERS.lastAdmin)
    touchUsers(request, user.id)
    await deleteUser(db, user.id)
    reply.code(200)
    return { message: USERS.ownAccountDeleted }
  },

  userCredit: async (request) => {
    const who = assertSelfOrAdmin(request, request.body.userId)
    const { db, clock } = request.server
    const user = await userOr404(db, request.body.userId)
    const amount = request.body.amount
    if (amount === undefined || amount === 0) return { userId: user.id, credit: user.credit }
    if (!who.admin) throw forbidden(USERS.creditAdminOnly)
    touchUsers(request, user.id)
    return { userId: user.id, credit: await addCredit(db, user.id, amount, clock()) }
  },

  saveSettings: async (request) => {
    const target = request.body.userId ?? caller(request).id
    assertSelfOrAdmin(request, target)
    const { db, clock } = request.server
    const user = await userOr404(db, target)
    touchUsers(request, user.id)
    let current: Record<string, unknown> = {}
    try {
      const parsed = JSON.parse(user.preferences)
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) current = parsed
    } catch {
      // a damaged preferences text is replaced
    }
    const preferences = JSON.stringify({ ...current, theme: request.body.preferences.theme })
    return userJson(db, await savePreferences(db, user.id, preferences, clock()))
  },
}
