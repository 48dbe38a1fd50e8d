// The offline training's Web Worker: holds the local games and runs the rules and the bot here,
// off the main thread, so the scene never stutters while 'difficile' searches.
import { BOT_BUDGET_MS } from '../game'
import { botMove, botToPlay, createLocalGame, expireTurn, playerMove, quitLocalGame } from '../game/local/localGame'
import type { LocalAnswer } from './localGameClient'
import type { WorkerReply, WorkerRequest } from './localGameProtocol'
import { localGameView, type OfflineGame } from './localGameView'

const games = new Map<number, OfflineGame>()
const post = (reply: WorkerReply) => (self as unknown as Worker).postMessage(reply)
const view = (game: OfflineGame) => localGameView(game, Date.now())

/** The bot answers after a short pause (the player sees their own move land first). */
const BOT_PAUSE_MS = 500

function scheduleBot(id: number): void {
  const game = games.get(id)
  if (!game || !botToPlay(game)) return
  setTimeout(() => {
    const current = games.get(id)
    if (!current || !botToPlay(current)) return
    const started = performance.now()
    const next = botMove(current, Date.now(), BOT_BUDGET_MS, () => performance.now())
    games.set(id, next)
    post({ kind: 'pushed', game: view(next), botMs: performance.now() - started })
    scheduleBot(id)
  }, BOT_PAUSE_MS)
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data
  const answer = (reply: LocalAnswer) => post({ kind: 'answer', requestId: request.requestId, ...reply })
  switch (request.kind) {
    case 'create': {
      const game = createLocalGame({ ...request.options, nowMs: Date.now() }) as OfflineGame
      games.set(game.id, game)
      answer({ ok: true, game: view(game) })
      scheduleBot(game.id)
      return
    }
    case 'read': {
      const game = games.get(request.id)
      if (!game) return answer({ ok: false, status: 404, message: 'Partie introuvable' })
      const next = expireTurn(game, Date.now())
      games.set(next.id, next)
      answer({ ok: true, game: view(next) })
      scheduleBot(next.id)
      return
    }
    case 'move': {
      const game = games.get(request.id)
      if (!game) return answer({ ok: false, status: 404, message: 'Partie introuvable' })
      const result = playerMove(game, request.move, Date.now())
      if (!result.ok) return answer({ ok: false, status: 409, message: result.message, game: view(game) })
      games.set(game.id, result.game)
      answer({ ok: true, game: view(result.game) })
      scheduleBot(game.id)
      return
    }
    case 'quit': {
      const game = games.get(request.id)
      if (!game) return answer({ ok: false, status: 404, message: 'Partie introuvable' })
      const next = quitLocalGame(game, Date.now())
      games.set(next.id, next)
      answer({ ok: true, game: view(next) })
      return
    }
  }
}
