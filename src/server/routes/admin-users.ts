// Admin tools on accounts: list, edit, disable, reactivate, delete.
import type { Handlers } from './types'
import type { Db } from '../db/client'
import { countAdmins, deleteUser, listUsers, setUserDisabled, userJson, type UserRow } from '../services/users'
import { applyAccountChange, type AccountChange } from '../services/account-update'
import { caller } from '../plugins/access'
import { touchUsers } from '../plugins/poll-cache'
import { badRequest, conflict } from '../errors'
import { userOr404 } from './users'
import type { FastifyRequest } from 'fastify'
import { USERS } from '../messages'

async function adminEdit(request: FastifyRequest, id: number, change: AccountChange) {
  const { db, config, clock } = request.server
  const user = await userOr404(db, id)
  touchUsers(request, user.id)
  if (change.admin === false && user.admin && !user.disabled && (await countAdmins(db)) <= 1) {
    throw badRequest(USERS.keepOneAdmin) // the contract gives these two calls no 409
  }
  const row = await applyAccountChange(db, user, change, { passwordCost: config.passwordCost, requireConfirmation: false, now: clock() })
  return userJson(db, row)
}

async function setDisabled(db: Db, user: UserRow, disabled: boolean, now: Date) {
  return userJson(db, await setUserDisabled(db, user.id, disabled, now))
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
      throw badRequest(USERS.deleteOwnFromProfile)
    }
    const user = await userOr404(db, request.params.id)
    if (user.admin && !user.disabled && (await countAdmins(db)) <= 1) throw conflict(USERS.lastAdmin)
    touchUsers(request, user.id)
    await deleteUser(db, user.id)
    return { message: USERS.deleted(user.pseudo) }
  },

  disableUser: async (request) => {
    const { db, clock } = request.server
    if (caller(request).id === request.params.id) throw badRequest(USERS.cannotDisableSelf)
    touchUsers(request, request.params.id) // a ban ends the account's sessions at once
    return setDisabled(db, await userOr404(db, request.params.id), true, clock())
  },

  reactivateUser: async (request) => {
    const { db, clock } = request.server
    touchUsers(request, request.params.id)
    return setDisabled(db, await userOr404(db, request.params.id), false, clock())
  },
}
