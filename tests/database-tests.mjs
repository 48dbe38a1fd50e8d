// Which server test files depend on the database they are given (TEST_DATABASE_URL): those that
// read it, or import, directly or through the server tests' own helpers, a file that does (helpers/app.ts
// makes every test database). `npm test`'s PostgreSQL step runs only these; the others (the
// catalogue, the bot pool, the hashing threads, the shutdown of a real server on its own PGlite…)
// would run the very same code a second time.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const SERVER_TESTS = join(ROOT, 'tests', 'server')
const READS_THE_URL = /TEST_DATABASE_URL/
// static and dynamic imports of relative paths (type-only ones too: a file in doubt runs on both)
const RELATIVE_IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts']

/** The file an import names, if it is one of the server tests' own (src/ never reads the variable). */
function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier)
  if (!base.startsWith(SERVER_TESTS)) return null
  const found = EXTENSIONS.map((extension) => base + extension).find((path) => existsSync(path) && !path.endsWith('/'))
  return found ?? null
}

/** Whether `file` or anything of the tests' own that it imports reads TEST_DATABASE_URL. */
function dependsOnDatabase(file, seen = new Set()) {
  if (seen.has(file)) return false
  seen.add(file)
  const text = readFileSync(file, 'utf8')
  if (READS_THE_URL.test(text)) return true
  for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
    const imported = resolveImport(file, specifier)
    if (imported && dependsOnDatabase(imported, seen)) return true
  }
  return false
}

/** The server test files (paths from the project root) split by whether they use the given database. */
export function serverTestFiles() {
  const files = readdirSync(SERVER_TESTS)
    .filter((name) => /\.test\.tsx?$/.test(name))
    .sort()
    .map((name) => join(SERVER_TESTS, name))
  const usesDatabase = []
  const databaseFree = []
  for (const file of files) (dependsOnDatabase(file) ? usesDatabase : databaseFree).push(relative(ROOT, file))
  return { usesDatabase, databaseFree }
}
