// Opens the database: embedded PGlite by default, PostgreSQL when a connection string is given.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema'
import { runMigrations, type SqlRunner } from './migrate'

export type Schema = typeof schema
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

export interface DatabaseOptions {
  databaseUrl: string | null
  /** Folder of the embedded database; null keeps it in memory. */
  dataDir: string | null
  /** PostgreSQL schema to work in (tests isolate themselves this way); default: the server's search_path. */
  pgSchema?: string | null
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.pgSchema ?? null) : openPglite(options.dataDir)
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  let client
  if (dataDir) {
    const folder = join(dataDir, 'pglite')
    mkdirSync(folder, { recursive: true })
    client = new PGlite(folder)
  } else {
    client = new PGlite()
  }
  await client.waitReady
  const runner: SqlRunner = {
    exec: async (sql) => void (await client.exec(sql)),
    query: async (sql, params) => (await client.query(sql, params)).rows as Record<string, unknown>[],
    release: async () => {},
  }
  return {
    db: drizzle({ client, schema }) as unknown as Db,
    kind: 'pglite',
    migrate: () => runMigrations(async () => runner),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  }
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
