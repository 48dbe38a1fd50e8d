// Every error becomes JSON `{ message, status, … }` in French: no stack trace, bad input is a 400.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../errors'
import { sqlState } from '../db/sql-state'
import { errorField, frenchMessage } from '../validation'
import { COMMON } from '../messages'
import { REVALIDATE } from './etag'

const API_PREFIXES = ['/api/', '/auth/', '/admin/user', '/health']

const send = (reply: FastifyReply, status: number, message: string, extra: Record<string, unknown> = {}) =>
  reply.code(status).type('application/json; charset=utf-8').send({ ...extra, message, status })

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
      return send(reply, 400, COMMON.bodyTooLarge)
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return send(reply, 400, COMMON.unsupportedType)
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return send(reply, 400, COMMON.emptyBody)
  }
  const status = error.statusCode ?? 500
  if (status === 400 || error.name === 'SyntaxError') return send(reply, 400, COMMON.invalidJson)
  const code = sqlState(error)
  if (code === '23505') return send(reply, 409, COMMON.valueTaken)
  if (code === '23514' || code === '22P02' || code === '22003' || code === '22001' || code === '22021') return send(reply, 400, COMMON.valueRefused)
  if (code === '23503') return send(reply, 409, COMMON.stillUsed)
  if (status >= 400 && status < 500) return send(reply, status, error.message || COMMON.refused)
  request.log.error({ err: error }, 'Unhandled error')
  return send(reply, 500, COMMON.serverError)
}

/** Fastify's `frameworkErrors` option (set in app.ts): a malformed address gets a French JSON 400 too. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, 400, COMMON.invalidUrl)
  }
  request.log.error({ err: error }, 'Routing error')
  return send(reply, 500, COMMON.serverError)
}

/** The path Fastify routes on: percent-decoded (`/%61pi/…` is `/api/…`), without the query. */
function routedPath(request: FastifyRequest): string {
  const raw = request.url.split('?')[0]
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

const isApiPath = (path: string) => API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p))

/** JSON 404 for API paths; the client's index.html for any other page when the client is served. */
export function notFoundHandler(distDir: string | null) {
  let indexHtml: string | null = null
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = routedPath(request)
    // the page for the client's routes; a missing asset or hashed file (an old chunk) is a 404, not the page
    if (!isApiPath(path) && distDir && (request.method === 'GET' || request.method === 'HEAD') && !/^\/(assets|static)\//.test(path)) {
      try {
        indexHtml ??= readFileSync(join(distDir, 'index.html'), 'utf8')
        return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml)
      } catch {
        // no build: fall through to the JSON 404
      }
    }
    return send(reply, 404, COMMON.notFound)
  }
}

/**
 * The onSend hook of every answer: no sniffing, no framing, the CSP on HTML pages; API answers
 * (decided on the routed path) and answers without a cache policy of their own are never stored.
 */
export function securityHeaders(csp: string) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'same-origin')
    reply.header('x-frame-options', 'DENY')
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('content-security-policy', csp)
    const route = request.routeOptions?.url
    // API answers are never stored, except the poll path's revalidated ones (etag.ts)
    const revalidated = reply.getHeader('cache-control') === REVALIDATE
    if ((isApiPath(route ?? routedPath(request)) && !revalidated) || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    return payload
  }
}
