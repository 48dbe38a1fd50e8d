// @ts-check
// The PGlite database thread: owns the embedded database (its WASM engine runs here, never on the
// server's event loop) and answers the main thread's requests (pglite-protocol.ts has their types).
// Requests run as they arrive; PGlite's own mutex orders them, so a statement outside an open
// transaction waits for it. Plain JavaScript that imports only PGlite: the thread needs no TypeScript
// loader (registering tsx in a thread cost some 170 ms per database opened, tests open dozens).
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'

/** @typedef {import('./pglite-protocol').ThreadRequest} ThreadRequest */
/** @typedef {import('./pglite-protocol').ThreadMessage} ThreadMessage */
/** @typedef {import('./pglite-protocol').ThreadError} ThreadError */
/** @typedef {import('./pglite-protocol').ThreadQueryOptions} ThreadQueryOptions */
/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */

if (!parentPort) throw new Error('pglite-worker.mjs runs in a worker thread')
const port = parentPort
/** @type {{ dataDir: string | null }} */
const { dataDir } = workerData

/** Fields that never cross: the query options hold functions; the stack is the thread's own. */
const LEFT_OUT = new Set(['message', 'stack', 'queryOptions'])
/** @param {unknown} value */
const cloneable = (value) =>
  value === null || ['string', 'number', 'boolean', 'bigint', 'undefined'].includes(typeof value) || Array.isArray(value) || value instanceof Uint8Array

/**
 * An error's message and own fields (SQLSTATE `code`, `detail`, `constraint`, the query's text and params…).
 * @param {unknown} error
 * @returns {ThreadError}
 */
function toThreadError(error) {
  if (!(error instanceof Error)) return { message: String(error), fields: {} }
  /** @type {Record<string, unknown>} */
  const fields = { name: error.name }
  for (const [key, value] of Object.entries(error)) if (!LEFT_OUT.has(key) && cloneable(value)) fields[key] = value
  return { message: error.message, fields }
}

/** @param {ThreadMessage} message */
function post(message) {
  try {
    port.postMessage(message)
  } catch (error) {
    // a value that cannot be cloned: the caller gets an error instead of waiting forever
    if ('id' in message) port.postMessage({ kind: 'error', id: message.id, error: toThreadError(error) })
  }
}

/** @param {string} value */
const identity = (value) => value
/**
 * The thread's query options: the raw types get identity parsers (what drizzle's parsers are).
 * @param {ThreadQueryOptions} options
 * @returns {import('@electric-sql/pglite').QueryOptions}
 */
function queryOptions({ rowMode, rawTypes, paramTypes }) {
  /** @type {import('@electric-sql/pglite').QueryOptions} */
  const options = {}
  if (rowMode) options.rowMode = rowMode
  if (paramTypes) options.paramTypes = paramTypes
  if (rawTypes?.length) options.parsers = Object.fromEntries(rawTypes.map((oid) => [oid, identity]))
  return options
}

/** The open transactions, by the id of their `begin`: PGlite's handle and how to end it. */
/** @type {Map<number, { tx: Transaction; end(commit: boolean, requestId: number): void }>} */
const open = new Map()
/** @type {Map<number, () => Promise<void>>} */
const listeners = new Map()

/** @type {PGlite} */
let pg
try {
  pg = new PGlite(dataDir ?? undefined)
  await pg.waitReady
  post({ kind: 'ready' })
} catch (error) {
  post({ kind: 'failed', error: toThreadError(error) })
  port.close()
  throw error
}

/**
 * Where a request's statement runs: the open transaction it names, else the database.
 * @param {number | null} tx
 * @returns {PGlite | Transaction}
 */
function runner(tx) {
  if (tx === null) return pg
  const found = open.get(tx)
  if (!found) throw new Error(`Transaction ${tx} is not open.`)
  return found.tx
}

/**
 * Opens a transaction; answers `begin` once it is open and the matching `end` once it is over.
 * @param {number} id
 */
function begin(id) {
  let endId = id
  let answered = false
  pg.transaction(
    (tx) =>
      new Promise((resolve, reject) => {
        open.set(id, {
          tx,
          end: (commit, requestId) => {
            endId = requestId
            if (commit) return resolve(undefined)
            tx.rollback().then(resolve, reject)
          },
        })
        answered = true
        post({ kind: 'done', id, value: id })
      }),
  )
    .then(
      () => post({ kind: 'done', id: endId, value: null }),
      (error) => post({ kind: 'error', id: answered ? endId : id, error: toThreadError(error) }),
    )
    .finally(() => open.delete(id))
}

/**
 * @param {ThreadRequest} request
 * @returns {Promise<unknown>}
 */
async function handle(request) {
  switch (request.kind) {
    case 'query':
      return runner(request.tx).query(request.sql, request.params, queryOptions(request.options))
    case 'exec':
      return runner(request.tx).exec(request.sql, queryOptions(request.options))
    case 'listen': {
      const listener = request.id
      listeners.set(listener, await pg.listen(request.channel, (payload) => post({ kind: 'notification', listener, payload })))
      return listener
    }
    case 'unlisten': {
      const unlisten = listeners.get(request.listener)
      listeners.delete(request.listener)
      await unlisten?.()
      return null
    }
    case 'close':
      await pg.close()
      return null
    default:
      throw new Error(`Unknown request ${request.kind}`)
  }
}

port.on('message', (/** @type {ThreadRequest} */ request) => {
  if (request.kind === 'begin') return begin(request.id)
  if (request.kind === 'end') {
    const transaction = open.get(request.tx)
    if (transaction) return transaction.end(request.commit, request.id)
    return post({ kind: 'error', id: request.id, error: toThreadError(new Error(`Transaction ${request.tx} is not open.`)) })
  }
  handle(request).then(
    (value) => {
      post({ kind: 'done', id: request.id, value })
      if (request.kind === 'close') port.close() // nothing else keeps the thread alive: it ends
    },
    (error) => post({ kind: 'error', id: request.id, error: toThreadError(error) }),
  )
})
