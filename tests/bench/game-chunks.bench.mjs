#!/usr/bin/env node
// Size of the game route's chunks (gzip): builds the client into a temporary folder with Vite's
// manifest and prints the JavaScript the battle screen loads — the game page's lazy chunk (chrome,
// state, scene model, Howler) with what it imports and the landing bundle does not already hold,
// then the canvas chunk (Pixi, @pixi/react, the scene view) and Pixi's own lazily loaded renderer
// chunks. Prints, never asserts. Run: node tests/bench/run.mjs game-chunks
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, mkdtempSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { gzipSync } from 'node:zlib'

const out = mkdtempSync(join(tmpdir(), 'game-chunks-'))
try {
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'error', '--manifest', '--outDir', out, '--emptyOutDir'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
  const manifest = JSON.parse(readFileSync(join(out, '.vite', 'manifest.json'), 'utf8'))
  const gz = (file) => gzipSync(readFileSync(join(out, file))).length / 1024
  const fileOf = (key) => manifest[key]?.file

  /** The files a chunk needs at once (itself and its static imports), minus those already loaded. */
  const closure = (key, loaded) => {
    const files = new Set()
    const visit = (k) => {
      const chunk = manifest[k]
      if (!chunk || loaded.has(chunk.file) || files.has(chunk.file)) return
      files.add(chunk.file)
      for (const dep of chunk.imports ?? []) visit(dep)
    }
    visit(key)
    return files
  }
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)
  const landing = closure(entry, new Set())
  const pageKey = Object.keys(manifest).find((k) => k.endsWith('src/ui/pages/game/GamePage.tsx'))
  const canvasKey = Object.keys(manifest).find((k) => k.endsWith('src/scene/view/BattleCanvas.tsx'))
  if (!pageKey || !canvasKey) throw new Error('game chunks not found in the manifest')
  const page = closure(pageKey, landing)
  const canvas = closure(canvasKey, new Set([...landing, ...page]))
  // Pixi loads its renderer (WebGL / WebGPU) and browser extensions with dynamic imports.
  const lazyFromCanvas = new Set()
  for (const f of canvas) {
    const key = Object.keys(manifest).find((k) => manifest[k].file === f)
    for (const d of manifest[key]?.dynamicImports ?? []) for (const g of closure(d, new Set([...landing, ...page, ...canvas]))) lazyFromCanvas.add(g)
  }
  const sum = (files) => [...files].reduce((n, f) => n + gz(f), 0)
  const list = (files) =>
    [...files]
      .map((f) => ({ f, kb: gz(f) }))
      .sort((a, b) => b.kb - a.kb)
      .forEach(({ f, kb }) => console.log(`    ${kb.toFixed(1).padStart(7)} KB  ${f}`))
  console.log(`game route JS (gzip), beyond the landing bundle:`)
  console.log(`  page chunk (chrome, state, scene model, Howler) + its imports: ${sum(page).toFixed(1)} KB in ${page.size} file(s)`)
  list(page)
  console.log(`  canvas chunk (Pixi, @pixi/react, scene view) + its imports: ${sum(canvas).toFixed(1)} KB in ${canvas.size} file(s)`)
  list(canvas)
  console.log(`  Pixi's lazily loaded renderer/extension chunks (only those used load): ${sum(lazyFromCanvas).toFixed(1)} KB in ${lazyFromCanvas.size} file(s)`)
  console.log(`  total to open a battle (page + canvas + WebGL renderer at most): ${(sum(page) + sum(canvas) + sum(lazyFromCanvas)).toFixed(1)} KB`)
  console.log(`  landing bundle for reference: ${sum(landing).toFixed(1)} KB (${fileOf(entry)})`)
  const landingCode = [...landing].map((f) => readFileSync(join(out, f), 'utf8')).join('\n')
  console.log(`  Pixi or Howler in the landing bundle: ${/WebGLRenderer|autoDetectRenderer|new Howl\b|Howler/.test(landingCode) ? 'YES ✘' : 'no ✔'}`)
} finally {
  rmSync(out, { recursive: true, force: true })
}
