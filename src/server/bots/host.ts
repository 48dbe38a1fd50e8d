// The bot host of an app (bots/autoplay.ts, started by plugins/bots.ts, carried by the GameStore):
// whether its bots decide in the pool, and the hook a save calls when it leaves the turn to a bot.
import type { GameRecord } from '../games/types'
import { botTurnOf } from './turn'

export interface BotHost {
  /** Decisions run in worker threads: the game paths leave the bot's turns to `botToPlay`. */
  readonly pooled: boolean
  /** A save left game `id` at the bot's turn: the bot plays it (de-duplicated per game). */
  botToPlay(id: number): void
}

/** True when the bot answers on the caller's thread (tests, BOT_WORKERS=0). */
export const botsInline = (host: BotHost): boolean => !host.pooled

/** After a committed save or insert: hands the bot's turn to the pool, if it is the bot's turn. */
export function afterBotTurnSaved(host: BotHost, game: GameRecord): void {
  if (host.pooled && botTurnOf(game)) host.botToPlay(game.id)
}
