// Conditional reads of the poll path: a strong ETag (a digest of what the answer says) and
// `If-None-Match` → 304 without a body; `Cache-Control: private, no-cache` so the browser keeps the
// answer for its own user only and revalidates it on every read.
import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Schemas } from '../contract-types'

/** The Cache-Control of a revalidated answer: kept by the browser for its user, checked on every read. */
export const REVALIDATE = 'private, no-cache'

/** The strong ETag of a JSON value. */
export const etagOf = (value: unknown): string => `"${createHash('sha1').update(JSON.stringify(value)).digest('base64url')}"`

/** Whether an If-None-Match header names `etag` (or is `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t === etag || t === `W/${etag}`
  })
}

/**
 * Sets the validators of a cacheable answer; true when the client already holds it (the 304 is
 * then sent and the handler returns nothing). `etag` null: not revalidatable, only no-cache.
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string | null): boolean {
  reply.header('cache-control', REVALIDATE)
  if (!etag) return false
  reply.header('etag', etag)
  if (!matches(request.headers['if-none-match'], etag)) return false
  reply.code(304)
  return true
}

/**
 * The view's ETag, only while no turn clock runs: a running turn's answer carries the serverTime
 * the client's countdown is set from, which a revalidated copy would give stale.
 */
export function gameEtag(view: Schemas['Game']): string | null {
  if (view.turnDeadline) return null
  const { serverTime: _serverTime, ...rest } = view
  return etagOf(rest)
}
