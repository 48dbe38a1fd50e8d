// Every error becomes JSON `{ message, status, … }` in French: no stack trace, bad input is a 400.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../errors'
import { errorField, frenchMessage } from '../validation'

export const SERVER_ERROR = 'Erreur serveur. Veuillez réessayer plus tard.'
const API_PREFIXES = ['/api/', '/auth/', '/admin/user', '/health']

const send = (reply: FastifyReply, status: number, message: string, extra: Record<string, unknown> = {}) =>
  reply.code(status).type('application/json; charset=utf-8').send({ ...extra, message, status })

/** The code of a database error, wherever the driver or drizzle put it. */
const dbCode = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } }
  const code = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : e.cause?.code
  return typeof code === 'string' ? code : undefined
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.status === 429 && error.extra.retryAfter) reply.header('retry-after', String(error.extra.retryAfter))
    return send(reply, error.status, error.message, error.extra)
  }
  // Security hooks run as onRequest hooks: their HttpError arrives as is; glue wraps others.
  const wrapped = (error as { errors?: unknown[] }).errors?.find((e) => e instanceof HttpError)
  if (wrapped instanceof HttpError) return send(reply, wrapped.status, wrapped.message, wrapped.extra)

  if (error.validation?.length) {
    const first = error.validation[0] as Parameters<typeof frenchMessage>[0]
    const context = error.validationContext ?? 'body'
    const message = frenchMessage(first, context)
    const field = context === 'body' ? errorField(first) : ''
    return send(reply, 400, message, field ? { [field]: message } : {})
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(reply, 400, 'La requête est trop volumineuse.')
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return send(reply, 400, 'Type de contenu non pris en charge : envoyez du JSON.')
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return send(reply, 400, 'Le corps de la requête est vide.')
  }
  const status = error.statusCode ?? 500
  if (status === 400 || error.name === 'SyntaxError') return send(reply, 400, "Le corps de la requête n'est pas un JSON valide.")
  const sqlState = dbCode(error)
  if (sqlState === '23505') return send(reply, 409, 'Cette valeur est déjà utilisée.')
  if (sqlState === '23514' || sqlState === '22P02' || sqlState === '22003') return send(reply, 400, 'Valeur refusée par le serveur.')
  if (sqlState === '23503') return send(reply, 409, 'Cet élément est encore utilisé ailleurs.')
  if (status >= 400 && status < 500) return send(reply, status, error.message || 'Requête refusée.')
  request.log.error({ err: error }, 'Unhandled error')
  return send(reply, 500, SERVER_ERROR)
}

/** Fastify's `frameworkErrors` option (set in app.ts): a malformed address gets a French JSON 400 too. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, 400, "L'adresse de la requête n'est pas valide.")
  }
  request.log.error({ err: error }, 'Routing error')
  return send(reply, 500, SERVER_ERROR)
}

/** JSON 404 for API paths; the client's index.html for any other page when the client is served. */
export function notFoundHandler(distDir: string | null) {
  let indexHtml: string | null = null
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]
    const isApi = API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p))
    if (!isApi && distDir && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/assets/')) {
      try {
        indexHtml ??= readFileSync(join(distDir, 'index.html'), 'utf8')
        return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml)
      } catch {
        // no build: fall through to the JSON 404
      }
    }
    return send(reply, 404, 'Ressource introuvable.')
  }
}

export async function securityHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('x-content-type-options', 'nosniff')
  reply.header('referrer-policy', 'same-origin')
  reply.header('x-frame-options', 'DENY')
  if (API_PREFIXES.some((p) => request.url.startsWith(p))) reply.header('cache-control', 'no-store')
  return payload
}
