// No runtime import cycle in src/ (a cycle makes module order decide what is undefined at load):
// the relative value imports of every file, resolved, form a graph without a cycle. Type-only
// imports are erased at build time and do not count.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) sourceFiles(path, out)
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(resolve(path))
  }
  return out
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier)
  const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base]
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null
}

/** The files a file imports for their values (relative imports and re-exports, `import type` left out). */
function valueImports(file: string): string[] {
  const code = readFileSync(file, 'utf8')
  const found: string[] = []
  for (const m of code.matchAll(/^(?:import|export)\s+(?!type\b)([^'";]*?)\s*from\s+'(\.[^']+)'/gm)) {
    const names = m[1].trim()
    const typesOnly = /^\{[^}]*\}$/.test(names) && names.slice(1, -1).split(',').map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith('type '))
    if (typesOnly) continue
    const target = resolveImport(file, m[2])
    if (target) found.push(target)
  }
  for (const m of code.matchAll(/^import\s+'(\.[^']+)'/gm)) {
    const target = resolveImport(file, m[1])
    if (target) found.push(target)
  }
  return found
}

/** Every file a file imports: values, types and dynamic `import()` alike. */
function allImports(file: string): string[] {
  const code = readFileSync(file, 'utf8')
  const specifiers = [...code.matchAll(/(?:\bfrom\s+|^import\s+|\bimport\(\s*)'(\.[^']+)'/gm)].map((m) => m[1])
  return specifiers.map((s) => resolveImport(file, s)).filter((t): t is string => t !== null)
}

/** The layer a file of `root` belongs to: its first folder (`scene/model` and `scene/view` apart), or the file itself. */
function layerOf(root: string, file: string): string {
  const parts = relative(root, file).split(/[\\/]/)
  if (parts.length === 1) return parts[0]
  return parts[0] === 'scene' && parts.length > 2 ? `scene/${parts[1]}` : parts[0]
}

/** The graph of layers: which layer imports which (any import, types and dynamic ones included). */
function layerGraph(root: string): Map<string, string[]> {
  const edges = new Map<string, Set<string>>()
  for (const file of sourceFiles(root)) {
    const from = layerOf(root, file)
    const targets = edges.get(from) ?? new Set<string>()
    for (const target of allImports(file)) {
      const to = layerOf(root, target)
      if (to !== from && !target.startsWith('..') && !relative(root, target).startsWith('..')) targets.add(to)
    }
    edges.set(from, targets)
  }
  return new Map([...edges].map(([k, v]) => [k, [...v]]))
}

function cycles(files: string[]): string[][] {
  return cyclesOf(new Map(files.map((f) => [f, valueImports(f)]))).map((cycle) => cycle.map((f) => relative(process.cwd(), f)))
}

function cyclesOf(graph: Map<string, string[]>): string[][] {
  const files = [...graph.keys()]
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    stack.push(file)
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)))
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(file, 'done')
  }
  for (const file of files) if (!state.has(file)) visit(file)
  return found
}

describe('import cycles', () => {
  it('finds a cycle of value imports and ignores type-only ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycles-'))
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b'\nexport const a = b\n")
    writeFileSync(join(dir, 'b.ts'), "export { c as b } from './c'\n")
    writeFileSync(join(dir, 'c.ts'), "import type { A } from './a'\nexport const c: A | 1 = 1\n")
    expect(cycles(sourceFiles(dir))).toEqual([])
    writeFileSync(join(dir, 'c.ts'), "import { a } from './a'\nexport const c = () => a\n")
    expect(cycles(sourceFiles(dir))).toHaveLength(1)
    rmSync(dir, { recursive: true, force: true })
  })

  it('finds a cycle between folders, through a type or a lazy import', () => {
    const dir = mkdtempSync(join(tmpdir(), 'layers-'))
    for (const folder of ['ui', 'pwa']) mkdirSync(join(dir, folder))
    writeFileSync(join(dir, 'ui', 'page.ts'), "export const Entry = () => import('../pwa/entry')\n")
    writeFileSync(join(dir, 'pwa', 'entry.ts'), "export const entry = 1\n")
    writeFileSync(join(dir, 'pwa', 'policy.ts'), "export const policy = 1\n")
    expect(cyclesOf(layerGraph(dir))).toEqual([])
    writeFileSync(join(dir, 'pwa', 'policy.ts'), "import type { Paths } from '../ui/page'\nexport const policy: Paths | 1 = 1\n")
    const [cycle, ...more] = cyclesOf(layerGraph(dir))
    expect([[...cycle].sort(), more]).toEqual([['pwa', 'ui'], []])
    rmSync(dir, { recursive: true, force: true })
  })

  it('the folders of src/ import each other without a cycle (pwa sits below ui)', () => {
    const graph = layerGraph('src')
    expect(graph.get('ui')).toContain('pwa')
    expect(cyclesOf(graph)).toEqual([])
  })

  it('src/ has no runtime import cycle (e.g. the repositories collection → locks → decks → collection)', () => {
    expect(cycles(sourceFiles('src'))).toEqual([])
  })
})
