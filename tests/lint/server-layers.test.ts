// The server's layers hold in the linter (src/server/README.md): for each folder of src/server, a
// snippet at a virtual path in it imports the folders it may not, Drizzle and Fastify's request;
// each forbidden import must fail with no-restricted-imports, each allowed one must pass, and every
// folder keeps the server's own layer rule (no client code, only the generated API types).
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ overrideConfigFile: 'eslint.config.js' })

async function restrictions(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath })
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}
const importOf = (specifier: string) => `import { thing } from '${specifier}'\nexport const used = thing\n`
const typeImportOf = (specifier: string) => `import type { Thing } from '${specifier}'\nexport type Used = Thing\n`
const requestImport = "import type { FastifyRequest } from 'fastify'\nexport type Used = FastifyRequest\n"
const replyImport = "import { type FastifyReply } from 'fastify'\nexport type Used = FastifyReply\n"

type Folder = 'routes' | 'plugins' | 'events' | 'services' | 'games' | 'bots' | 'security' | 'payments' | 'packs' | 'seed' | 'db/repositories'

/** What each folder may not import among the server's folders (paths from a file of the folder), and may. */
const RULES: Record<Folder, { no: string[]; ok: string[]; drizzle: boolean; http: boolean }> = {
  routes: { no: ['../db/repositories/users', '../db/schema', '../db/schema/games'], ok: ['../services/users', '../games/actions', '../plugins/access', '../db/client', '../contract-types', './types'], drizzle: false, http: true },
  plugins: { no: ['../routes/types', '../db/schema'], ok: ['../db/repositories/users', '../games/sweep', '../services/payment-reconciliation'], drizzle: false, http: true },
  events: { no: ['../routes/events'], ok: ['../games/read', '../db/repositories/friends', '../plugins/access'], drizzle: true, http: true },
  services: { no: ['../routes/types', '../plugins/poll-cache', '../events', '../bots/host', '../db/schema'], ok: ['../db/repositories/users', '../contract-types', '../seed/starter', '../payments'], drizzle: false, http: false },
  games: { no: ['../routes/types', '../plugins/etag', '../plugins/poll-cache', '../services/starter', '../db/schema/games'], ok: ['../db/repositories/games', '../bots/host', '../events', '../contract-types', '../security/access'], drizzle: false, http: false },
  bots: { no: ['../routes/games', '../plugins/poll-cache', '../services/starter', '../events'], ok: ['../games/mutate', '../db/client'], drizzle: false, http: false },
  security: { no: ['../routes/auth', '../plugins/auth', '../games/types', '../services/users'], ok: ['../db/client', '../errors'], drizzle: true, http: false },
  payments: { no: ['../routes/payments', '../plugins/csp', '../services/skin-purchase'], ok: ['../db/client', '../config'], drizzle: true, http: false },
  packs: { no: ['../routes/packs', '../plugins/auth', '../games/types'], ok: ['../db/repositories/pity'], drizzle: true, http: false },
  seed: { no: ['../routes/users', '../plugins/auth', '../games/creation', '../bots/host'], ok: ['../services/starter', '../db/repositories/users'], drizzle: true, http: false },
  'db/repositories': { no: ['../../routes/types', '../../services/users', '../../games/mutate', '../../games', '../../plugins/poll-cache', '../../bots/host', '../../events'], ok: ['../../games/types', '../../packs/draw', '../schema', '../client', './users', '../../contract-types'], drizzle: true, http: false },
}

describe('server layers: routes → services (and games/) → repositories', () => {
  for (const [folder, rule] of Object.entries(RULES)) {
    const file = `src/server/${folder}/__fixture__.ts`
    describe(`src/server/${folder}`, () => {
      for (const forbidden of rule.no) {
        it(`may not import ${forbidden}`, async () => {
          expect(await restrictions(file, importOf(forbidden))).toHaveLength(1)
          expect(await restrictions(file, typeImportOf(forbidden))).toHaveLength(1)
        })
      }
      for (const allowed of rule.ok) {
        it(`may import ${allowed}`, async () => expect(await restrictions(file, importOf(allowed))).toEqual([]))
      }
      it(`${rule.drizzle ? 'may' : 'may not'} import Drizzle`, async () => {
        for (const pkg of ['drizzle-orm', 'drizzle-orm/pg-core']) expect(await restrictions(file, importOf(pkg))).toHaveLength(rule.drizzle ? 0 : 1)
      })
      it(`${rule.http ? 'may' : 'may not'} see Fastify's request and reply`, async () => {
        expect(await restrictions(file, requestImport)).toHaveLength(rule.http ? 0 : 1)
        expect(await restrictions(file, replyImport)).toHaveLength(rule.http ? 0 : 1)
        expect(await restrictions(file, "import type { FastifyInstance } from 'fastify'\nexport type Used = FastifyInstance\n")).toEqual([])
      })
      it('keeps the server layer rule', async () => {
        const up = folder === 'db/repositories' ? '../../../' : '../../'
        expect(await restrictions(file, importOf(`${up}ui/App`))).toHaveLength(1)
        expect(await restrictions(file, importOf(`${up}pwa/paths`))).toHaveLength(1)
        expect(await restrictions(file, importOf('jotai'))).toHaveLength(1)
        expect(await restrictions(file, typeImportOf(`${up}api/schema`))).toEqual([])
      })
    })
  }

  it('keeps the rule for deeper files of a folder', async () => {
    expect(await restrictions('src/server/games/deep/__fixture__.ts', importOf('../../plugins/etag'))).toHaveLength(1)
    expect(await restrictions('src/server/services/deep/__fixture__.ts', requestImport)).toHaveLength(1)
  })
})
