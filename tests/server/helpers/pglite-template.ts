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
/**
 * The test databases' PGlite runs on the test's own thread (the server runs it in a thread of its
 * own, db/pglite-thread.ts, which tests/server/pglite-thread.test.ts and the browser suite's servers
 * cover): one request at a time, each query's trip between threads would be pure cost.
 * TEST_PGLITE_THREAD=1 runs them through the thread too.
 */
const IN_PROCESS = process.env.TEST_PGLITE_THREAD !== '1'

const scratch = (): string => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir())

/**
 * Makes a migrated PGlite folder (openDatabase keeps its files in <dir>/pglite) and returns dir;
 * `seeded`: seeded as testApp's first start does (same configuration, same manual clock).
 */
export async function makeTemplate(options: { seeded?: boolean } = {}): Promise<string> {
  const dir = mkdtempSync(join(scratch(), 'arene-pglite-template-'))
  const database = await openDatabase({ databaseUrl: null, dataDir: dir, pgliteInProcess: IN_PROCESS })
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

/** A fresh migrated and seeded PGlite database (a copy of the template on disk), removed by `dispose`; `thread`: in its own thread, as the server runs it. */
export async function pgliteCopy(options: { thread?: boolean } = {}): Promise<{ database: Database; dispose(): Promise<void> }> {
  const source = await template()
  // beside the template, in a folder its owner removes at the end (a copy a test never disposed goes too)
  const copies = `${source}-copies`
  mkdirSync(copies, { recursive: true })
  const dir = mkdtempSync(join(copies, 'db-'))
  cpSync(source, dir, { recursive: true })
  const database = await openDatabase({ databaseUrl: null, dataDir: dir, pgliteInProcess: !options.thread && IN_PROCESS })
  await database.migrate() // applies any migration newer than the template (none, normally)
  return {
    database,
    dispose: async () => {
      await database.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
