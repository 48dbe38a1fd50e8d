// Applying a profile change (by the player or an admin), with the same checks as sign-up.
import type { Db } from '../db/client'
import { emailTaken, pseudoTaken, updateUser, type UserChange, type UserRow } from '../db/repositories/users'
import { collect, confirmationError, emailError, passwordError, pseudoError } from './account-rules'
import { hashPassword } from '../security/password'
import { fieldErrors } from '../errors'
import { ACCOUNT } from '../messages'

export interface AccountChange {
  pseudo?: string
  email?: string
  password?: string
  passwordConfirmation?: string
  credit?: number
  level?: number
  rating?: number
  admin?: boolean
}

/** Checks and saves a change; throws a 400 with field errors and changes nothing when a field is wrong. */
export async function applyAccountChange(
  db: Db,
  user: UserRow,
  change: AccountChange,
  options: { passwordCost: number; requireConfirmation: boolean; now: Date },
): Promise<UserRow> {
  const pseudo = change.pseudo?.trim()
  const email = change.email?.trim()
  const errors = collect({
    pseudo: pseudo !== undefined ? pseudoError(pseudo) : null,
    email: email !== undefined ? emailError(email) : null,
    password: change.password !== undefined ? passwordError(change.password) : null,
    passwordConfirmation:
      change.password !== undefined && options.requireConfirmation
        ? confirmationError(change.password, change.passwordConfirmation ?? '')
        : null,
  })
  if (Object.keys(errors).length) throw fieldErrors(errors)
  const taken = collect({
    pseudo: pseudo !== undefined && (await pseudoTaken(db, pseudo, user.id)) ? ACCOUNT.pseudoTaken : null,
    email: email !== undefined && (await emailTaken(db, email, user.id)) ? ACCOUNT.emailTaken : null,
  })
  if (Object.keys(taken).length) throw fieldErrors(taken)

  const values: UserChange = { updatedAt: options.now }
  if (pseudo !== undefined) values.pseudo = pseudo
  if (email !== undefined) values.email = email
  if (change.password !== undefined) values.passwordHash = await hashPassword(change.password, options.passwordCost)
  if (change.credit !== undefined) values.credit = change.credit
  if (change.level !== undefined) values.xp = change.level
  if (change.rating !== undefined) values.rating = change.rating
  if (change.admin !== undefined) values.admin = change.admin
  // A new password or a lost admin flag ends the sessions already open.
  return updateUser(db, user.id, values, change.password !== undefined || change.admin === false)
}
