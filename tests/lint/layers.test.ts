// The layer graph of src/README.md holds in the linter: for each folder, a snippet at a virtual
// path in it imports every other folder and some packages; forbidden imports must fail with
// no-restricted-imports, allowed ones must pass (so a later config block can never drop a rule again).
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ overrideConfigFile: 'eslint.config.js' })

const FOLDERS = ['game', 'text', 'audio', 'images', 'api', 'scene/model', 'state', 'scene/view', 'pwa', 'ui', 'server'] as const
type Folder = (typeof FOLDERS)[number]

/** The graph of src/README.md: the project folders each folder may import. */
const ALLOWED: Record<Folder, Folder[]> = {
  game: [],
  text: ['game'],
  audio: [],
  images: [],
  api: ['text'],
  'scene/model': ['game', 'text'],
  state: ['game', 'text', 'api', 'scene/model'],
  'scene/view': ['game', 'text', 'audio', 'images', 'state', 'scene/model'],
  pwa: ['game', 'text', 'api', 'state'],
  ui: ['game', 'text', 'audio', 'images', 'api', 'state', 'scene/model', 'scene/view', 'pwa'],
  server: ['game'],
}

/** Packages each folder may and may not import (a sample; the README lists the rule). */
const PACKAGES: Record<Folder, { ok: string[]; no: string[] }> = {
  game: { ok: [], no: ['drizzle-orm', 'react', 'pixi.js'] },
  text: { ok: [], no: ['react', 'jotai'] },
  audio: { ok: ['howler'], no: ['react', 'jotai', 'pixi.js'] },
  images: { ok: [], no: ['react', 'jotai'] },
  api: { ok: ['openapi-fetch', 'eventsource-parser'], no: ['react', 'jotai', 'jotai/utils'] },
  'scene/model': { ok: [], no: ['pixi.js', '@pixi/react', 'react', 'jotai'] },
  state: { ok: ['jotai', 'jotai/utils'], no: ['react', 'pixi.js', 'howler'] },
  'scene/view': { ok: ['react', 'pixi.js', '@pixi/react'], no: ['jotai', 'howler', 'radix-ui', 'openapi-fetch'] },
  pwa: { ok: ['react', 'react-dom/client', 'workbox-window', 'node:fs'], no: ['jotai', 'howler', 'pixi.js'] },
  ui: { ok: ['react', 'radix-ui', 'react-router-dom', '@stripe/stripe-js'], no: ['jotai', 'jotai/utils', 'howler', 'pixi.js', '@pixi/react'] },
  server: { ok: ['fastify', 'drizzle-orm', 'node:crypto'], no: ['jotai', 'howler'] },
}

/** A virtual file in the folder, and the relative path from it to another folder of src/. */
const fixturePath = (folder: Folder, ext = 'ts') => `src/${folder}/__fixture__.${ext}`
const pathTo = (from: Folder, to: string) => `${'../'.repeat(from.split('/').length)}${to}/thing`

async function restrictions(folder: Folder, source: string, ext = 'ts'): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: fixturePath(folder, ext) })
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}
const importOf = (specifier: string) => `import { thing } from '${specifier}'\nexport const used = thing\n`
const typeImportOf = (specifier: string) => `import type { Thing } from '${specifier}'\nexport type Used = Thing\n`

describe('the layer graph is enforced by the linter', () => {
  for (const from of FOLDERS) {
    describe(`src/${from}`, () => {
      for (const to of FOLDERS.filter((f) => f !== from)) {
        const allowed = ALLOWED[from].includes(to)
        it(`${allowed ? 'may' : 'may not'} import src/${to}`, async () => {
          const found = await restrictions(from, importOf(pathTo(from, to)))
          if (allowed) expect(found).toEqual([])
          else expect(found).toHaveLength(1)
          if (!allowed) expect(await restrictions(from, typeImportOf(pathTo(from, to)))).toHaveLength(1)
        })
      }
      for (const pkg of PACKAGES[from].ok) {
        it(`may import ${pkg}`, async () => expect(await restrictions(from, importOf(pkg))).toEqual([]))
      }
      for (const pkg of PACKAGES[from].no) {
        it(`may not import ${pkg}`, async () => expect(await restrictions(from, importOf(pkg))).toHaveLength(1))
      }
    })
  }

  it('keeps the rule for .tsx files and for deeper files of a folder', async () => {
    const [deep] = await eslint.lintText(importOf('../../../server/app'), { filePath: 'src/ui/pages/game/__fixture__.tsx' })
    expect(deep.messages.map((m) => m.ruleId)).toContain('no-restricted-imports')
    expect(await restrictions('scene/view', typeImportOf('../../api/games'), 'tsx')).toHaveLength(1)
    expect(await restrictions('scene/view', importOf('../../ui/images/imageCache'), 'tsx')).toHaveLength(1)
  })

  it('reaches a scene sibling by its short path', async () => {
    expect(await restrictions('scene/model', importOf('../view/BattleStage'))).toHaveLength(1)
    expect(await restrictions('scene/view', importOf('../model'))).toEqual([])
    expect(await restrictions('scene/model', importOf('./layout'))).toEqual([])
  })

  it('lets the server import the generated API types only', async () => {
    expect(await restrictions('server', typeImportOf('../api/schema'))).toEqual([])
    expect(await restrictions('server', importOf('../api/client'))).toHaveLength(1)
    expect(await restrictions('server', importOf('../api/games'))).toHaveLength(1)
  })

  it('keeps the client entry off the server', async () => {
    const [entry] = await eslint.lintText(importOf('./server/app'), { filePath: 'src/main.tsx' })
    expect(entry.messages.map((m) => m.ruleId)).toContain('no-restricted-imports')
    const [ok] = await eslint.lintText(importOf('./ui/App'), { filePath: 'src/main.tsx' })
    expect(ok.messages.filter((m) => m.ruleId === 'no-restricted-imports')).toEqual([])
  })
})
