// Placement benchmark (a script, not a test): node --import tsx tests/bench/placements.bench.ts [games]
// An app on an in-memory PGlite; 2 × games players sign up, are paired into unranked games through
// HTTP inject, then every game is played to its end concurrently (each turn: the mover reads the
// game, then places). Prints placements per second and the latency of a placement (p50/p95).
import { performance } from 'node:perf_hooks'
import { buildApp } from '../../src/server/app'
import { testConfig } from '../../src/server/config'

const GAMES = Number(process.argv[2] ?? 50)

interface Player {
  id: number
  token: string
}
type Json = any

const app = await buildApp({ config: testConfig({ adminPseudo: 'admin', adminPassword: 'admin-password-bench' }) })
await app.ready()

async function call(method: string, url: string, body?: unknown, token?: string, ip = '127.0.0.1'): Promise<{ status: number; body: Json }> {
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    payload: body === undefined ? undefined : JSON.stringify(body),
    remoteAddress: ip,
  })
  return { status: res.statusCode, body: res.body ? res.json() : null }
}

async function must(method: string, url: string, body?: unknown, token?: string, ip?: string) {
  const res = await call(method, url, body, token, ip)
  if (res.status >= 300) throw new Error(`${method} ${url} → ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}

async function newPlayer(i: number): Promise<Player> {
  const pseudo = `bench${i}`
  const password = 'motdepasse-solide'
  const ip = `10.${Math.floor(i / 200)}.${i % 200}.1`
  const created = await must('POST', '/auth/signup', { pseudo, email: `${pseudo}@exemple.fr`, password, passwordConfirmation: password }, undefined, ip)
  const signed = await must('POST', '/auth/signin', { pseudo, password }, undefined, ip)
  return { id: created.id, token: signed.accessToken }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

// 1. players and pairs (sequential pairing: each opens, the next joins)
const players: Player[] = []
for (let i = 0; i < GAMES * 2; i += 10) players.push(...(await Promise.all(Array.from({ length: Math.min(10, GAMES * 2 - i) }, (_, k) => newPlayer(i + k)))))
const games: { id: number; seats: [Player, Player] }[] = []
for (let g = 0; g < GAMES; g++) {
  const [a, b] = [players[2 * g], players[2 * g + 1]]
  const opened = await must('POST', '/api/games/unranked', { userId: a.id }, a.token)
  const joined = await must('POST', '/api/games/unranked', { userId: b.id }, b.token)
  if (joined.id !== opened.id) throw new Error('pairing failed')
  for (const p of [a, b]) {
    const decks = await must('GET', `/api/decksplayer/user/${p.id}`, undefined, p.token)
    await must('POST', `/api/games/unranked/decks/${opened.id}`, { userId: p.id, deckId: decks[0].id }, p.token)
  }
  games.push({ id: opened.id, seats: [a, b] })
}

// 2. every game played concurrently
const latencies: number[] = []
let requests = 0
async function play(game: { id: number; seats: [Player, Player] }): Promise<void> {
  let state = await must('GET', `/api/games/${game.id}`, undefined, game.seats[0].token)
  requests++
  while (state.status === 'PLAYING') {
    const mover = game.seats[state.roundTo - 1] // joueur1 is seat 0
    const mine = await must('GET', `/api/games/${game.id}`, undefined, mover.token)
    requests++
    if (mine.status !== 'PLAYING') break
    const freeCard = mine.plateau.findIndex((c: number | null) => c == null)
    const freeSpell = mine.plateauspell.findIndex((s: number | null) => s == null)
    const move =
      mine.hand.cartes.length && freeCard >= 0
        ? { cardId: mine.hand.cartes[0].id, index: freeCard }
        : { spellId: mine.hand.spells[0].id, index: freeSpell }
    const t0 = performance.now()
    const res = await call('POST', `/api/games/unranked/plate/${game.id}`, { userId: mover.id, version: mine.version, ...move }, mover.token)
    latencies.push(performance.now() - t0)
    requests++
    if (res.status !== 200) throw new Error(`placement → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`)
    state = res.body.game
  }
}
const started = performance.now()
await Promise.all(games.map(play))
const seconds = (performance.now() - started) / 1000
latencies.sort((x, y) => x - y)

console.log(`Placements through HTTP inject on PGlite (in memory), ${GAMES} concurrent unranked games, ${GAMES * 2} players`)
console.log(`  placements        ${latencies.length} in ${seconds.toFixed(2)} s`)
console.log(`  placements/s      ${(latencies.length / seconds).toFixed(1)}`)
console.log(`  requests/s        ${(requests / seconds).toFixed(1)} (each turn: one read by the mover + the placement)`)
console.log(`  placement latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies[latencies.length - 1].toFixed(1)} ms`)
await app.close()
