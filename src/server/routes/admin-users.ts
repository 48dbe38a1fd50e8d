// Admin tools on accounts: list, edit, disable, reactivate, delete.
import { eq, sql } from 'drizzle-orm'
import type { Handlers } from './types'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { countAdmins, listUsers, userJson, type UserRow } from '../db/repositories/users'
import { applyAccountChange, type AccountChange } from '../services/account-update'
import { caller } from '../security/access'
import { badRequest, conflict } from '../errors'
import { userOr404 } from './users'
import type { FastifyRequest } from 'fastify'

async function adminEdit(request: FastifyRequest, id: number, change: AccountChange) {
  const { db, config, clock } = request.server
  const user = await userOr404(db, id)
  if (change.admin === false && user.admin && !user.disabled && (await countAdmins(db)) <= 1) {
    throw badRequest('Il doit rester au moins un administrateur.') // the contract gives these two calls no 409
  }
  const row = await applyAccountChange(db, user, change, { passwordCost: config.passwordCost, requireConfirmation: false, now: clock() })
  return userJson(db, row)
}

async function setDisabled(db: Db, user: UserRow, disabled: boolean, now: Date) {
  const [row] = await db
    .update(users)
    .set({ disabled, updatedAt: now, ...(disabled ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}) })
    .where(eq(users.id, user.id))
    .returning()
  return userJson(db, row)
}

export const adminUserHandlers: Handlers = {
  listUsers: async (request) => listUsers(request.server.db),
  listDisabledUsers: async (request) => listUsers(request.server.db, true),

  adminUpdateUser: async (request) => adminEdit(request, request.params.id, request.body),
  adminEditUser: async (request) => {
    const { id, ...change } = request.body
    return adminEdit(request, id, change)
  },

  adminDeleteUser: async (request) => {
    const { db } = request.server
    if (caller(request).id === request.params.id) {
      throw badRequest('Supprimez votre propre compte depuis votre profil, pas depuis l’administration.')
    }
    const user = await userOr404(db, request.params.id)
    if (user.admin && !user.disabled && (await countAdmins(db)) <= 1) throw conflict('Impossible de supprimer le dernier administrateur.')
    await db.delete(users).where(eq(users.id, user.id))
    return { message: `Le compte « ${user.pseudo} » a été supprimé.` }
  },

  disableUser: async (request) => {
    const { db, clock } = request.server
    if (caller(request).id === request.params.id) throw badRequest('Vous ne pouvez pas désactiver votre propre compte.')
    return setDisabled(db, await userOr404(db, request.params.id), true, clock())
  },

  reactivateUser: async (request) => {
    const { db, clock } = request.server
    return setDisabled(db, await userOr404(db, request.params.id), false, clock())
  },
}
