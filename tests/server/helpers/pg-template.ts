// On PostgreSQL (TEST_DATABASE_URL), a migrated and seeded template database made once per run and
// copied for each test database (CREATE DATABASE … TEMPLATE, a file copy): a fresh schema migrated
// and seeded per app took 2 to 6 s on 2 cores, a copy well under one. Each copy is its own database,
// so LISTEN/NOTIFY (database-local) stays within it, as it stayed within a schema before.
import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import pg from 'pg'
import { openDatabase, type Database } from '../../../src/server/db/client'
import { seedAsTestApp } from './seed-template'

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string | null
  }
}

/** `url` pointing at another database of the same server. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** Makes the template database (migrated, seeded as testApp seeds) and returns its name. */
export async function makePgTemplate(url: string): Promise<string> {
  const name = `arene_tpl_${randomBytes(5).toString('hex')}`
  await onServer(url, `CREATE DATABASE ${name}`)
  const database = await openDatabase({ databaseUrl: databaseUrl(url, name), dataDir: null })
  try {
    await database.migrate()
    await seedAsTestApp(database)
  } finally {
    await database.close() // no session may stay on a template while it is copied
  }
  return name
}

/** Drops the template and any copy a test left behind. */
export async function removePgTemplate(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${name}%`])
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

let local: Promise<string> | null = null
function template(url: string): Promise<string> {
  let provided: string | null | undefined
  try {
    provided = inject('pgTemplate')
  } catch {
    provided = null
  }
  if (provided) return Promise.resolve(provided)
  if (!local) {
    local = makePgTemplate(url)
    void local.then((name) => process.once('beforeExit', () => void removePgTemplate(url, name)))
  }
  return local
}

/** A fresh migrated and seeded database on the PostgreSQL server of `url` (a copy of the template), dropped by `dispose`. */
export async function pgCopy(url: string): Promise<{ database: Database; dispose(): Promise<void> }> {
  const source = await template(url)
  const name = `${source}_c_${randomBytes(5).toString('hex')}`
  await onServer(url, `CREATE DATABASE ${name} TEMPLATE ${source}`)
  const database = await openDatabase({ databaseUrl: databaseUrl(url, name), dataDir: null })
  await database.migrate() // applies any migration newer than the template (none, normally)
  return {
    database,
    dispose: async () => {
      await database.close()
      await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}
