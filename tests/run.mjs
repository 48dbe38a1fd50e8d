#!/usr/bin/env node
// `npm test`: the contract check (every operation described, types not stale), the type check and
// the linter (side by side), the unit and server tests (on PGlite, then on PostgreSQL when
// TEST_DATABASE_URL is set, while the client is built), then the browser suite when a Chromium is
// present. TEST_SERIAL=1 runs every step alone.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromiumPath } from './e2e/chromium.mjs'
import { serverTestFiles } from './database-tests.mjs'

const steps = []
const serial = process.env.TEST_SERIAL === '1'

/**
 * Starts a step. With `quiet`, its output is kept and printed in one piece when it ends, so that
 * steps running side by side do not interleave; otherwise it goes straight to the terminal.
 */
function start(title, command, args, env = {}, quiet = false) {
  const started = Date.now()
  if (!quiet) console.log(`\n▶ ${title}`)
  const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env }, shell: false })
  const chunks = []
  if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => chunks.push(d))
  return new Promise((done) => {
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)))
    child.on('close', (code, signal) => {
      const status = code ?? 1
      if (signal) chunks.push(Buffer.from(`(stopped by ${signal})\n`))
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      if (quiet) {
        console.log(`\n▶ ${title}`)
        process.stdout.write(Buffer.concat(chunks))
      }
      done({ title, status, line: `${status === 0 ? '✔' : '✘'} ${title} (${seconds} s)` })
    })
  })
}

/** Waits for steps started together; stops the run at the first that failed. */
async function finish(...running) {
  const results = await Promise.all(running)
  for (const r of results) steps.push(r.line)
  const failed = results.find((r) => r.status !== 0)
  if (failed) {
    console.log(`\n${steps.join('\n')}\n\n✘ ${failed.title} failed.`)
    process.exit(failed.status)
  }
}

const run = (title, command, args, env = {}) => finish(start(title, command, args, env))
/** Runs steps side by side (one after the other with TEST_SERIAL=1). */
async function together(...specs) {
  if (serial) for (const s of specs) await run(...s)
  else await finish(...specs.map(([title, command, args, env = {}]) => start(title, command, args, env, true)))
}

const bin = (name) => `node_modules/.bin/${name}`
const pgUrl = process.env.TEST_DATABASE_URL || ''
const chromium = chromiumPath()
const hasE2e = existsSync('tests/e2e')
const browserSuite = chromium && hasE2e

await run('Contract: every operation described, src/api/schema.d.ts up to date with openapi/openapi.yaml', 'node', ['tests/check-contract.mjs'])
// tsc is mostly one core, eslint too: on 2 cores they overlap well
await together(
  ['Type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['Lint', bin('eslint'), ['--max-warnings', '0', '.']],
)
await run('Unit, UI and server tests (PGlite)', bin('vitest'), ['run', '--project', 'node', '--project', 'ui'], { TEST_DATABASE_URL: '' })
const build = ['Client build', bin('vite'), ['build', '--logLevel', 'warn']]
if (pgUrl) {
  // only the files that use the database they are given: the others ran their same code on PGlite
  const { usesDatabase } = serverTestFiles()
  const pg = ['Server tests on PostgreSQL (TEST_DATABASE_URL)', bin('vitest'), ['run', '--project', 'node', ...usesDatabase], { TEST_DATABASE_URL: pgUrl }]
  // the build (one core, ~1 min) runs while the PostgreSQL tests mostly wait on the database
  if (browserSuite && !serial) await finish(start(...pg), start(...build, {}, true))
  else await run(...pg)
} else {
  console.log('\nℹ TEST_DATABASE_URL is not set: the server tests ran on PGlite only.')
}

if (browserSuite) {
  if (!pgUrl || serial) await run(...build)
  await run('Browser suite (Chromium)', bin('vitest'), ['run', '--project', 'e2e'], { CHROMIUM_PATH: chromium })
} else if (process.env.CI === 'true') {
  console.log('\n✘ CI needs Chromium for the browser suite, and none was found at /usr/bin/chromium.')
  process.exit(1)
} else {
  console.log('\n⚠ Browser suite skipped: no Chromium at /usr/bin/chromium (install it with `apt-get install -y chromium`).')
}
console.log(`\n${steps.join('\n')}\n\n✔ All checks passed.`)
