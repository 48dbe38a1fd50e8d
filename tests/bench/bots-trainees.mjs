// The bots-load bench's training players (a worker thread of the bench, plain JavaScript), over HTTP
// as real clients are: each plays training games against the moyen bot back to back until the phase
// ends, placing as soon as it is its turn (the first hand card on the first free slot, else the first
// spell on a free spell slot, else the empty move) and reading the game every 250 ms while the bot
// thinks. Their own work (requests, JSON) stays off the server's event loop. Answers the game ids.
import { parentPort } from 'node:worker_threads'
import http from 'node:http'

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })

/** One JSON call; a 409 (a move raced by the bot) is answered like a success. */
function call(port, method, path, token, body) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const headers = { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) }
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        if (res.statusCode >= 300 && res.statusCode !== 409) reject(new Error(`${method} ${path} → ${res.statusCode} ${text}`))
        else resolve(text ? JSON.parse(text) : null)
      })
    })
    req.on('error', reject)
    req.end(payload)
  })
}

function placement(game) {
  const card = game.hand.cartes[0]
  const free = game.plateau.findIndex((c) => c == null)
  if (card && free >= 0) return { cardId: card.id, index: free }
  const spell = game.hand.spells[0]
  const freeSpell = game.plateauspell.findIndex((s) => s == null)
  if (spell && freeSpell >= 0) return { spellId: spell.id, index: freeSpell }
  return {}
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

async function trainee(port, p, until, arrivalsMs, games) {
  await sleep(Math.random() * arrivalsMs) // players arrive spread over the polls' period
  while (performance.now() < until) {
    const created = await call(port, 'POST', '/api/games/training', p.token, { userId: p.id, difficulty: 'moyen', deckId: p.deckId })
    games.add(created.id)
    let game = created
    while (performance.now() < until && game.status === 'PLAYING') {
      if (game.roundTo === game.you) await call(port, 'POST', `/api/games/training/plate/${game.id}`, p.token, { userId: p.id, version: game.version, ...placement(game) })
      else await sleep(250)
      game = await call(port, 'GET', `/api/games/${game.id}`, p.token)
    }
  }
}

parentPort.on('message', async ({ port, players, seconds, arrivalsMs }) => {
  const games = new Set()
  const until = performance.now() + seconds * 1000
  try {
    await Promise.all(players.map((p) => trainee(port, p, until, arrivalsMs, games)))
    parentPort.postMessage({ games: [...games] })
  } catch (error) {
    parentPort.postMessage({ games: [...games], error: String(error) })
  }
})
