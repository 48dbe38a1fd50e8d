// Poll capacity (a script, not a test): node --import tsx tests/bench/poll-capacity.bench.ts [maxPlayers]
// One app instance listening on 127.0.0.1 (PGlite in memory, then PostgreSQL when TEST_DATABASE_URL
// is set, in a fresh schema), and a bare Fastify route in the same process as the yardstick. The
// load runs in a worker thread (the other core) over keep-alive HTTP. Prints, never asserts:
// 1. req/s of the profile read (GET /api/user/{id}, closed loop, 32 in flight) and of the game read
//    (GET /api/games/{id}) as ratios to the bare route, and of the profile's 304 revalidation
//    (If-None-Match with its ETag);
// 2. "capacity with the spec's polling": simulated players, each reading its profile every 2 s and
//    half of them also a game every 4 s (open loop, random phases), ramped up; the largest count whose
//    p99 latency stays ≤ 50 ms.
import { randomBytes } from 'node:crypto'
import { Worker } from 'node:worker_threads'
import Fastify from 'fastify'
import { buildApp } from '../../src/server/app'
import { testConfig } from '../../src/server/config'
import { openDatabase } from '../../src/server/db/client'

const MAX_PLAYERS = Number(process.argv[2] ?? 12_000)
const ACCOUNTS = 40
const P99_LIMIT_MS = 50

// The load generator (plain JS in a worker): closed-loop req/s, or an open-loop ramp step.
const LOADER = `
const { parentPort } = require('node:worker_threads')
const http = require('node:http')
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
function get(port, path, token, etag) {
  return new Promise((resolve) => {
    const t0 = performance.now()
    const headers = token ? { authorization: 'Bearer ' + token } : {}
    if (etag) headers['if-none-match'] = etag
    const req = http.request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve({ ms: performance.now() - t0, ok: etag ? res.statusCode === 304 : res.statusCode < 300 }))
    })
    req.on('error', () => resolve({ ms: performance.now() - t0, ok: false }))
    req.end()
  })
}
async function closed({ port, targets, seconds, inFlight }) {
  let done = 0, failed = 0, i = 0
  const end = performance.now() + seconds * 1000
  await Promise.all(Array.from({ length: inFlight }, async () => {
    while (performance.now() < end) {
      const t = targets[i++ % targets.length]
      const r = await get(port, t.path, t.token, t.etag)
      done++; if (!r.ok) failed++
    }
  }))
  return { rps: done / seconds, failed }
}
async function open({ port, players, profiles, games, seconds }) {
  // player p: profile every 2 s (phase random), game every 4 s for even p
  const events = []
  for (let p = 0; p < players; p++) {
    const pr = profiles[p % profiles.length]
    for (let t = Math.random() * 2000; t < seconds * 1000; t += 2000) events.push([t, pr.path, pr.token])
    if (p % 2 === 0) {
      const g = games[(p >> 1) % games.length]
      for (let t = Math.random() * 4000; t < seconds * 1000; t += 4000) events.push([t, g.path, g.token])
    }
  }
  events.sort((a, b) => a[0] - b[0])
  const lat = []
  let failed = 0, k = 0
  const start = performance.now()
  const pending = []
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now() - start
      while (k < events.length && events[k][0] <= now) {
        const [, path, token] = events[k++]
        pending.push(get(port, path, token).then((r) => { lat.push(r.ms); if (!r.ok) failed++ }))
      }
      if (k < events.length) setTimeout(tick, 2)
      else resolve()
    }
    tick()
  })
  await Promise.all(pending)
  lat.sort((a, b) => a - b)
  const q = (x) => lat[Math.min(lat.length - 1, Math.floor(x * lat.length))] ?? 0
  return { requests: lat.length, failed, p50: q(0.5), p99: q(0.99) }
}
parentPort.on('message', async (m) => parentPort.postMessage(m.kind === 'closed' ? await closed(m) : await open(m)))
`

const worker = new Worker(LOADER, { eval: true })
const ask = <T>(message: object) =>
  new Promise<T>((resolve) => {
    worker.once('message', resolve)
    worker.postMessage(message)
  })

interface Target {
  path: string
  token: string
  /** Sent as If-None-Match (the answer must then be 304). */
  etag?: string
}

async function scenario(label: string, databaseUrl: string | null, barePort: number): Promise<void> {
  let database = undefined
  let schema = ''
  if (databaseUrl) {
    schema = `bench_${randomBytes(5).toString('hex')}`
    const admin = await openDatabase({ databaseUrl, dataDir: null })
    await admin.db.execute(`CREATE SCHEMA ${schema}`)
    await admin.close()
    database = await openDatabase({ databaseUrl, dataDir: null, pgSchema: schema })
    await database.migrate()
  }
  const app = await buildApp({ config: testConfig({ adminPseudo: 'admin', adminPassword: 'admin-password-bench' }), database })
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
  const accounts: { id: number; token: string }[] = []
  for (let i = 0; i < ACCOUNTS; i++) {
    const pseudo = `poll${i}`
    const password = 'motdepasse-solide'
    const ip = `10.${i}.0.1`
    const { id } = await call('POST', '/auth/signup', { pseudo, email: `${pseudo}@exemple.fr`, password, passwordConfirmation: password }, undefined, ip)
    const { accessToken } = await call('POST', '/auth/signin', { pseudo, password }, undefined, ip)
    accounts.push({ id, token: accessToken })
  }
  const games: Target[] = []
  for (let i = 0; i + 1 < ACCOUNTS; i += 2) {
    const [a, b] = [accounts[i], accounts[i + 1]]
    const g = await call('POST', '/api/games/unranked', { userId: a.id }, a.token)
    await call('POST', '/api/games/unranked', { userId: b.id }, b.token)
    for (const p of [a, b]) {
      const decks = await call('GET', `/api/decksplayer/user/${p.id}`, undefined, p.token)
      await call('POST', `/api/games/unranked/decks/${g.id}`, { userId: p.id, deckId: decks[0].id }, p.token)
    }
    games.push({ path: `/api/games/${g.id}`, token: a.token }, { path: `/api/games/${g.id}`, token: b.token })
  }
  const profiles: Target[] = accounts.map((a) => ({ path: `/api/user/${a.id}`, token: a.token }))
  const revalidations: Target[] = []
  for (const p of profiles) {
    const res = await app.inject({ method: 'GET', url: p.path, headers: { authorization: `Bearer ${p.token}` } })
    revalidations.push({ ...p, etag: String(res.headers.etag) })
  }

  const bare = await ask<{ rps: number }>({ kind: 'closed', port: barePort, targets: [{ path: '/bare', token: '' }], seconds: 3, inFlight: 32 })
  const prof = await ask<{ rps: number; failed: number }>({ kind: 'closed', port, targets: profiles, seconds: 3, inFlight: 32 })
  const game = await ask<{ rps: number; failed: number }>({ kind: 'closed', port, targets: games, seconds: 3, inFlight: 32 })
  const reval = await ask<{ rps: number; failed: number }>({ kind: 'closed', port, targets: revalidations, seconds: 3, inFlight: 32 })
  const failed = prof.failed + game.failed + reval.failed
  console.log(`${label}: bare route ${bare.rps.toFixed(0)} req/s; profile read ${prof.rps.toFixed(0)} req/s = ${(prof.rps / bare.rps).toFixed(4)} × bare` +
    `; game read ${game.rps.toFixed(0)} req/s = ${(game.rps / bare.rps).toFixed(4)} × bare` +
    `; profile 304 revalidation ${reval.rps.toFixed(0)} req/s = ${(reval.rps / bare.rps).toFixed(4)} × bare${failed ? ` (${failed} failed)` : ''}`)

  let best = 0
  for (let players = 250; players <= MAX_PLAYERS; players = Math.round(players * (players < 2000 ? 2 : 1.25))) {
    const r = await ask<{ requests: number; failed: number; p50: number; p99: number }>({ kind: 'open', port, players, profiles, games, seconds: 6 })
    const ok = r.p99 <= P99_LIMIT_MS && r.failed === 0
    console.log(`  ${players} players (${(players / 2 + players / 8).toFixed(0)} req/s offered): p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${r.failed ? `, ${r.failed} failed` : ''} ${ok ? '✓' : '✗'}`)
    if (!ok) break
    best = players
  }
  console.log(`${label}: capacity with the spec's polling ≈ ${best} players (p99 ≤ ${P99_LIMIT_MS} ms; bare route ${bare.rps.toFixed(0)} req/s in the same run)`)
  await app.close()
  await database?.close()
  if (databaseUrl) {
    const cleaner = await openDatabase({ databaseUrl, dataDir: null })
    await cleaner.db.execute(`DROP SCHEMA ${schema} CASCADE`)
    await cleaner.close()
  }
}

const bareApp = Fastify({ logger: false })
bareApp.get('/bare', async () => ({ ok: true }))
await bareApp.listen({ host: '127.0.0.1', port: 0 })
const barePort = (bareApp.server.address() as { port: number }).port

await scenario('PGlite', null, barePort)
if (process.env.TEST_DATABASE_URL) await scenario('PostgreSQL', process.env.TEST_DATABASE_URL, barePort)
else console.log('PostgreSQL: skipped (set TEST_DATABASE_URL)')
await bareApp.close()
await worker.terminate()
