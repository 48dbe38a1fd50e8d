// The embedded database in a thread of its own (pglite-worker.mjs): the server's main thread only posts
// queries and receives parsed rows, so PGlite's WASM work (saves, game creations, ends) never blocks
// the event loop. The client answers what drizzle-orm/pglite and our code call on a PGlite: query,
// exec, transaction, listen, waitReady, close. Query options cross as data: parsers must be identity
// functions (drizzle's, for dates and intervals) and travel as their type OIDs; serializers, blobs and
// notice callbacks are refused. A thread that dies fails every pending and later request, never hangs.
import { Worker } from 'node:worker_threads'
import { fromThreadError, type ThreadMessage, type ThreadQueryOptions, type ThreadRequest } from './pglite-protocol'

const WORKER_FILE = new URL('./pglite-worker.mjs', import.meta.url)
/** How long close waits for the thread to end by itself after PGlite closed, before terminating it. */
const EXIT_GRACE_MS = 2_000

/** What a PGlite query returns (fields, affected rows…): the rows are parsed by the thread. */
interface ThreadResults<T = Record<string, unknown>> {
  rows: T[]
  affectedRows?: number
  fields: { name: string; dataTypeID: number }[]
}

/** The query options drizzle and our code pass (PGlite's QueryOptions, as far as they can cross). */
interface ProxyQueryOptions {
  rowMode?: 'array' | 'object'
  parsers?: Record<number, (value: string) => unknown>
  paramTypes?: number[]
  serializers?: unknown
  blob?: unknown
  onNotice?: unknown
}

/** A transaction's handle, as PGlite's: its statements run inside the thread's open transaction. */
interface ThreadTransaction {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: ProxyQueryOptions): Promise<ThreadResults<T>>
  exec(sql: string, options?: ProxyQueryOptions): Promise<ThreadResults[]>
  rollback(): Promise<void>
  readonly closed: boolean
}

const PROBE = '\u0000pglite-thread-probe'

/** The options as data; throws on what cannot cross (a parser that is not the identity, serializers…). */
function threadOptions(options: ProxyQueryOptions | undefined): ThreadQueryOptions {
  if (!options) return {}
  for (const key of ['serializers', 'blob', 'onNotice'] as const)
    if (options[key] !== undefined) throw new Error(`PGlite thread: the query option "${key}" cannot be sent to the database thread.`)
  const result: ThreadQueryOptions = {}
  if (options.rowMode) result.rowMode = options.rowMode
  if (options.paramTypes) result.paramTypes = options.paramTypes
  if (options.parsers) {
    result.rawTypes = Object.entries(options.parsers).map(([oid, parse]) => {
      if (parse(PROBE) !== PROBE) throw new Error(`PGlite thread: the parser of type ${oid} is not the identity; only identity parsers (raw text) can be sent to the database thread.`)
      return Number(oid)
    })
  }
  return result
}

interface Pending {
  resolve(value: unknown): void
  reject(error: Error): void
}

type Request = ThreadRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never

export class PgliteThread {
  readonly waitReady: Promise<void>
  private readonly worker: Worker
  private readonly pending = new Map<number, Pending>()
  private readonly listeners = new Map<number, (payload: string) => void>()
  private nextId = 1
  /** Why requests are refused (closed, or the thread ended); null while it serves. */
  private ended: Error | null = null
  private readonly exited: Promise<void>

  constructor(dataDir: string | null) {
    this.worker = new Worker(WORKER_FILE, { workerData: { dataDir } })
    this.worker.unref() // kept alive only while a request waits, as an in-process PGlite never held the process
    let ready!: () => void
    let failed!: (error: Error) => void
    this.waitReady = new Promise<void>((resolve, reject) => ((ready = resolve), (failed = reject)))
    this.waitReady.catch(() => {}) // a caller that never waits still sees the error on its first request
    this.worker.on('message', (message: ThreadMessage) => {
      if (message.kind === 'ready') return ready()
      if (message.kind === 'failed') return failed(fromThreadError(message.error))
      if (message.kind === 'notification') return this.listeners.get(message.listener)?.(message.payload)
      const pending = this.pending.get(message.id)
      if (!pending) return
      this.settled(message.id)
      if (message.kind === 'done') pending.resolve(message.value)
      else pending.reject(fromThreadError(message.error))
    })
    const end = (error: Error) => {
      failed(error)
      this.fail(error)
    }
    this.worker.on('error', (error) => end(new Error(`The PGlite database thread failed: ${error.message}`, { cause: error })))
    this.exited = new Promise((resolve) =>
      this.worker.once('exit', (code) => {
        end(new Error(`The PGlite database thread ended (exit code ${code}).`))
        resolve()
      }),
    )
  }

  /** Fails every pending request and refuses later ones with `error` (the first reason wins). */
  private fail(error: Error): void {
    this.ended ??= error
    for (const [id, pending] of this.pending) {
      this.settled(id)
      pending.reject(this.ended)
    }
    this.listeners.clear()
  }

  private settled(id: number): void {
    this.pending.delete(id)
    if (this.pending.size === 0) this.worker.unref()
  }

  private request<T>(request: Request): Promise<T> {
    if (this.ended) return Promise.reject(this.ended)
    const id = this.nextId++
    return new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref()
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      this.worker.postMessage({ ...request, id } as ThreadRequest)
    })
  }

  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: ProxyQueryOptions, tx: number | null = null): Promise<ThreadResults<T>> {
    return this.request({ kind: 'query', tx, sql, params, options: threadOptions(options) })
  }

  exec(sql: string, options?: ProxyQueryOptions, tx: number | null = null): Promise<ThreadResults[]> {
    return this.request({ kind: 'exec', tx, sql, options: threadOptions(options) })
  }

  /**
   * Runs `callback` (on this thread) inside one transaction of the database thread: its statements
   * go to that transaction, others wait for it (PGlite's mutex); it commits when `callback` resolves,
   * rolls back when it throws (the error is rethrown) or called `rollback()`.
   */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = await this.request<number>({ kind: 'begin' })
    let closed = false
    const check = () => {
      if (closed) throw new Error('Transaction is closed')
    }
    const end = (commit: boolean) => {
      closed = true
      return this.request<void>({ kind: 'end', tx: id, commit })
    }
    const tx: ThreadTransaction = {
      query: async (sql, params, options) => (check(), this.query(sql, params, options, id)),
      exec: async (sql, options) => (check(), this.exec(sql, options, id)),
      rollback: async () => (check(), end(false)),
      get closed() {
        return closed
      },
    }
    let result: T
    try {
      result = await callback(tx)
    } catch (error) {
      if (!closed) await end(false).catch(() => {}) // the callback's error is the one to report
      throw error
    }
    if (!closed) await end(true)
    return result
  }

  /** Forwards the channel's notifications (payloads) to `callback`; resolves to the function that stops. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.nextId // the listen request's own id names the listener
    this.listeners.set(listener, callback)
    try {
      await this.request({ kind: 'listen', channel })
    } catch (error) {
      this.listeners.delete(listener)
      throw error
    }
    return async () => {
      if (!this.listeners.delete(listener)) return
      await this.request({ kind: 'unlisten', listener })
    }
  }

  /** Closes the database (its files synced) and ends the thread; terminates it if it lingers. */
  async close(): Promise<void> {
    if (this.ended) return this.exited
    try {
      await this.waitReady
      await this.request({ kind: 'close' })
    } finally {
      this.fail(new Error('The PGlite database is closed.'))
      const timer = setTimeout(() => void this.worker.terminate(), EXIT_GRACE_MS)
      await this.exited
      clearTimeout(timer)
    }
  }

  /** Ends the thread at once, as a crash would (tests). */
  terminate(): Promise<number> {
    return this.worker.terminate()
  }
}

/** Starts the database thread on `dataDir` (null: in memory) and waits until the database is open. */
export async function openPgliteThread(dataDir: string | null): Promise<PgliteThread> {
  const client = new PgliteThread(dataDir)
  try {
    await client.waitReady
  } catch (error) {
    await client.terminate()
    throw error
  }
  return client
}
