// Move → opponent's stream event (a script, not a test): node --import tsx tests/bench/stream-latency.bench.ts [moves]
// Real listening instances in their own processes (stream-server.ts), moves posted over HTTP, every
// player's GET /api/events read with fetch in this process. For each move: from just before the
// POST is sent to the moment the opponent's `game` event carrying the new version is parsed; the
// POST's own latency beside it. Games are played in turn (round robin over several games, each
// move chosen from the mover's view as the stream delivered it). Scenarios: one instance on
// PGlite; with TEST_DATABASE_URL, PostgreSQL with the moves posted on instance 1 and every stream
// held on instance 2 (NOTIFY between them), and one PostgreSQL instance for reference.
// Prints, never asserts; the target is a delivery p95 ≤ 150 ms.
import { FetchSse } from './sse-fetch'
import { plateUrl, someMove, toMove, type GameView } from './stream-moves'
import { ms, printTable, quantiles } from './stream-stats'
import { scratchSchema, startInstance, type Instance } from './stream-instance'
import type { SeededGame, SeededPlayer } from './stream-seed'

const MOVES = Number(process.argv[2] ?? 100)
const GAMES = 8
/** A short breath between moves, as between two players' clicks (not counted). */
const PAUSE_MS = 20
const TARGET_P95_MS = 150

interface Seat {
  player: SeededPlayer
  stream: FetchSse
  view: GameView
}

interface Result {
  label: string
  post: number[]
  delivery: number[]
  errors: number
}

async function post(base: string, path: string, token: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}

/** Streams for both players of each game (on `streams`), each seat's first view from its resync. */
async function seatsOf(games: SeededGame[], streams: Instance): Promise<Seat[][]> {
  return Promise.all(
    games.map((g) =>
      Promise.all(
        g.players.map(async (player) => {
          const stream = await FetchSse.open(streams.base, player.token)
          const first = await stream.next('game', (d) => d.game.id === g.id)
          return { player, stream, view: first.data.game as GameView }
        }),
      ),
    ),
  )
}

/** Plays MOVES moves round robin over the games: posted on `mover`, streams held on `streams`. */
async function play(label: string, mover: Instance, streams: Instance): Promise<Result> {
  const games = await mover.seed(`lat${Date.now() % 100000}_`, GAMES)
  const tables = await seatsOf(games, streams)
  const result: Result = { label, post: [], delivery: [], errors: 0 }
  let stuck = 0
  for (let k = 0; result.delivery.length + result.errors < MOVES && stuck < GAMES; k++) {
    const seats = tables[k % GAMES]
    const i = seats.findIndex((s) => toMove(s.view))
    const move = i >= 0 ? someMove(seats[i].view) : null
    if (!move) {
      stuck++ // finished, or nothing to place
      continue
    }
    stuck = 0
    const [me, opponent] = [seats[i], seats[1 - i]]
    const { id, version } = me.view
    const heard = opponent.stream.next('game', (d) => d.game.id === id && d.version > version)
    heard.catch(() => {}) // awaited below; a failed POST leaves it unheard
    const t0 = performance.now()
    const answer = await post(mover.base, plateUrl(id), me.player.token, { userId: me.player.id, version, ...move })
    result.post.push(performance.now() - t0)
    if (answer.status !== 200) {
      result.errors++
      if (result.errors >= 10) throw new Error(`${label}: too many failed moves`)
      console.log(`  ${label}: move on game ${id} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`)
      me.view = (await me.stream.next('game', (d) => d.game.id === id && d.version >= version)).data.game
      continue
    }
    try {
      const event = await heard
      result.delivery.push(event.at - t0)
      opponent.view = event.data.game
    } catch (error) {
      result.errors++
      console.log(`  ${label}: ${(error as Error).message} (game ${id}, version ${version + 1})`)
    }
    me.view = answer.body.game
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
  }
  for (const seats of tables) for (const s of seats) s.stream.close()
  return result
}

const results: Result[] = []
{
  const one = await startInstance()
  results.push(await play('PGlite, one instance', one, one))
  await one.close()
}
const databaseUrl = process.env.TEST_DATABASE_URL
if (databaseUrl) {
  const { schema, drop } = await scratchSchema(databaseUrl)
  try {
    const first = await startInstance({ databaseUrl, schema })
    const second = await startInstance({ databaseUrl, schema })
    results.push(await play('PostgreSQL, post on 1, streams on 2', first, second))
    results.push(await play('PostgreSQL, one instance', first, first))
    await first.close()
    await second.close()
  } finally {
    await drop()
  }
} else {
  console.log('PostgreSQL: skipped (set TEST_DATABASE_URL)')
}

console.log(`Move → opponent's game event over ${MOVES} moves (${GAMES} games in turn; target p95 ≤ ${TARGET_P95_MS} ms)`)
printTable([
  ['scenario', 'moves', 'event p50', 'event p95', 'event max', 'POST p50', 'POST p95', 'errors', 'p95 ≤ target'],
  ...results.map((r) => {
    const d = quantiles(r.delivery)
    const p = quantiles(r.post)
    return [r.label, String(d.n), ms(d.p50), ms(d.p95), ms(d.max), ms(p.p50), ms(p.p95), String(r.errors), d.p95 <= TARGET_P95_MS && r.errors === 0 ? 'yes' : 'no']
  }),
])
