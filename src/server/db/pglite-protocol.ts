// The messages between the server's main thread (pglite-thread.ts) and the PGlite database thread
// (pglite-worker.mjs, plain JavaScript that checks itself against these types). Only data crosses (structured clone): the thread parses the rows, so dates
// stay as PGlite gives them, json comes as objects, bytea as Uint8Array, int8 as number or bigint.

/** What a query may ask of the thread: functions cannot be posted, so parsers travel as type OIDs. */
export interface ThreadQueryOptions {
  rowMode?: 'array' | 'object'
  /** Types whose text the thread returns unparsed (drizzle's identity parsers for dates and intervals). */
  rawTypes?: number[]
  paramTypes?: number[]
}

/** A request; `tx`: the open transaction it belongs to (the id of its `begin`), or null. */
export type ThreadRequest = { id: number } & (
  | { kind: 'query'; tx: number | null; sql: string; params: unknown[] | undefined; options: ThreadQueryOptions }
  | { kind: 'exec'; tx: number | null; sql: string; options: ThreadQueryOptions }
  | { kind: 'begin' } // answered once the transaction is open; its id names it afterwards
  | { kind: 'end'; tx: number; commit: boolean } // answered once committed (or rolled back)
  | { kind: 'listen'; channel: string } // its id names the listener
  | { kind: 'unlisten'; listener: number }
  | { kind: 'close' }
)

/** An error as it crosses: its message, name and the database's fields (code, detail, constraint…). */
interface ThreadError {
  message: string
  fields: Record<string, unknown>
}

export type ThreadMessage =
  | { kind: 'ready' }
  | { kind: 'failed'; error: ThreadError } // the database could not open
  | { kind: 'done'; id: number; value: unknown }
  | { kind: 'error'; id: number; error: ThreadError }
  | { kind: 'notification'; listener: number; payload: string }

/** The error rebuilt on the main thread, with the database's fields (the worker's toThreadError made it). */
export function fromThreadError({ message, fields }: ThreadError): Error {
  return Object.assign(new Error(message), fields)
}
