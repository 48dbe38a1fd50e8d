// The players of the capacity bench, in their own process (child_process.fork from
// stream-capacity.bench.ts): every player's GET /api/events held with plain node:http (one socket
// each, far cheaper than fetch at 10,000), and in each game the player whose turn it is posting a
// move every 5 s (each player every 10 s), phases spread evenly, chosen from the player's latest view
// (its stream's events, its own moves' answers; the mover's stream also gets its own move, which
// the view keeps only when newer, as the client does). Delivery latency: from just before the POST to the opponent's `game` event
// with the new version parsed. Messages: {cmd:'open', base, games} → {opened, failed, ms};
// {cmd:'run', seconds} → the step's figures; {cmd:'stop'}.
import http from 'node:http'
import { quantiles, type Quantiles } from './stream-stats'
import { plateUrl, someMove, toMove, type GameView } from './stream-moves'
import type { SeededGame, SeededPlayer } from './stream-seed'

const MOVE_EVERY_MS = 5_000
/** An opponent's event not heard this long after the move counts as an error. */
const MISSED_MS = 5_000

interface Seat {
  player: SeededPlayer
  view: GameView | null
  req: http.ClientRequest | null
}

interface Table {
  id: number
  seats: [Seat, Seat]
  /** The move in flight: its start and version, until the opponent hears it. */
  pending: { t0: number; version: number; opponent: number } | null
  nextAt: number
}

let base = ''
const tables: Table[] = []
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 })
const stats = { delivery: [] as number[], post: [] as number[], postErrors: 0, streamErrors: 0, missed: 0, moves: 0, finished: 0 }
const firstErrors: string[] = []
const noteError = (text: string) => {
  if (firstErrors.length < 5) firstErrors.push(text)
}
let running = false

/** A newer view of `seat`'s game (its stream's or its move's answer); false when not newer. */
function takeView(seat: Seat, game: GameView): boolean {
  if (seat.view && seat.view.version >= game.version) return false
  seat.view = game
  return true
}

/** A game event for `seat` of `table`: its new view, and the delivery of a pending move. */
function onGame(table: Table, index: number, data: { game: GameView; version: number }) {
  const seat = table.seats[index]
  if (!takeView(seat, data.game)) return
  const pending = table.pending
  if (pending && pending.opponent === index && data.version > pending.version) {
    if (running) stats.delivery.push(performance.now() - pending.t0)
    table.pending = null
  }
  if (data.game.status === 'FINISHED' && index === 0) stats.finished++
}

/** Opens one stream; resolves at its first game event (the resync), or false on failure. */
function openStream(table: Table, index: number): Promise<boolean> {
  const seat = table.seats[index]
  return new Promise((resolve) => {
    let settled = false
    const done = (ok: boolean) => {
      if (!settled) resolve(ok)
      settled = true
    }
    const timer = setTimeout(() => done(false), 60_000)
    const url = new URL('/api/events', base)
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, agent: false, headers: { authorization: `Bearer ${seat.player.token}`, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          stats.streamErrors++
          noteError(`stream answered ${res.statusCode}`)
          res.resume()
          return done(false)
        }
        res.setEncoding('utf8')
        let buffer = ''
        res.on('data', (chunk: string) => {
          buffer += chunk
          let end: number
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            if (!block.startsWith('event: game\n')) continue // profile, presence, pings
            const data = block.slice(block.indexOf('\ndata: ') + 7)
            onGame(table, index, JSON.parse(data))
            clearTimeout(timer)
            done(true)
          }
        })
        res.on('close', () => {
          if (seat.req === req && running) {
            stats.streamErrors++
            noteError('a stream ended')
          }
          done(false)
        })
      },
    )
    req.on('error', (error) => {
      if (running) stats.streamErrors++
      noteError(`stream: ${error.message}`)
      done(false)
    })
    req.end()
    seat.req = req
  })
}

function postMove(table: Table, index: number, body: object): Promise<{ status: number; text: string }> {
  const seat = table.seats[index]
  const payload = JSON.stringify(body)
  const url = new URL(plateUrl(table.id), base)
  return new Promise((resolve) => {
    const req = http.request(
      {
        method: 'POST', host: url.hostname, port: url.port, path: url.pathname, agent,
        headers: {
          authorization: `Bearer ${seat.player.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (text += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      },
    )
    req.on('error', (error) => resolve({ status: 0, text: error.message }))
    req.end(payload)
  })
}

/** The move of whoever's turn it is in `table`, if their view allows one. */
async function move(table: Table) {
  const now = performance.now()
  if (table.pending) {
    if (now - table.pending.t0 > MISSED_MS) {
      stats.missed++
      noteError(`game ${table.id}: version ${table.pending.version + 1} not heard within ${MISSED_MS} ms`)
      table.pending = null
    }
    return
  }
  const index = table.seats.findIndex((s) => s.view && toMove(s.view))
  if (index < 0) return
  const view = table.seats[index].view!
  const chosen = someMove(view)
  if (!chosen) return
  table.pending = { t0: now, version: view.version, opponent: 1 - index }
  stats.moves++
  const answer = await postMove(table, index, { userId: table.seats[index].player.id, version: view.version, ...chosen })
  stats.post.push(performance.now() - now)
  if (answer.status !== 200) {
    stats.postErrors++
    noteError(`POST ${answer.status} ${answer.text.slice(0, 160)}`)
    table.pending = null
    return
  }
  // the mover's stream gets no event for its own move: the answer brings its view
  const answered = (JSON.parse(answer.text) as { game: GameView }).game
  if (takeView(table.seats[index], answered) && answered.status === 'FINISHED' && index === 0) stats.finished++
}

async function open(games: SeededGame[]) {
  const t0 = performance.now()
  const added: Table[] = games.map((g) => ({
    id: g.id,
    seats: [{ player: g.players[0], view: null, req: null }, { player: g.players[1], view: null, req: null }],
    pending: null,
    nextAt: 0,
  }))
  tables.push(...added)
  let opened = 0
  let failed = 0
  // A few hundred connections at a time: a burst of 10,000 SYNs overflows the listen backlog.
  const queue = added.flatMap((t) => [0, 1].map((i) => () => openStream(t, i)))
  await Promise.all(
    Array.from({ length: 200 }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        if (await job()) opened++
        else failed++
      }
    }),
  )
  return { opened, failed, ms: performance.now() - t0 }
}

async function run(seconds: number) {
  Object.assign(stats, { delivery: [], post: [], postErrors: 0, streamErrors: 0, missed: 0, moves: 0, finished: 0 })
  firstErrors.length = 0
  const start = performance.now()
  tables.forEach((t, i) => (t.nextAt = start + (MOVE_EVERY_MS * i) / tables.length))
  running = true
  const ticker = setInterval(() => {
    const now = performance.now()
    for (const t of tables) {
      if (t.nextAt > now) continue
      t.nextAt += MOVE_EVERY_MS
      void move(t)
    }
  }, 5)
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
  clearInterval(ticker)
  // the moves in flight get their time to be heard
  const until = performance.now() + MISSED_MS
  while (tables.some((t) => t.pending) && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 50))
  const unheard = tables.filter((t) => t.pending).length
  tables.forEach((t) => (t.pending = null))
  running = false
  const result: { delivery: Quantiles; post: Quantiles; moves: number; postErrors: number; streamErrors: number; missed: number; finished: number; errors: string[] } = {
    delivery: quantiles(stats.delivery),
    post: quantiles(stats.post),
    moves: stats.moves,
    postErrors: stats.postErrors,
    streamErrors: stats.streamErrors,
    missed: stats.missed + unheard,
    finished: stats.finished,
    errors: [...firstErrors],
  }
  return result
}

process.on('message', (message: { cmd: string; base?: string; games?: SeededGame[]; seconds?: number }) => {
  void (async () => {
    if (message.cmd === 'open') {
      base = message.base!
      process.send!(await open(message.games!))
    } else if (message.cmd === 'run') process.send!(await run(message.seconds!))
    else if (message.cmd === 'stop') {
      running = false
      for (const t of tables) for (const s of t.seats) s.req?.destroy()
      process.send!({ stopped: true })
      process.exit(0)
    }
  })()
})
process.send!({ ready: true })
