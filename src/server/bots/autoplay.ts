// Pooled bots play their turns after the save that handed them the turn: the player is answered at
// once; the decision runs in the pool; the bot's move is saved through the game's normal path
// (versioned, published to the streams), retried from the fresh row. One loop per game at a time.
import { mutateGame } from '../games/mutate'
import { settledGame } from '../games/read'
import type { GameStore } from '../games/store'
import type { BotLog, BotRunner } from './runner'
import type { BotHost } from './host'
import { botTurnOf, stillAsks, withBotDecision } from './turn'

/** The app's bot host (plugins/bots.ts). */
export interface BotPlayer extends BotHost {
  /** Stops taking turns and waits for the loops in flight (their decisions end with the pool). */
  close(): Promise<void>
}

/** The runner's bots on the app's games: with a pool, they play every bot turn a save leaves. */
export function startBotPlayer(games: Omit<GameStore, 'bots'>, runner: BotRunner, clock: () => Date, log: BotLog): BotPlayer {
  const loops = new Map<number, Promise<void>>()
  const again = new Set<number>()
  let closed = false

  /** One bot turn of game `id`, if it is the bot's: true when something was saved (look again). */
  async function playOnce(id: number): Promise<boolean> {
    const game = await settledGame(store, id, clock())
    const request = game && botTurnOf(game.record)
    if (!game || !request) return false
    const decision = await runner.decide(request)
    if (closed) return false
    const { value } = await mutateGame(store, id, clock(), (current) => {
      // moved on meanwhile (the clock, another instance's bot): decide again from the fresh row
      if (!stillAsks(current, game.record)) return { game: current, value: botTurnOf(current) !== null }
      const next = withBotDecision(current, request, decision, clock())
      return { game: next, value: next !== current }
    })
    return value
  }

  async function loop(id: number): Promise<void> {
    try {
      do {
        again.delete(id)
        while (!closed && (await playOnce(id)));
      } while (!closed && again.has(id))
    } catch (error) {
      // the turn stays the bot's; once overdue, the next read or the sweep plays it (clock.ts)
      log.warn({ err: error, gameId: id }, 'Bot turn not saved')
    } finally {
      loops.delete(id)
      again.delete(id)
    }
  }

  const player: BotPlayer = {
    pooled: runner.pooled,
    botToPlay(id) {
      if (closed) return
      if (loops.has(id)) return void again.add(id)
      loops.set(id, loop(id))
    },
    async close() {
      closed = true
      await Promise.allSettled([...loops.values()])
    },
  }
  // the bots' own saves go through the app's games, this host included (a save may hand the turn back)
  const store: GameStore = { ...games, bots: player }
  return player
}
