// The offline training's games as the worker holds them: each change is kept in storage before it is
// answered (a finished one too: another tab sees the end; it is never resumed), and a game the worker does not hold (the page was
// reloaded, the tab closed and opened again) is resumed from storage. Two tabs on one game play one
// game: every change runs alone on the device (`exclusive`: a Web Lock in the worker) from the
// stored record when another tab kept a newer version of it, so neither tab's save undoes the other's.
import { BOT_BUDGET_MS, type Move } from '../game'
import { boardReady, botMove, botToPlay, createLocalGame, expireTurn, playerMove, quitLocalGame } from '../game/local/localGame'
import type { LocalGameStorage } from './localGameStore'
import type { CreateOptions } from './localGameProtocol'
import type { OfflineGame } from './localGameView'
import { gameOfStored, resumedGame, storedLocalGame } from './storedLocalGame'

export type HostAnswer = { ok: true; game: OfflineGame } | { ok: false; status: number; message: string; game?: OfflineGame }

const notFound: HostAnswer = { ok: false, status: 404, message: 'Partie introuvable' }

/** Runs work alone (on the device: no other tab's change meanwhile). */
export type Exclusive = <T>(work: () => Promise<T>) => Promise<T>

/** One change at a time in this host (the tests' and the fallback where the browser has no Web Locks). */
export function inOrder(): Exclusive {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work, work)
    last = run.catch(() => undefined)
    return run
  }
}

export function localGameHost(storage: LocalGameStorage, now: () => number, exclusive: Exclusive = inOrder()) {
  const games = new Map<number, OfflineGame>()
  const resuming = new Map<number, Promise<OfflineGame | null>>()

  /** Holds `game` and keeps it; storage failures only cost the resume. */
  async function keep(game: OfflineGame): Promise<OfflineGame> {
    games.set(game.id, game)
    try {
      await storage.save(storedLocalGame(game, now()))
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

  /** The game held, newer from storage when another tab kept a later version; else resumed from storage. */
  async function find(id: number): Promise<OfflineGame | null> {
    const held = games.get(id)
    if (held) {
      const stored = gameOfStored(await storage.load().catch(() => undefined))
      if (stored && stored.id === id && stored.version > held.version) games.set(id, stored) // played on in another tab
      return games.get(id)!
    }
    let pending = resuming.get(id)
    if (!pending) {
      pending = resume(id).finally(() => resuming.delete(id))
      resuming.set(id, pending)
    }
    return pending
  }

  /** `change` applied to the game as it is now on the device, then kept, alone. */
  function changed(id: number, change: (game: OfflineGame) => HostAnswer): Promise<HostAnswer> {
    return exclusive(async () => {
      if (!(await find(id))) return notFound
      const answer = change(games.get(id)!)
      if (answer.ok && answer.game !== games.get(id)) await keep(answer.game)
      return answer
    })
  }

  return {
    create: (options: CreateOptions): Promise<HostAnswer> =>
      exclusive(async () => ({ ok: true, game: await keep(createLocalGame({ ...options, nowMs: now() }) as OfflineGame) })),
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
    botTurn: (id: number, clock: () => number): Promise<{ game: OfflineGame; botMs: number } | null> =>
      exclusive(async () => {
        const game = games.has(id) ? await find(id) : null // another tab may have played it already
        if (!game || !botToPlay(game)) return null
        const started = clock()
        const next = botMove(game, now(), BOT_BUDGET_MS, clock)
        const botMs = clock() - started
        return { game: await keep(next), botMs }
      }),
  }
}

export type LocalGameHost = ReturnType<typeof localGameHost>
