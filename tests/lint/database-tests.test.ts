// The PostgreSQL step's choice of files (tests/database-tests.mjs): every file that makes a test
// database runs on both databases, directly or through a helper; only files that never reach
// TEST_DATABASE_URL are left to the PGlite step.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { serverTestFiles } from '../database-tests.mjs'

describe('the server tests run on PostgreSQL', () => {
  const { usesDatabase, databaseFree } = serverTestFiles()

  it('are the files that use the test database, directly or through the helpers', () => {
    expect(usesDatabase).toContain('tests/server/smoke.test.ts') // testApp from helpers/app
    expect(usesDatabase).toContain('tests/server/limits-burst.test.ts') // through helpers/bursts
    expect(usesDatabase).toContain('tests/server/games-moves.test.ts')
    expect(databaseFree).toContain('tests/server/tokens.test.ts')
    expect(databaseFree).toContain('tests/server/shutdown.test.ts') // a real server on its own PGlite
    expect(usesDatabase.length + databaseFree.length).toBe(new Set([...usesDatabase, ...databaseFree]).size)
  })

  it('leave out only files that import nothing of the tests’ database helpers', () => {
    for (const file of databaseFree) {
      const text = readFileSync(file, 'utf8')
      expect(text, file).not.toMatch(/TEST_DATABASE_URL|PG_URL|helpers\/(app|bursts)['"]/)
    }
    expect(databaseFree.length).toBeLessThan(usesDatabase.length / 2)
  })
})
