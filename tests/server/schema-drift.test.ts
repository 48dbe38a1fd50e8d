// The Drizzle schema (src/server/db/schema) and the SQL migrations (src/server/db/migrations) must
// describe the same database: a change to one without the other fails here.
// 1. drizzle-kit's diff between the last snapshot (migrations/meta) and the schema is empty, so
//    `npm run db:generate` has been run and its SQL and meta committed;
// 2. every migration applied to a fresh database gives exactly the catalogue (columns, types,
//    nullability, defaults, constraints, indexes) of the schema's own SQL run on another one.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder, runMigrations } from '../../src/server/db/migrate'

const meta = join(migrationsFolder, 'meta')

function lastSnapshot(): unknown {
  const files = readdirSync(meta)
    .filter((f) => f.endsWith('_snapshot.json'))
    .sort()
  return JSON.parse(readFileSync(join(meta, files[files.length - 1]!), 'utf8'))
}

/** drizzle-kit's SQL from the last snapshot, and from nothing, to the schema (helpers/drizzle-kit-diff.mjs). */
interface Diffs {
  sinceSnapshot: string[]
  fromEmpty: string[]
}

function drizzleKitDiffs(): Promise<Diffs> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./helpers/drizzle-kit-diff.mjs', import.meta.url), { workerData: { snapshot: lastSnapshot() } })
    worker.once('message', (diffs: Diffs) => void worker.terminate().then(() => resolve(diffs)))
    worker.once('error', reject)
  })
}

/** Everything that makes two databases' tables the same, one line each, sorted. */
async function catalogue(db: PGlite): Promise<string[]> {
  const rows = async (sql: string) => (await db.query(sql)).rows.map((r) => JSON.stringify(r))
  return [
    ...(await rows(`SELECT table_name, column_name, data_type, is_nullable, column_default
      FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> 'schema_migrations'`)),
    ...(await rows(`SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text <> 'schema_migrations'`)),
    ...(await rows(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`)),
    ...(await rows(`SELECT sequence_name, data_type FROM information_schema.sequences WHERE sequence_schema = 'public'`)),
  ].sort()
}

describe('schema drift', () => {
  const databases: PGlite[] = []
  let diffs: Diffs
  beforeAll(async () => {
    diffs = await drizzleKitDiffs()
  }, 60_000)
  afterAll(async () => {
    await Promise.all(databases.map((db) => db.close()))
  })

  it('the migrations meta is up to date with the Drizzle schema (npm run db:generate has nothing to write)', async () => {
    expect(diffs.sinceSnapshot, 'run `npm run db:generate` and commit the new SQL file and meta').toEqual([])
  })

  it('every migration drizzle-kit recorded is in the folder', () => {
    const journal = JSON.parse(readFileSync(join(meta, '_journal.json'), 'utf8')) as { entries: { tag: string }[] }
    for (const { tag } of journal.entries) expect(existsSync(join(migrationsFolder, `${tag}.sql`)), tag).toBe(true)
  })

  it('the migrations build exactly the database the Drizzle schema describes', async () => {
    const migrated = new PGlite()
    const fromSchema = new PGlite()
    databases.push(migrated, fromSchema)
    await runMigrations(async () => ({
      exec: async (sql) => void (await migrated.exec(sql)),
      query: async (sql, params) => (await migrated.query(sql, params)).rows as Record<string, unknown>[],
      release: async () => {},
    }))
    await fromSchema.exec(diffs.fromEmpty.join('\n'))

    const [fromMigrations, expected] = await Promise.all([catalogue(migrated), catalogue(fromSchema)])
    const missing = expected.filter((line) => !fromMigrations.includes(line))
    const extra = fromMigrations.filter((line) => !expected.includes(line))
    expect({ missing, extra }, 'migrations and schema disagree: run `npm run db:generate`').toEqual({ missing: [], extra: [] })
    expect(fromMigrations.length).toBeGreaterThan(100)
  }, 60_000)
})
