// What a server process spent, for the stream benches' per-move figures: CPU time (user + system),
// socket writes (each a write or writev system call: every `_write`/`_writev` of a net.Socket) and
// GC pauses, counted since the process started. The bench takes two readings around a step.
// Writes are also split by socket: the database's (client sockets: one per query, pg corks its
// messages), the event streams' (`GET /api/events` and watch streams) and the other HTTP answers;
// and the queries sent through node-postgres, by statement (name, else the text's start).
import net from 'node:net'
import { PerformanceObserver } from 'node:perf_hooks'
import pg from 'pg'

export interface Counters {
  /** CPU time of the process, ms. */
  cpuMs: number
  /** Socket write calls. */
  writes: number
  /** …of which to the database (queries and NOTIFYs sent). */
  dbWrites: number
  /** …of which on event streams. */
  streamWrites: number
  /** Time spent in GC pauses, ms. */
  gcMs: number
  /** Queries sent, per statement. */
  queries: Record<string, number>
}

const QUERY_KEY_CHARS = 60

const counted = { writes: 0, dbWrites: 0, streamWrites: 0, gcMs: 0, queries: {} as Record<string, number> }

/** A server socket's current response is an event stream (its request's path). */
function isEventStream(socket: net.Socket): boolean {
  const url = (socket as unknown as { _httpMessage?: { req?: { url?: string } } })._httpMessage?.req?.url ?? ''
  return url.startsWith('/api/events') || url.endsWith('/watch')
}

/** Starts counting socket writes and GC pauses in this process (once). */
export function startCounting(): void {
  type Writer = (this: net.Socket, ...args: unknown[]) => unknown
  const proto = net.Socket.prototype as unknown as { _write: Writer; _writev: Writer }
  for (const key of ['_write', '_writev'] as const) {
    const original = proto[key]
    proto[key] = function (this: net.Socket, ...args: unknown[]) {
      counted.writes++
      if (!(this as unknown as { server?: unknown }).server) counted.dbWrites++
      else if (isEventStream(this)) counted.streamWrites++
      return original.apply(this, args)
    }
  }
  const client = pg.Client.prototype as unknown as { query: (this: unknown, ...args: unknown[]) => unknown }
  const query = client.query
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { name?: string; text?: string }
    const text = (typeof first === 'string' ? first : (first?.name ?? first?.text ?? '')).trim().slice(0, QUERY_KEY_CHARS)
    counted.queries[text] = (counted.queries[text] ?? 0) + 1
    return query.apply(this, args)
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) counted.gcMs += entry.duration
  }).observe({ entryTypes: ['gc'] })
}

export function serverCounters(): Counters {
  const { user, system } = process.cpuUsage()
  return { cpuMs: (user + system) / 1000, writes: counted.writes, dbWrites: counted.dbWrites, streamWrites: counted.streamWrites, gcMs: counted.gcMs, queries: { ...counted.queries } }
}

/** The difference of two readings. */
export const spent = (before: Counters, after: Counters): Counters => ({
  cpuMs: after.cpuMs - before.cpuMs,
  writes: after.writes - before.writes,
  dbWrites: after.dbWrites - before.dbWrites,
  streamWrites: after.streamWrites - before.streamWrites,
  gcMs: after.gcMs - before.gcMs,
  queries: Object.fromEntries(Object.entries(after.queries).map(([text, n]) => [text, n - (before.queries[text] ?? 0)]).filter(([, n]) => Number(n) > 0)),
})

/** The statements sent most during a reading, per `per` (e.g. per move delivered), most first. */
export const topQueries = (queries: Record<string, number>, per: number, count = 6): string[] =>
  Object.entries(queries)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([text, n]) => `${(n / per).toFixed(2)}  ${text}`)

