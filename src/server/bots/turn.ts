// The bot's turn on a game record, pure: what the bot must decide, and its decision applied.
import { playMove } from '../games/transitions'
import type { GameRecord } from '../games/types'
import { botSlotOf } from '../games/types'
import type { BotDecision, BotRequest } from './decide'

/** The request for the bot's decision when it is the bot's turn, else null. */
export function botTurnOf(game: GameRecord): BotRequest | null {
  const slot = botSlotOf(game)
  if (!slot || game.status !== 'PLAYING' || !game.state || game.state.finished || game.state.roundTo !== slot) return null
  return { state: game.state, slot, difficulty: game.difficulty ?? 'facile', rngState: game.rngState }
}

/** Whether `game` still waits for the decision asked by `request` (no move was recorded since). */
export const stillAsks = (game: GameRecord, asked: GameRecord): boolean =>
  botTurnOf(game) !== null && game.moves.length === asked.moves.length && game.rngState === asked.rngState && game.status === asked.status

/** The record after the bot's decision (its move recorded at `at`); unchanged if the move is refused. */
export function withBotDecision(game: GameRecord, request: BotRequest, decision: BotDecision, at: Date): GameRecord {
  const played = playMove(game, request.slot, decision.move, at, false)
  return played.ok ? { ...played.game, rngState: decision.rngState } : game
}
