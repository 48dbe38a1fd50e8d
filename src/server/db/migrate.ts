// A small migrator: applies src/server/db/migrations/*.sql in name order, each once, each in a transaction,
// under an advisory lock on PostgreSQL. 0001_… to 0300_… are the hand-written history; later files are
// generated from the Drizzle schema by drizzle-kit (`npm run db:generate`, timestamped names that sort
// after them; its snapshots live in migrations/meta). tests/server/schema-drift.test.ts keeps both in step.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface SqlRunner {
  exec(sql: string): Promise<void>
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>
  release(): Promise<void>
}

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations')
const LOCK_KEY = 4_242_017 // advisory lock shared by every instance migrating the same database

export function migrationFiles(): { name: string; sql: string }[] {
  return readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(migrationsFolder, name), 'utf8') }))
}

export async function runMigrations(connect: () => Promise<SqlRunner>, useLock = false): Promise<void> {
  const runner = await connect()
  try {
    if (useLock) await runner.query('SELECT pg_advisory_lock($1)', [LOCK_KEY])
    await runner.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    )
    const done = new Set((await runner.query('SELECT name FROM schema_migrations')).map((r) => String(r.name)))
    for (const { name, sql } of migrationFiles()) {
      if (done.has(name)) continue
      await runner.exec('BEGIN')
      try {
        await runner.exec(sql)
        await runner.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name])
        await runner.exec('COMMIT')
      } catch (error) {
        await runner.exec('ROLLBACK')
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`)
      }
    }
  } finally {
    if (useLock) await runner.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {})
    await runner.release()
  }
}
