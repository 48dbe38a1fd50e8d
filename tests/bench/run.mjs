#!/usr/bin/env node
// `npm run bench`: runs every benchmark script in tests/bench (files named *.bench.ts or
// *.bench.mjs) one after the other and prints their figures. Benchmarks print, never assert.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'

const only = process.argv.slice(2)
const scripts = readdirSync('tests/bench')
  .filter((f) => /\.bench\.(ts|mjs)$/.test(f))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort()
let failed = 0
for (const file of scripts) {
  console.log(`\n━━ ${file}`)
  const args = file.endsWith('.ts') ? ['--import', 'tsx', `tests/bench/${file}`] : [`tests/bench/${file}`]
  const result = spawnSync('node', args, { stdio: 'inherit' })
  if (result.status !== 0) failed += 1
}
if (failed) {
  console.log(`\n${failed} benchmark(s) could not run.`)
  process.exit(1)
}
