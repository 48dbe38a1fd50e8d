// Who may act on what: the acting user is the token's subject; admins may act for anyone.
import { forbidden, unauthorized } from '../errors'
import { ACCESS } from '../messages'

export interface Caller {
  id: number
  pseudo: string
  admin: boolean
}

/** The authenticated caller (every secured route has one): 401 without one. */
export function signedIn(who: Caller | null): Caller {
  if (!who) throw unauthorized()
  return who
}

/** Refuses (403) when `userId` is not the caller, unless the caller is an admin. */
export function actingFor(who: Caller | null, userId: number): Caller {
  const signed = signedIn(who)
  if (signed.id !== userId && !signed.admin) throw forbidden(ACCESS.ownResourceOnly)
  return signed
}
