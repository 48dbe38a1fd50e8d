// Who may act on what: the acting user is the token's subject; admins may act for anyone.
import type { FastifyRequest } from 'fastify'
import { forbidden, unauthorized } from '../errors'
import { ACCESS } from '../messages'

export interface Caller {
  id: number
  pseudo: string
  admin: boolean
}


/** The authenticated caller (every secured route has one). */
export function caller(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized()
  return request.caller
}

/** Refuses (403) when `userId` is not the caller, unless the caller is an admin. */
export function assertSelfOrAdmin(request: FastifyRequest, userId: number): Caller {
  const who = caller(request)
  if (who.id !== userId && !who.admin) throw forbidden(ACCESS.ownResourceOnly)
  return who
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null
  }
}
