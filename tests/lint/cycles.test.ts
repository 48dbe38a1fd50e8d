// No runtime import cycle in src/ (a cycle makes module order decide what is undefined at load):
// the relative value imports of every file, resolved, form a graph without a cycle. Type-only
// imports are erased at build time and do not count.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
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

function cycles(files: string[]): string[][] {
  const graph = new Map(files.map((f) => [f, valueImports(f)]))
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    stack.push(file)
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)).map((f) => relative(process.cwd(), f)))
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

  it('src/ has no runtime import cycle (e.g. the repositories collection → locks → decks → collection)', () => {
    expect(cycles(sourceFiles('src'))).toEqual([])
  })
})
