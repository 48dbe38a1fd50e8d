// Serving and query basics (a script, not a test): node --import tsx tests/bench/serving.bench.ts
// Prints, never asserts:
// 1. the landing's bytes on the wire (index.html, its scripts, their static imports and CSS, from a
//    fresh build in a temporary folder) sent with and without Accept-Encoding: br, gzip;
// 2. per database (PGlite, then PostgreSQL when TEST_DATABASE_URL is set): the SQL statements of a
//    profile poll (GET /api/user/{id}) and of the game check (GET /api/games/check/{id}); their req/s
//    (closed loop, 32 in flight, from a worker thread) with 0 finished games and with 20,000;
//    the profile poll's p99 alone and during a burst of 20 sign-ins at the production scrypt cost.
// The scrypt cap (security/password.ts) is 2 hashes at once, 1 on a 2-core machine, each in a hashing thread at
// niceness 19: while the polls keep the cores busy the burst gets only idle CPU, so its duration (printed) is the price.
// The load generator is a worker thread of this process; in its own process it would take the same CPU from the server.
// Targets: compressed landing ≤ 130 KB; ≤ 1.2× slower with 20,000 finished games; p99 during the burst ≤ 2× without.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/server/app'
import { testConfig } from '../../src/server/config'
import { openDatabase, type Database } from '../../src/server/db/client'

const FINISHED_GAMES = 20_000
const ACCOUNTS = 20
const SIGN_INS = 20
const SECONDS = 3

// ── 1. landing bytes ────────────────────────────────────────────────────────────────────────────
async function landingBytes(): Promise<void> {
  const out = mkdtempSync(join(tmpdir(), 'serving-bench-'))
  try {
    const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'error', '--manifest', '--outDir', out, '--emptyOutDir'], { stdio: ['ignore', 'inherit', 'inherit'] })
    if (build.status !== 0) throw new Error('vite build failed')
    const manifest = JSON.parse(readFileSync(join(out, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>
    const files = new Set<string>()
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || files.has(chunk.file)) return
      files.add(chunk.file)
      for (const css of chunk.css ?? []) files.add(css)
      for (const dep of chunk.imports ?? []) visit(dep)
    }
    for (const key of Object.keys(manifest).filter((k) => manifest[k].isEntry)) visit(key)
    const html = readFileSync(join(out, 'index.html'), 'utf8')
    for (const m of html.matchAll(/(?:src|href)="\/(static\/[^"]+)"/g)) files.add(m[1])
    const app = await buildApp({ config: testConfig({ serveClient: true, clientDir: out }), seed: false })
    const urls = ['/', ...[...files].map((f) => `/${f}`)]
    const sizes = new Map<string, number[]>()
    const wire = async (accept: string | null) => {
      let bytes = 0
      for (const url of urls) {
        const res = await app.inject({ method: 'GET', url, headers: accept ? { 'accept-encoding': accept } : {} })
        if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode}`)
        bytes += res.rawPayload.length
        sizes.set(url, [...(sizes.get(url) ?? []), res.rawPayload.length])
      }
      return bytes
    }
    const plain = await wire(null)
    const br = await wire('gzip, deflate, br')
    const gzip = await wire('gzip')
    await app.close()
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
    const largest = [...sizes].sort((a, b) => b[1][1] - a[1][1]).slice(0, 8)
    for (const [url, [p, b, g]] of largest) console.log(`  ${kb(p).padStart(9)} → br ${kb(b).padStart(8)}, gzip ${kb(g).padStart(8)}  ${url}`)
    console.log(`landing (${urls.length} files: the page, ${files.size} scripts and styles): ${kb(plain)} without compression, ${kb(br)} with br, ${kb(gzip)} with gzip only — target ≤ 130 KB ${br <= 130 * 1024 ? '✔' : '✘'}`)
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

// ── 2. polls ─────────────────────────────────────────────────────────────────────────────────────
const LOADER = `
const { parentPort } = require('node:worker_threads')
const http = require('node:http')
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
function get(port, path, token) {
  return new Promise((resolve) => {
    const t0 = performance.now()
    const req = http.request({ host: '127.0.0.1', port, path, agent, headers: { authorization: 'Bearer ' + token } }, (res) => {
      res.resume()
      res.on('end', () => resolve({ ms: performance.now() - t0, ok: res.statusCode < 300 }))
    })
    req.on('error', () => resolve({ ms: performance.now() - t0, ok: false }))
    req.end()
  })
}
parentPort.on('message', async ({ port, targets, seconds, inFlight }) => {
  let i = 0, failed = 0
  const lat = []
  const end = performance.now() + seconds * 1000
  await Promise.all(Array.from({ length: inFlight }, async () => {
    while (performance.now() < end) {
      const t = targets[i++ % targets.length]
      const r = await get(port, t.path, t.token)
      lat.push(r.ms); if (!r.ok) failed++
    }
  }))
  lat.sort((a, b) => a - b)
  parentPort.postMessage({ rps: lat.length / seconds, failed, p99: lat[Math.floor(0.99 * (lat.length - 1))] ?? 0, lat })
})
`
interface Target {
  path: string
  token: string
}
interface Load {
  rps: number
  failed: number
  p99: number
  lat: number[]
}

const worker = new Worker(LOADER, { eval: true })
const load = (port: number, targets: Target[], seconds = SECONDS) =>
  new Promise<Load>((resolve) => {
    worker.once('message', resolve)
    worker.postMessage({ port, targets, seconds, inFlight: 32 })
  })

/** Counts the SQL statements the database client runs while `action` runs. */
async function statements(database: Database, action: () => Promise<unknown>): Promise<number> {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client
  const original = client.query
  let count = 0
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1
    return original.apply(this, args)
  }
  try {
    await action()
  } finally {
    client.query = original
  }
  return count
}

async function scenario(label: string, databaseUrl: string | null): Promise<void> {
  let database: Database | undefined
  let schema = ''
  if (databaseUrl) {
    schema = `bench_${randomBytes(5).toString('hex')}`
    const admin = await openDatabase({ databaseUrl, dataDir: null })
    await admin.db.execute(`CREATE SCHEMA ${schema}`)
    await admin.close()
    database = await openDatabase({ databaseUrl, dataDir: null, pgSchema: schema })
    await database.migrate()
  }
  const app: FastifyInstance = await buildApp({ config: testConfig({ adminPseudo: 'admin', adminPassword: 'admin-password-bench', passwordCost: 17 }), database })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const port = (app.server.address() as { port: number }).port
  const call = async (method: string, url: string, body?: unknown, token?: string, ip = '127.0.0.1') => {
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      payload: body === undefined ? undefined : JSON.stringify(body),
      remoteAddress: ip,
    })
    if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`)
    return res.body ? res.json() : null
  }
  const password = 'motdepasse-solide'
  const accounts: { id: number; pseudo: string; token: string; deckId: number }[] = []
  for (let i = 0; i < ACCOUNTS; i++) {
    const pseudo = `serv${i}`
    const ip = `10.${i}.0.1`
    const { id } = await call('POST', '/auth/signup', { pseudo, email: `${pseudo}@exemple.fr`, password, passwordConfirmation: password }, undefined, ip)
    const { accessToken } = await call('POST', '/auth/signin', { pseudo, password }, undefined, ip)
    const decks = await call('GET', `/api/decksplayer/user/${id}`, undefined, accessToken)
    accounts.push({ id, pseudo, token: accessToken, deckId: decks[0].id })
  }
  const profiles: Target[] = accounts.map((a) => ({ path: `/api/user/${a.id}`, token: a.token }))
  const checks: Target[] = accounts.map((a) => ({ path: `/api/games/check/${a.id}`, token: a.token }))
  const db = app.database

  /** Statements of one call with the user's cached row dropped (as after a change), then of a repeat. */
  const count = async (target: Target, userId: number) => {
    app.pollCache.heard({ kind: 'user', userId })
    const cold = await statements(db, () => call('GET', target.path, undefined, target.token))
    const warm = await statements(db, () => call('GET', target.path, undefined, target.token))
    return `${cold} (row not cached) / ${warm} (cached)`
  }
  const measure = async () => ({ profile: await load(port, profiles), check: await load(port, checks) })

  await load(port, [...profiles, ...checks], 2) // warm-up: JIT and caches, so that the first figure is not the coldest
  const statementsPerCall = { profile: await count(profiles[0], accounts[0].id), check: await count(checks[0], accounts[0].id) }
  const empty = await measure()

  const ids = `{${accounts.map((a) => a.id).join(',')}}`
  const decks = `{${accounts.map((a) => a.deckId).join(',')}}`
  // 20,000 finished games between the accounts, with their decks (the rows the lock checks skip)
  await app.db.execute(sql`
    INSERT INTO games (type, status, joueur1, joueur2, deckplayer1, deckplayer2, rng_state, created_at, updated_at, ended_at)
    SELECT 'unranked', 'FINISHED', a.id, b.id, a.deck, b.deck, n, now(), now(), now()
    FROM generate_series(0, ${FINISHED_GAMES - 1}) n
    JOIN (SELECT ord - 1 AS k, id, deck FROM unnest(${ids}::int[], ${decks}::int[]) WITH ORDINALITY AS x(id, deck, ord)) a ON a.k = n % ${ACCOUNTS}
    JOIN (SELECT ord - 1 AS k, id, deck FROM unnest(${ids}::int[], ${decks}::int[]) WITH ORDINALITY AS x(id, deck, ord)) b ON b.k = (n + 1) % ${ACCOUNTS}`)
  await app.db.execute(sql`ANALYZE games`)
  const full = await measure()
  const ratio = (a: Load, b: Load) => a.rps / b.rps
  const fmt = (l: Load) => `${l.rps.toFixed(0)} req/s${l.failed ? ` (${l.failed} failed)` : ''}`
  console.log(`${label}: SQL statements per call: profile poll ${statementsPerCall.profile}; game check ${statementsPerCall.check}`)
  for (const kind of ['profile', 'check'] as const) {
    const slower = ratio(empty[kind], full[kind])
    console.log(`${label}: ${kind === 'profile' ? 'profile poll' : 'game check  '} ${fmt(empty[kind])} with 0 finished games, ${fmt(full[kind])} with ${FINISHED_GAMES} → ${slower.toFixed(2)}× slower — target ≤ 1.2× ${slower <= 1.2 ? '✔' : '✘'}`)
  }

  // the profile poll's p99 alone, then during a burst of sign-ins (each from its own address)
  const alone = await load(port, profiles)
  const burstStart = performance.now()
  let burstDone = false
  const signIns = Promise.all(accounts.map((a, i) => call('POST', '/auth/signin', { pseudo: a.pseudo, password }, undefined, `10.200.0.${i}`))).finally(() => (burstDone = true))
  const latencies: number[] = []
  while (!burstDone) latencies.push(...(await load(port, profiles, 1)).lat) // 1 s windows until the burst has ended
  await signIns
  const burstMs = performance.now() - burstStart
  latencies.sort((a, b) => a - b)
  const busy = { p99: latencies[Math.floor(0.99 * (latencies.length - 1))] ?? 0 }
  const factor = busy.p99 / alone.p99
  console.log(`${label}: profile poll p99 ${alone.p99.toFixed(1)} ms alone, ${busy.p99.toFixed(1)} ms during ${SIGN_INS} sign-ins (the burst took ${burstMs.toFixed(0)} ms, ${latencies.length} polls measured during it) → ${factor.toFixed(2)}× — target ≤ 2× ${factor <= 2 ? '✔' : '✘'}`)

  await app.close()
  if (database) await database.close()
  if (databaseUrl) {
    const cleaner = await openDatabase({ databaseUrl, dataDir: null })
    await cleaner.db.execute(`DROP SCHEMA ${schema} CASCADE`)
    await cleaner.close()
  }
}

await landingBytes()
await scenario('PGlite', null)
if (process.env.TEST_DATABASE_URL) await scenario('PostgreSQL', process.env.TEST_DATABASE_URL)
else console.log('PostgreSQL: skipped (set TEST_DATABASE_URL)')
await worker.terminate()
