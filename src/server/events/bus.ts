// The notice bus between instances: one PostgreSQL channel (LISTEN/NOTIFY; PGlite's in-process
// listen/NOTIFY when embedded). A notice only says *what* changed; each instance's subscribers read
// the current state. A notice that cannot be sent is logged and counted, and every instance
// re-syncs its streams (lost-notices.ts); a reconnecting client re-syncs too.
import type { Database, Db } from '../db/client'
import { trackLostNotices } from './lost-notices'

export type Notice =
  | { kind: 'game'; gameId: number; version: number }
  | { kind: 'profile'; userId: number }
  | { kind: 'friendRequest'; userId: number; requestId: number }
  | { kind: 'invitation'; userId: number; gameId: number }
  | { kind: 'presence'; userId: number; online: boolean }
  /** An instance's number of spectators of a game (`players`: the game's, to reach their streams). */
  | { kind: 'watchers'; gameId: number; instance: string; count: number; players: number[] }
  /** Notices may have been lost (one could not be sent): every instance re-syncs its streams. */
  | { kind: 'resync' }

type NoticeHandler = (notice: Notice) => void

/** The channel's prefix; the schema is appended, so isolated schemas (tests) never hear each other. */
const CHANNEL = 'arene_events'
/** The channel as an SQL expression (a statement that notifies in the same round trip uses it). */
export const NOTICE_CHANNEL_SQL = `'${CHANNEL}_' || current_schema()`

/** Both drivers (pg Pool/Client, PGlite) answer `query(text, params)`. */
interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>
}

const clientOf = (db: Db): Queryable | null => ((db as unknown as { $client?: Queryable }).$client ?? null)

const notify = (client: Queryable, notice: Notice): Promise<unknown> => client.query(`select pg_notify(${NOTICE_CHANNEL_SQL}, $1)`, [JSON.stringify(notice)])

function parseNotice(payload: string): Notice | null {
  try {
    const value = JSON.parse(payload) as Notice
    return value && typeof value === 'object' && typeof value.kind === 'string' ? value : null
  } catch {
    return null
  }
}

/** What sends notices (the game paths, routes): the bus, seen through its one method. */
export interface NoticeSender {
  /**
   * Sends a notice to every instance. Call it only after the change is committed (never with a
   * transaction); fire-and-forget: a failure is logged and counted, and every instance then re-syncs.
   */
  publish(notice: Notice): void
}

export interface Bus extends NoticeSender {
  /** Notices this instance could not send since it started. */
  readonly failedNotices: number
  /** Handlers receive every notice, this instance's own included. */
  subscribe(handler: NoticeHandler): () => void
  /** Handlers called when notices may have been lost (the listening connection came back, or one of ours failed). */
  onResyncNeeded(handler: () => void): () => void
  close(): Promise<void>
}

interface BusOptions {
  log?: { warn(obj: unknown, msg?: string): void }
}

interface ListenOptions extends BusOptions {
  /** Called after the listening connection came back: notices may have been lost meanwhile. */
  onReconnect: () => void
}

/** Listens on the database's channel: PGlite's own listen, or a dedicated pg Client with reconnect. */
export async function openBus(database: Database, options: BusOptions = {}): Promise<Bus> {
  const handlers = new Set<NoticeHandler>()
  const deliver = (payload: string) => {
    const notice = parseNotice(payload)
    if (!notice) return
    for (const handler of handlers) handler(notice)
  }
  const client = clientOf(database.db)
  if (!client) throw new Error('The database client is not reachable for LISTEN.')
  const [{ schema }] = (await client.query('select current_schema() as schema')).rows as { schema: string }[]
  const channel = `${CHANNEL}_${schema}`
  const resyncHandlers = new Set<() => void>()
  const resyncNeeded = () => {
    for (const handler of resyncHandlers) handler()
  }
  const closeListener =
    database.kind === 'pglite' ? await listenPglite(client, channel, deliver) : await listenPostgres(client, channel, deliver, { ...options, onReconnect: resyncNeeded })
  // a notice of ours that failed: this instance re-syncs at once, the others at the `resync` notice
  const lost = trackLostNotices({ announce: () => notify(client, { kind: 'resync' }).then(() => {}), resyncHere: resyncNeeded, log: options.log })
  return {
    publish: (notice) => {
      notify(client, notice).then(
        () => lost.sent(),
        (error: unknown) => lost.failed(notice.kind, error),
      )
    },
    get failedNotices() {
      return lost.count
    },
    subscribe: (handler) => {
      handlers.add(handler)
      return () => void handlers.delete(handler)
    },
    onResyncNeeded: (handler) => {
      resyncHandlers.add(handler)
      return () => void resyncHandlers.delete(handler)
    },
    close: async () => {
      lost.close()
      handlers.clear()
      resyncHandlers.clear()
      await closeListener()
    },
  }
}

interface PgliteListen {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>
}

async function listenPglite(client: Queryable, channel: string, deliver: (payload: string) => void): Promise<() => Promise<void>> {
  const unlisten = await (client as unknown as PgliteListen).listen(channel, deliver)
  return async () => {
    await unlisten().catch(() => {})
  }
}

/** The pool's connection settings, for a dedicated client (LISTEN needs a connection of its own). */
interface PoolLike {
  options: { connectionString?: string; options?: string }
}

const RECONNECT_MIN_MS = 500
const RECONNECT_MAX_MS = 15_000

async function listenPostgres(pool: Queryable, channel: string, deliver: (payload: string) => void, options: ListenOptions): Promise<() => Promise<void>> {
  const pg = await import('pg')
  const { connectionString, options: pgOptions } = (pool as unknown as PoolLike).options
  let closed = false
  let current: InstanceType<typeof pg.default.Client> | null = null
  let timer: NodeJS.Timeout | null = null
  let delay = RECONNECT_MIN_MS

  const connect = async (again: boolean): Promise<void> => {
    const client = new pg.default.Client({ connectionString, options: pgOptions })
    let lost = false
    const onLost = (error?: unknown) => {
      if (lost) return
      lost = true
      if (current === client) current = null
      client.removeAllListeners('notification')
      client.end().catch(() => {})
      if (closed) return
      options.log?.warn({ err: error }, 'Events: the LISTEN connection was lost, reconnecting')
      schedule()
    }
    client.on('error', onLost)
    client.on('end', () => onLost())
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) deliver(message.payload)
    })
    try {
      await client.connect()
      await client.query(`LISTEN "${channel}"`)
    } catch (error) {
      onLost(error) // retried later; the server starts anyway
      return
    }
    if (closed) {
      await client.end().catch(() => {})
      return
    }
    current = client
    delay = RECONNECT_MIN_MS
    if (again) options.onReconnect()
  }

  const schedule = () => {
    if (timer || closed) return
    timer = setTimeout(() => {
      timer = null
      void connect(true)
    }, delay)
    timer.unref()
    delay = Math.min(delay * 2, RECONNECT_MAX_MS)
  }

  await connect(false)
  return async () => {
    closed = true
    if (timer) clearTimeout(timer)
    const client = current
    current = null
    if (client) await client.end().catch(() => {})
  }
}
