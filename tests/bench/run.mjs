#!/usr/bin/env node
// `npm run bench`: runs every benchmark script in tests/bench (files named *.bench.ts or
// *.bench.mjs) one after the other and prints their figures. Benchmarks print, never assert.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'

// Words before the first flag that name a script (by part of its name) select it; the other words
// go to each selected script: `npm run bench -- balance --quick first-move`.
const words = process.argv.slice(2)
const all = readdirSync('tests/bench').filter((f) => /\.bench\.(ts|mjs)$/.test(f))
const firstFlag = words.findIndex((w) => w.startsWith('-'))
const selecting = (w, i) => (firstFlag < 0 || i < firstFlag) && all.some((f) => f.includes(w))
const only = words.filter(selecting)
const passed = words.filter((w, i) => !selecting(w, i))
const scripts = all.filter((f) => only.length === 0 || only.some((o) => f.includes(o))).sort()
let failed = 0
for (const file of scripts) {
  console.log(`\n━━ ${file}`)
  const args = [...(file.endsWith('.ts') ? ['--import', 'tsx'] : []), `tests/bench/${file}`, ...passed]
  const result = spawnSync('node', args, { stdio: 'inherit' })
  if (result.status !== 0) failed += 1
}
if (failed) {
  console.log(`\n${failed} benchmark(s) could not run.`)
  process.exit(1)
}
