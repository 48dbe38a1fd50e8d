// The bot host of a database handle (one per instance, attached by the app): whether its bots
// decide in the pool, and the hook a save calls when it leaves the turn to a bot.
import type { Db } from '../db/client'
import type { GameRecord } from '../games/types'
import { botTurnOf } from './turn'

export interface BotHost {
  /** Decisions run in worker threads: the game paths leave the bot's turns to `botToPlay`. */
  readonly pooled: boolean
  /** A save left game `id` at the bot's turn: the bot plays it (de-duplicated per game). */
  botToPlay(id: number): void
}

const hosts = new WeakMap<Db, BotHost>()

export const attachBotHost = (db: Db, host: BotHost): void => void hosts.set(db, host)

export const detachBotHost = (db: Db, host: BotHost): void => {
  if (hosts.get(db) === host) hosts.delete(db)
}

/** True when the bot answers on the caller's thread (no pooled host: tests, BOT_WORKERS=0). */
export const botsInline = (db: Db): boolean => !hosts.get(db)?.pooled

/** After a committed save or insert: hands the bot's turn to the pool, if it is the bot's turn. */
export function afterBotTurnSaved(db: Db, game: GameRecord): void {
  const host = hosts.get(db)
  if (host?.pooled && botTurnOf(game)) host.botToPlay(game.id)
}
