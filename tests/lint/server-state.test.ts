// No module-level map keyed by the database handle in src/server (eslint.config.js, serverStateBlock):
// what an app holds on its database is an object the app owns, made by a plugin. Each fixture is
// linted at a virtual path of src/server; the three maps the plugins replaced must fail.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ overrideConfigFile: 'eslint.config.js' })

async function refusals(source: string, filePath = 'src/server/games/__fixture__.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath })
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
}

const uses = (name: string, key: string) => `\nexport const read = (k: ${key}) => ${name}.get(k)\n`

describe('server state: no module-level map keyed by the database', () => {
  it('refuses the maps the plugins replaced (game cache, bot host, save batchers)', async () => {
    const cache = "import type { Db } from '../db/client'\nconst caches = new WeakMap<Db, object>()" + uses('caches', 'Db')
    const hosts = "import type { Db } from '../db/client'\nconst hosts = new WeakMap<Db, { pooled: boolean }>()" + uses('hosts', 'Db')
    const batchers = "import type { RawClient } from './games-save-columns'\nconst batchers = new WeakMap<RawClient, object>()" + uses('batchers', 'RawClient')
    expect(await refusals(cache)).toHaveLength(1)
    expect(await refusals(hosts, 'src/server/bots/__fixture__.ts')).toHaveLength(1)
    expect(await refusals(batchers, 'src/server/db/repositories/__fixture__.ts')).toHaveLength(1)
  })

  it('refuses a Map, an exported one, one typed by its annotation, and one keyed by the Database', async () => {
    expect(await refusals("import type { Db } from '../db/client'\nexport const byDb = new Map<Db, number>()\n")).toHaveLength(1)
    expect(await refusals("import type { Db } from '../db/client'\nconst byDb: WeakMap<Db, number> = new WeakMap()" + uses('byDb', 'Db'))).toHaveLength(1)
    expect(await refusals("import type { Database } from '../db/client'\nconst byDatabase = new Map<Database, number>()" + uses('byDatabase', 'Database'), 'src/server/plugins/__fixture__.ts')).toHaveLength(1)
  })

  it('allows maps with other keys, and maps of a function or of a class instance', async () => {
    expect(await refusals('const byId = new Map<number, string>()' + uses('byId', 'number'))).toEqual([])
    expect(await refusals("import type { Db } from '../db/client'\nexport function counts(db: Db) {\n  const seen = new Map<Db, number>()\n  return seen.get(db)\n}\n")).toEqual([])
    expect(await refusals("import type { Db } from '../db/client'\nexport class Holder {\n  private readonly held = new Map<Db, number>()\n  read = (db: Db) => this.held.get(db)\n}\n")).toEqual([])
  })
})
