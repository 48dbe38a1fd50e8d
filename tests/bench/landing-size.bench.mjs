#!/usr/bin/env node
// Landing page JavaScript size: builds the client into a temporary folder (with Vite's manifest)
// and prints the gzip size of the JS the landing page loads — the entry chunk and its static
// imports — then the other chunks. Target: landing ≤ 120 KB gzip, with Pixi, Howler and Stripe in
// other chunks. Prints, never asserts. Run: npm run bench landing   (or node tests/bench/landing-size.bench.mjs)
// With `--dist DIR` it reads a build already made with a manifest (vite build --manifest --outDir DIR)
// instead of building.
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, mkdtempSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { gzipSync } from 'node:zlib'

const TARGET_KB = 120
const distArg = process.argv.indexOf('--dist')
const given = distArg > 0 ? process.argv[distArg + 1] : undefined
const out = given ?? mkdtempSync(join(tmpdir(), 'landing-size-'))
try {
  if (!given) {
    const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'error', '--manifest', '--outDir', out, '--emptyOutDir'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }

  const manifest = JSON.parse(readFileSync(join(out, '.vite', 'manifest.json'), 'utf8'))
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
  const landing = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || landing.has(chunk.file)) return
    landing.add(chunk.file)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  visit(entryKey)

  const gzipKb = (file) => gzipSync(readFileSync(join(out, file))).length / 1024
  const allJs = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'))
  const landingJs = allJs.filter((f) => landing.has(f))
  const others = allJs.filter((f) => !landing.has(f)).map((f) => ({ f, kb: gzipKb(f) })).sort((a, b) => b.kb - a.kb)
  const landingKb = landingJs.reduce((sum, f) => sum + gzipKb(f), 0)
  const othersKb = others.reduce((sum, o) => sum + o.kb, 0)

  const landingCode = landingJs.map((f) => readFileSync(join(out, f), 'utf8')).join('\n')
  const heavy = {
    Pixi: /pixi\.js|PIXI|WebGLRenderer|autoDetectRenderer/.test(landingCode),
    Howler: /Howler|new Howl\b|howler/.test(landingCode),
    Stripe: /js\.stripe\.com|loadStripe|@stripe/.test(landingCode),
  }

  console.log(`landing route JS (entry + static imports): ${landingKb.toFixed(1)} KB gzip in ${landingJs.length} file(s) — target ≤ ${TARGET_KB} KB ${landingKb <= TARGET_KB ? '✔' : '✘'}`)
  for (const f of landingJs) console.log(`  ${gzipKb(f).toFixed(1).padStart(7)} KB  ${f}`)
  console.log(`other chunks (lazy): ${othersKb.toFixed(1)} KB gzip in ${others.length} file(s)`)
  for (const o of others.slice(0, 15)) console.log(`  ${o.kb.toFixed(1).padStart(7)} KB  ${o.f}`)
  if (others.length > 15) console.log(`  … and ${others.length - 15} smaller chunk(s)`)
  console.log(`Pixi, Howler, Stripe in the landing bundle: ${Object.entries(heavy).map(([k, v]) => `${k} ${v ? 'YES ✘' : 'no'}`).join(', ')}`)
} finally {
  if (!given) rmSync(out, { recursive: true, force: true })
}
