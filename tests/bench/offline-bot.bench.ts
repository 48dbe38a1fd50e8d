// Offline training: the bot's move time off the main thread. Runs the offline runner's botMove
// (src/game/local, what src/pwa/localGame.worker.ts calls in the browser) inside a worker thread,
// over whole games of each difficulty with the starter-like deck below, and prints p50 / p95 / max
// per difficulty. Prints, never asserts. Run: npm run bench offline-bot
import { Worker, isMainThread, parentPort } from 'node:worker_threads'
import { BOT_BUDGET_MS, DIFFICULTIES, legalMoves, type Difficulty, type Sides } from '../../src/game'
import { botMove, botToPlay, createLocalGame, playerMove, type LocalDeck } from '../../src/game/local/localGame'

const GAMES = 6

function deck(): LocalDeck {
  const bonus = { pointsHaut: 0, pointsGauche: 0, pointsDroite: 0, pointsBas: 0 }
  const sides = (n: number): Sides => ({ pointsHaut: (n % 9) + 1, pointsGauche: ((n + 3) % 9) + 1, pointsDroite: ((n + 5) % 9) + 1, pointsBas: ((n + 7) % 9) + 1 })
  return {
    id: 1,
    name: 'bench',
    cartes: Array.from({ length: 15 }, (_, i) => ({ id: 100 + i, ...bonus, card: sides(i) })),
    spells: Array.from({ length: 6 }, (_, i) => ({ id: 200 + i, ...bonus, spell: { pointsHaut: (i % 3) - 1, pointsGauche: 1, pointsDroite: -1, pointsBas: 2 } })),
  }
}

function timesFor(difficulty: Difficulty): number[] {
  const times: number[] = []
  for (let g = 0; g < GAMES; g++) {
    let game = createLocalGame({ id: g + 1, difficulty, player: { id: 1, pseudo: 'bench', level: 1, rating: 0 }, deck: deck(), seed: 1000 + g, nowMs: 0 })
    for (let turn = 0; turn < 200 && !game.state.finished; turn++) {
      if (botToPlay(game)) {
        const start = performance.now()
        game = botMove(game, turn, BOT_BUDGET_MS, () => performance.now())
        times.push(performance.now() - start)
      } else {
        const [move] = legalMoves(game.state, 1)
        const result = playerMove(game, move ?? { kind: 'pass' }, turn)
        if (result.ok) game = result.game
      }
    }
  }
  return times
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0

if (isMainThread) {
  // this same file, loaded through tsx inside the worker thread
  const self = JSON.stringify(import.meta.url)
  const worker = new Worker(`import('tsx/esm/api').then((tsx) => tsx.tsImport(${self}, ${self}))`, { eval: true })
  worker.on('message', (rows: { difficulty: string; moves: number; p50: number; p95: number; max: number }[]) => {
    console.log(`Bot hors ligne dans un worker (budget ${BOT_BUDGET_MS} ms, ${GAMES} parties par difficulté) :`)
    for (const r of rows) console.log(`  ${r.difficulty.padEnd(9)} ${String(r.moves).padStart(4)} coups  p50 ${r.p50.toFixed(2)} ms  p95 ${r.p95.toFixed(2)} ms  max ${r.max.toFixed(2)} ms`)
    void worker.terminate()
  })
  worker.on('error', (error) => {
    console.error(error)
    process.exitCode = 1
  })
} else {
  const rows = DIFFICULTIES.map((difficulty) => {
    const sorted = timesFor(difficulty).sort((a, b) => a - b)
    return { difficulty, moves: sorted.length, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted.at(-1) ?? 0 }
  })
  parentPort!.postMessage(rows)
}
