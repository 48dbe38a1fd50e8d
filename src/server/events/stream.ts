// One Server-Sent Events connection: the headers and `retry:` hint, numbered events, comments,
// a bound on what a slow reader may leave buffered, and the access token's expiry.
import type { ServerResponse } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { decodeJwt } from 'jose'

/** The `retry:` hint sent first: how long the browser waits before reconnecting (ms). */
export const RETRY_MS = 3_000
/** A client that reads nothing is dropped (it reconnects and re-syncs) rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1 << 20

export interface Stream {
  userId: number
  res: ServerResponse
  /** The `id:` of the last event sent on this stream (per-connection sequence). */
  seq: number
  /** Last version of each game sent, so an older read never overtakes a newer one. */
  games: Map<number, number>
  /** Last presence sent of each opponent, so a repeated notice sends nothing. */
  presence: Map<number, boolean>
  /** The game a spectator watches (null: the player's own stream). */
  watching: number | null
  /** When the access token that opened the stream expires (epoch ms, the app's clock); null: unknown. */
  expiresAt: number | null
  closed: boolean
  /** Written to since the last heartbeat (then the heartbeat skips it: the connection is not idle). */
  wrote: boolean
}

/** The expiry of the request's bearer token (already verified by the auth hook), epoch ms. */
function tokenExpiry(request: FastifyRequest): number | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
  if (!match) return null
  try {
    const { exp } = decodeJwt(match[1])
    return typeof exp === 'number' ? exp * 1000 : null
  } catch {
    return null
  }
}

/** Takes the reply over and starts the event stream. */
export function openStream(request: FastifyRequest, reply: FastifyReply, userId: number, watching: number | null): Stream {
  reply.hijack()
  const res = reply.raw
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  })
  res.write(`retry: ${RETRY_MS}\n\n`)
  return { userId, res, seq: 0, games: new Map(), presence: new Map(), watching, expiresAt: tokenExpiry(request), closed: false, wrote: true }
}

/** An injected request (light-my-request: no socket, the answer is read once ended) cannot stream. */
export const isOneShot = (request: FastifyRequest): boolean => '_lightMyRequest' in request.raw

/** Writes raw text; false when the stream is closed or had to be dropped (too much buffered). */
export function writeRaw(stream: Stream, text: string): boolean {
  if (stream.closed) return false
  if (stream.res.writableLength > MAX_BUFFERED_BYTES) return false
  stream.res.write(text)
  stream.wrote = true
  return true
}

/**
 * The heartbeat's turn at a stream: a `: ping` comment unless something was written since the last
 * beat (so a busy stream costs no ping, and no stream is silent for two periods); false when the
 * stream had to be dropped.
 */
export function pingIfIdle(stream: Stream): boolean {
  if (stream.wrote) {
    stream.wrote = false
    return true
  }
  const written = writeRaw(stream, ': ping\n\n')
  stream.wrote = false
  return written
}

/** The text of one event; `data` already JSON when shared by many streams. */
export const eventText = (seq: number, event: string, json: string): string => `event: ${event}\nid: ${seq}\ndata: ${json}\n\n`

/** Records that the stream holds `version` of game `gameId`; false when it already held it or a newer one. */
export function noteGameVersion(stream: Stream, gameId: number, version: number): boolean {
  const last = stream.games.get(gameId)
  if (last !== undefined && last >= version) return false
  if (stream.games.size > 8) stream.games.clear() // one game at a time
  stream.games.set(gameId, version)
  return true
}
