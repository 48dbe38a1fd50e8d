#!/usr/bin/env node
// `npm test`: the stale-contract check, the type check, the linter, the unit and server tests
// (on PGlite, then on PostgreSQL when TEST_DATABASE_URL is set), then the browser suite when a
// Chromium is present.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromiumPath } from './e2e/chromium.mjs'

const steps = []
function run(title, command, args, env = {}) {
  const started = Date.now()
  console.log(`\n▶ ${title}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, shell: false })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  steps.push(`${result.status === 0 ? '✔' : '✘'} ${title} (${seconds} s)`)
  if (result.status !== 0) {
    console.log(`\n${steps.join('\n')}\n\n✘ ${title} failed.`)
    process.exit(result.status ?? 1)
  }
}

const bin = (name) => `node_modules/.bin/${name}`
const pgUrl = process.env.TEST_DATABASE_URL || ''

run('Contract: src/api/schema.d.ts is up to date with openapi/openapi.yaml', 'node', ['tests/check-contract.mjs'])
run('Type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])
run('Lint', bin('eslint'), ['--max-warnings', '0', '.'])
run('Unit, UI and server tests (PGlite)', bin('vitest'), ['run', '--project', 'node', '--project', 'ui'], { TEST_DATABASE_URL: '' })
if (pgUrl) {
  run('Server tests on PostgreSQL (TEST_DATABASE_URL)', bin('vitest'), ['run', '--project', 'node', 'tests/server'], { TEST_DATABASE_URL: pgUrl })
} else {
  console.log('\nℹ TEST_DATABASE_URL is not set: the server tests ran on PGlite only.')
}

const chromium = chromiumPath()
const hasE2e = existsSync('tests/e2e')
if (chromium && hasE2e) {
  run('Client build', bin('vite'), ['build', '--logLevel', 'warn'])
  run('Browser suite (Chromium)', bin('vitest'), ['run', '--project', 'e2e'], { CHROMIUM_PATH: chromium })
} else if (process.env.CI === 'true') {
  console.log('\n✘ CI needs Chromium for the browser suite, and none was found at /usr/bin/chromium.')
  process.exit(1)
} else {
  console.log('\n⚠ Browser suite skipped: no Chromium at /usr/bin/chromium (install it with `apt-get install -y chromium`).')
}
console.log(`\n${steps.join('\n')}\n\n✔ All checks passed.`)
