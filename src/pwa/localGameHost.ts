// The offline training's games as the worker holds them: each change is kept in storage before it is
// answered (a finished game is dropped from it), and a game the worker does not hold (the page was
// reloaded, the tab closed and opened again) is resumed from storage.
import { BOT_BUDGET_MS, type Move } from '../game'
import { boardReady, botMove, botToPlay, createLocalGame, expireTurn, playerMove, quitLocalGame } from '../game/local/localGame'
import type { LocalGameStorage } from './localGameStore'
import type { CreateOptions } from './localGameProtocol'
import type { OfflineGame } from './localGameView'
import { gameOfStored, resumedGame, storedLocalGame } from './storedLocalGame'

export type HostAnswer = { ok: true; game: OfflineGame } | { ok: false; status: number; message: string; game?: OfflineGame }

const notFound: HostAnswer = { ok: false, status: 404, message: 'Partie introuvable' }

export function localGameHost(storage: LocalGameStorage, now: () => number) {
  const games = new Map<number, OfflineGame>()
  const resuming = new Map<number, Promise<OfflineGame | null>>()

  /** Holds `game` and keeps it (or drops it once finished); storage failures only cost the resume. */
  async function keep(game: OfflineGame): Promise<OfflineGame> {
    games.set(game.id, game)
    try {
      if (game.state.finished) await storage.clear(game.id)
      else await storage.save(storedLocalGame(game, now()))
    } catch (error) {
      console.warn('offline game not kept', error)
    }
    return game
  }

  async function resume(id: number): Promise<OfflineGame | null> {
    const record = await storage.load().catch(() => undefined)
    const stored = gameOfStored(record)
    if (record !== undefined && !stored) await storage.clear().catch(() => undefined) // corrupt: dropped
    if (!stored || stored.id !== id || stored.state.finished) return null
    return games.get(id) ?? keep(resumedGame(stored, now()))
  }

  /** The game held, else resumed from storage (once, however many calls ask meanwhile). */
  async function find(id: number): Promise<OfflineGame | null> {
    const held = games.get(id)
    if (held) return held
    let pending = resuming.get(id)
    if (!pending) {
      pending = resume(id).finally(() => resuming.delete(id))
      resuming.set(id, pending)
    }
    return pending
  }

  /** `change` applied to the game held now (read again after any wait), then kept. */
  async function changed(id: number, change: (game: OfflineGame) => HostAnswer): Promise<HostAnswer> {
    if (!(await find(id))) return notFound
    const answer = change(games.get(id)!)
    if (answer.ok && answer.game !== games.get(id)) await keep(answer.game)
    return answer
  }

  return {
    async create(options: CreateOptions): Promise<HostAnswer> {
      return { ok: true, game: await keep(createLocalGame({ ...options, nowMs: now() }) as OfflineGame) }
    },
    /** The game as it is now (the player's turn passed if its time ran out). */
    read: (id: number) => changed(id, (game) => ({ ok: true, game: expireTurn(game, now()) })),
    /** The player's board is drawn: their running turn runs a full turn from now (a turn starts when its player can act). */
    ready: (id: number) => changed(id, (game) => ({ ok: true, game: boardReady(expireTurn(game, now()), now()) })),
    move: (id: number, move: Move) =>
      changed(id, (game) => {
        const result = playerMove(game, move, now())
        return result.ok ? result : { ok: false, status: 409, message: result.message, game }
      }),
    quit: (id: number) => changed(id, (game) => ({ ok: true, game: quitLocalGame(game, now()) })),
    /** Whether the bot is to play game `id` (held). */
    botToPlay: (id: number): boolean => {
      const game = games.get(id)
      return !!game && botToPlay(game)
    },
    /** The bot's move in game `id`, kept, with its decision's time (ms, by `clock`, which also times the search); null when it is not the bot's turn. */
    async botTurn(id: number, clock: () => number): Promise<{ game: OfflineGame; botMs: number } | null> {
      const game = games.get(id)
      if (!game || !botToPlay(game)) return null
      const started = clock()
      const next = botMove(game, now(), BOT_BUDGET_MS, clock)
      const botMs = clock() - started
      return { game: await keep(next), botMs }
    },
  }
}

export type LocalGameHost = ReturnType<typeof localGameHost>
