// The server's layers hold in the linter: routes and services never import Drizzle nor the
// schema's tables (they go through src/server/db/repositories), and keep the server's layer rule.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ overrideConfigFile: 'eslint.config.js' })

async function restrictions(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath })
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}
const importOf = (specifier: string) => `import { thing } from '${specifier}'\nexport const used = thing\n`
const typeImportOf = (specifier: string) => `import type { Thing } from '${specifier}'\nexport type Used = Thing\n`

describe('server layers: routes → services → repositories', () => {
  for (const folder of ['routes', 'services']) {
    const file = `src/server/${folder}/__fixture__.ts`
    describe(`src/server/${folder}`, () => {
      for (const forbidden of ['drizzle-orm', 'drizzle-orm/pg-core', '../db/schema', '../db/schema/games']) {
        it(`may not import ${forbidden}`, async () => {
          expect(await restrictions(file, importOf(forbidden))).toHaveLength(1)
          expect(await restrictions(file, typeImportOf(forbidden))).toHaveLength(1)
        })
      }
      for (const allowed of ['../db/repositories/users', '../db/client', '../errors', 'fastify', '../../game']) {
        it(`may import ${allowed}`, async () => expect(await restrictions(file, importOf(allowed))).toEqual([]))
      }
      it('keeps the server layer rule', async () => {
        expect(await restrictions(file, importOf('../../ui/App'))).toHaveLength(1)
        expect(await restrictions(file, importOf('jotai'))).toHaveLength(1)
        expect(await restrictions(file, typeImportOf('../../api/schema'))).toEqual([])
      })
    })
  }

  it('lets repositories and the rest of the server import Drizzle', async () => {
    expect(await restrictions('src/server/db/repositories/__fixture__.ts', importOf('drizzle-orm'))).toEqual([])
    expect(await restrictions('src/server/db/repositories/__fixture__.ts', importOf('../schema'))).toEqual([])
    expect(await restrictions('src/server/games/__fixture__.ts', importOf('../db/repositories/games'))).toEqual([])
  })
})
