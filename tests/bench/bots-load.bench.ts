// Bots off the event loop (a script, not a test): node --import tsx tests/bench/bots-load.bench.ts [seconds]
// One app instance (PGlite in memory in its own thread, bots in the worker pool: BOT_WORKERS default = cores − 1),
// idle players polling their profile every 2 s from a worker thread over HTTP, and 0, 20 then 50
// training games against the moyen bot, each player placing as soon as it is its turn (from another
// thread over HTTP, bots-trainees.mjs, so that the clients' own work is not the server's). Prints per phase: bot moves per second, the event-loop delay p99, and the idle
// players' profile poll p50/p99 beside the figure with no bot game (same run). Target: the polls'
// p99 with 20 bot games at most 2× the p99 without, and how many of those polls missed the poll
// cache (waited for a database read: a count that the machine's load hardly changes). Prints, never asserts.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { availableParallelism } from 'node:os'
import { buildApp } from '../../src/server/app'
import { testConfig } from '../../src/server/config'
import { loadGame } from '../../src/server/db/repositories/games'
import { openDatabase } from '../../src/server/db/client'
import { scratchSchema } from './stream-instance'

const SECONDS = Number(process.argv[2] ?? 10)
const IDLE_PLAYERS = 200 // 100 profile polls a second
const PHASES = [0, 20, 50]

// The idle players' polls (plain JS in a worker): open loop, each profile every 2 s, random phases.
const POLLER = `
const { parentPort } = require('node:worker_threads')
const http = require('node:http')
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
const get = (port, path, token) => new Promise((resolve) => {
  const t0 = performance.now()
  const req = http.request({ host: '127.0.0.1', port, path, agent, headers: { authorization: 'Bearer ' + token } }, (res) => {
    res.resume(); res.on('end', () => resolve({ ms: performance.now() - t0, ok: res.statusCode < 300 }))
  })
  req.on('error', () => resolve({ ms: performance.now() - t0, ok: false }))
  req.end()
})
parentPort.on('message', async ({ port, profiles, seconds }) => {
  const events = []
  for (const p of profiles) for (let t = Math.random() * 2000; t < seconds * 1000; t += 2000) events.push([t, p])
  events.sort((a, b) => a[0] - b[0])
  const lat = [], pending = []
  let failed = 0, k = 0
  const start = performance.now()
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now() - start
      while (k < events.length && events[k][0] <= now) {
        const p = events[k++][1]
        pending.push(get(port, p.path, p.token).then((r) => { lat.push(r.ms); if (!r.ok) failed++ }))
      }
      if (k < events.length) setTimeout(tick, 2); else resolve()
    }
    tick()
  })
  await Promise.all(pending)
  lat.sort((a, b) => a - b)
  const q = (x) => lat[Math.min(lat.length - 1, Math.floor(x * lat.length))] ?? 0
  parentPort.postMessage({ requests: lat.length, failed, p50: q(0.5), p99: q(0.99) })
})
`

interface Account {
  id: number
  token: string
}

// BOTS_BENCH_DB=postgres: the same on PostgreSQL (TEST_DATABASE_URL, in a scratch schema dropped at the end)
const pgUrl = process.env.BOTS_BENCH_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
const scratch = pgUrl ? await scratchSchema(pgUrl) : null
const database = pgUrl && scratch ? await openDatabase({ databaseUrl: pgUrl, pgSchema: scratch.schema, dataDir: null }) : undefined
await database?.migrate()
const app = await buildApp({ config: testConfig({ botWorkers: Math.max(1, availableParallelism() - 1), logLevel: 'warn' }), database })
await app.listen({ host: '127.0.0.1', port: 0 })
const port = (app.server.address() as { port: number }).port

async function call<T = any>(method: string, url: string, body?: unknown, token?: string, ip = '127.0.0.1'): Promise<T> {
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    payload: body === undefined ? undefined : JSON.stringify(body),
    remoteAddress: ip,
  })
  if (res.statusCode >= 300 && res.statusCode !== 409) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`)
  return (res.body ? res.json() : null) as T
}

async function account(i: number): Promise<Account> {
  const pseudo = `bots${i}`
  const password = 'motdepasse-solide'
  const ip = `10.${i % 250}.${Math.floor(i / 250)}.1`
  const { id } = await call('POST', '/auth/signup', { pseudo, email: `${pseudo}@exemple.fr`, password, passwordConfirmation: password }, undefined, ip)
  const { accessToken } = await call('POST', '/auth/signin', { pseudo, password }, undefined, ip)
  return { id, token: accessToken }
}

/** Over how long the phase's players start (or resume) their games. */
const ARRIVALS_MS = Number(process.env.BOTS_BENCH_ARRIVALS_MS ?? 2_000)

/** The training players' thread (bots-trainees.mjs): plays the phase with these players over HTTP; the game ids. */
const trainer = new Worker(new URL('./bots-trainees.mjs', import.meta.url))
function train(players: (Account & { deckId: number })[], seconds: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    trainer.once('message', ({ games, error }: { games: number[]; error?: string }) => (error ? reject(new Error(error)) : resolve(games)))
    trainer.postMessage({ port, players, seconds, arrivalsMs: ARRIVALS_MS })
  })
}

const idle = await Promise.all(Array.from({ length: IDLE_PLAYERS }, (_, i) => account(i)))
const trainees = await Promise.all(Array.from({ length: Math.max(...PHASES) }, (_, i) => account(1000 + i)))
const decks = await Promise.all(trainees.map(async (p) => (await call<{ id: number }[]>('GET', `/api/decksplayer/user/${p.id}`, undefined, p.token))[0].id))
const profiles = idle.map((a) => ({ path: `/api/user/${a.id}`, token: a.token }))
// The idle players' polls that waited for a database read (poll-cache misses; a background refresh
// does not count), counted per phase; the cache is warmed first.
const idleIds = new Set(idle.map((a) => a.id))
let idleLoads = 0
const cachedUser = app.pollCache.user.bind(app.pollCache)
app.pollCache.user = async (id, load) => {
  const read = { settled: false }
  const value = await cachedUser(id, () => {
    const loading = load()
    loading.then(() => (read.settled = true), () => (read.settled = true)) // runs before the cache's own await
    return loading
  })
  if (read.settled && idleIds.has(id)) idleLoads++
  return value
}
await Promise.all(idle.map((a) => call('GET', `/api/user/${a.id}`, undefined, a.token)))
const poller = new Worker(POLLER, { eval: true })
const polls = () => new Promise<{ requests: number; failed: number; p50: number; p99: number }>((resolve) => {
  poller.once('message', resolve)
  poller.postMessage({ port, profiles, seconds: SECONDS })
})

// A server in service has answered these routes before: one warm-up game first, so that the
// one-time costs of the first training requests (response serialisers, schema compilation: 70 to
// 120 ms blocks, measured) are not counted as the bots' load
await train([{ ...trainees[0], deckId: decks[0] }], 3)

console.log(`Bots off the event loop (${pgUrl ? 'PostgreSQL' : 'PGlite'}): ${availableParallelism()} cores, ${app.config.botWorkers} bot worker(s), ${IDLE_PLAYERS} idle players polling every 2 s, ${SECONDS} s per phase, moyen bots`)
let baseline = 0
for (const count of PHASES) {
  const games = new Set<number>()
  const delay = monitorEventLoopDelay({ resolution: 10 })
  const from = new Date()
  delay.enable()
  const elu = performance.eventLoopUtilization()
  idleLoads = 0
  const [poll, played] = await Promise.all([polls(), train(trainees.slice(0, count).map((p, i) => ({ ...p, deckId: decks[i] })), SECONDS)])
  for (const id of played) games.add(id)
  delay.disable()
  const busy = performance.eventLoopUtilization(elu).utilization
  const to = new Date()
  let botMoves = 0
  for (const id of games) {
    const record = (await loadGame(app.db, id))?.record
    botMoves += record?.moves.filter((m) => m.player === 2 && Date.parse(m.at) >= from.getTime() && Date.parse(m.at) <= to.getTime()).length ?? 0
  }
  if (count === 0) baseline = poll.p99
  const seconds = (to.getTime() - from.getTime()) / 1000
  const ratio = baseline ? poll.p99 / baseline : 1
  console.log(
    `${String(count).padStart(2)} bot games: ${(botMoves / seconds).toFixed(1)} bot moves/s; event-loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms (max ${(delay.max / 1e6).toFixed(1)} ms), main thread busy ${(busy * 100).toFixed(0)} %; ` +
      `idle profile polls p50 ${poll.p50.toFixed(1)} ms, p99 ${poll.p99.toFixed(1)} ms = ${ratio.toFixed(2)}× the p99 without bot games (${poll.requests} polls${poll.failed ? `, ${poll.failed} failed` : ''}, ` +
      `${idleLoads} waited for the database)`,
  )
  if (count === 20) console.log(ratio <= 2 ? 'Target met (20 bot games: polls p99 ≤ 2× without).' : 'Target NOT met (20 bot games: polls p99 > 2× without).')
}
await poller.terminate()
await trainer.terminate()
await app.close()
await scratch?.drop()
