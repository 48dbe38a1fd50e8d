// Opens the database: embedded PGlite by default, PostgreSQL when a connection string is given.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema'
import { runMigrations, type SqlRunner } from './migrate'

type Schema = typeof schema
/** A drizzle database or transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies the migrations not yet applied (safe with several instances starting at once). */
  migrate(): Promise<void>
  ping(): Promise<void>
  close(): Promise<void>
}

interface DatabaseOptions {
  databaseUrl: string | null
  /** Folder of the embedded database; null keeps it in memory. */
  dataDir: string | null
  /** PostgreSQL schema to work in (tests isolate themselves this way); default: the server's search_path. */
  pgSchema?: string | null
  /**
   * PGlite on the calling thread instead of its own (pglite-thread.ts). The server never does: its
   * event loop must not run the engine. The server tests do, where each query's trip between
   * threads is pure cost (one request at a time, nobody else waiting); the thread has its own tests.
   */
  pgliteInProcess?: boolean
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pgSchema ?? null)
  return openPglite(options.dataDir, options.pgliteInProcess === true)
}

/** PGlite in its own thread (pglite-thread.ts): its queries never run on the server's event loop. */
async function openPglite(dataDir: string | null, inProcess: boolean): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite')
  let folder: string | null = null
  if (dataDir) {
    folder = join(dataDir, 'pglite')
    mkdirSync(folder, { recursive: true })
  }
  const client: PgliteClient = inProcess ? await openPgliteHere(folder) : await (await import('./pglite-thread')).openPgliteThread(folder)
  const runner: SqlRunner = {
    exec: async (sql) => void (await client.exec(sql)),
    query: async (sql, params) => (await client.query(sql, params)).rows,
    release: async () => {},
  }
  return {
    // drizzle calls query, exec and transaction, which the thread's client answers as PGlite does
    db: drizzle({ client: client as unknown as PGlite, schema }) as unknown as Db,
    kind: 'pglite',
    migrate: () => runMigrations(async () => runner),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  }
}

/** What this file calls on PGlite, on this thread or through the thread's client. */
interface PgliteClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
  exec(sql: string): Promise<unknown>
  close(): Promise<void>
}

/** PGlite on this thread. */
async function openPgliteHere(folder: string | null): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite')
  const client = new PGlite(folder ?? undefined)
  await client.waitReady
  return client
}

async function openPostgres(url: string, pgSchema: string | null): Promise<Database> {
  const pg = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  if (pgSchema && !/^[a-z_][a-z0-9_]*$/.test(pgSchema)) throw new Error(`Invalid schema name: ${pgSchema}`)
  const options = pgSchema ? `-c search_path=${pgSchema}` : undefined
  const pool = new pg.default.Pool({ connectionString: url, max: 10, options })
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on('error', () => {})
  const connect = async (): Promise<SqlRunner> => {
    const client = await pool.connect()
    return {
      exec: async (sql) => void (await client.query(sql)),
      query: async (sql, params) => (await client.query(sql, params)).rows,
      release: async () => client.release(),
    }
  }
  return {
    db: drizzle({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    migrate: () => runMigrations(connect, true),
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  }
}
