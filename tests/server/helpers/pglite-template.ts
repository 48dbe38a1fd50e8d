// A migrated PGlite database folder made once and copied for every test database: opening a fresh
// in-memory PGlite runs initdb (5 to 15 s on 2 cores), copying a migrated folder and opening it
// takes well under a second. The node project's global setup (tests/server/helpers/global-setup.ts)
// makes the template once for the run; without it, each test process makes its own on first use.
// The tests' template is also seeded as testApp's first start seeds (helpers/seed-template.ts).
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { openDatabase, type Database } from '../../../src/server/db/client'
import { seedAsTestApp } from './seed-template'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | null
  }
}

/** Where the copies go: memory-backed /dev/shm when there is one. */
const scratch = (): string => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir())

/**
 * Makes a migrated PGlite folder (openDatabase keeps its files in <dir>/pglite) and returns dir;
 * `seeded`: seeded as testApp's first start does (same configuration, same manual clock).
 */
export async function makeTemplate(options: { seeded?: boolean } = {}): Promise<string> {
  const dir = mkdtempSync(join(scratch(), 'arene-pglite-template-'))
  const database = await openDatabase({ databaseUrl: null, dataDir: dir })
  await database.migrate()
  if (options.seeded) await seedAsTestApp(database)
  await database.close()
  return dir
}

/** Removes a template and the copies made from it. */
export function removeTemplate(dir: string): void {
  rmSync(`${dir}-copies`, { recursive: true, force: true })
  rmSync(dir, { recursive: true, force: true })
}

let local: Promise<string> | null = null
function template(): Promise<string> {
  let provided: string | null | undefined
  try {
    provided = inject('pgliteTemplate')
  } catch {
    provided = null
  }
  if (provided && existsSync(provided)) return Promise.resolve(provided)
  if (!local) {
    local = makeTemplate({ seeded: true })
    void local.then((dir) => process.once('exit', () => removeTemplate(dir)))
  }
  return local
}

/** A fresh migrated and seeded PGlite database (a copy of the template on disk), removed by `dispose`. */
export async function pgliteCopy(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const source = await template()
  // beside the template, in a folder its owner removes at the end (a copy a test never disposed goes too)
  const copies = `${source}-copies`
  mkdirSync(copies, { recursive: true })
  const dir = mkdtempSync(join(copies, 'db-'))
  cpSync(source, dir, { recursive: true })
  const database = await openDatabase({ databaseUrl: null, dataDir: dir })
  await database.migrate() // applies any migration newer than the template (none, normally)
  return {
    database,
    dispose: async () => {
      await database.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
