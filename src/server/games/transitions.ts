// Pure steps of a game record: a move recorded, the bot's answer (inline), the start, the end, a cancel.
import { TURN_MS, applyMove, matchSetupOf, startFromSeed } from '../../game'
import type { MatchState, Move, PlayerSlot, RecordedMove } from '../../game'
import type { GameRecord } from './types'
import { botSlotOf } from './types'
import { GAMES } from '../messages'
import { decide } from '../bots/decide'

const plus = (ms: number, at: Date): Date => new Date(at.getTime() + ms)

/** The record ended with the state's winner and reason (the state is finished). */
export function finishRecord(game: GameRecord, state: MatchState, at: Date): GameRecord {
  const winnerSlot = state.winner
  return {
    ...game,
    state,
    status: 'FINISHED',
    winner: winnerSlot ? game.players[winnerSlot - 1] : null,
    endReason: state.endReason,
    turnDeadline: null,
    endedAt: at,
  }
}

/** A game that never started is called off: no winner, no rewards. */
export const cancelRecord = (game: GameRecord, at: Date): GameRecord => ({
  ...game,
  status: 'FINISHED',
  endReason: 'cancelled',
  winner: null,
  turnDeadline: null,
  waitingSince: null,
  endedAt: at,
})

/**
 * Plays `move` for `slot` at time `at` through the rules (src/game); the next turn lasts TURN_MS from `at`.
 * Returns the rules' refusal instead when the move is not legal.
 */
export function playMove(
  game: GameRecord,
  slot: PlayerSlot,
  move: Move,
  at: Date,
  timeout: boolean,
): { ok: true; game: GameRecord } | { ok: false; code: string; message: string } {
  if (!game.state) return { ok: false, code: 'NOT_STARTED', message: GAMES.notStartedYet }
  const result = applyMove(game.state, slot, move)
  if (!result.ok) return result
  const recorded: RecordedMove = {
    player: slot,
    kind: move.kind,
    instanceId: move.kind === 'pass' ? null : move.instanceId,
    index: move.kind === 'pass' ? null : move.index,
    timeout,
    at: at.toISOString(),
  }
  const lastMove: GameRecord['lastMove'] = { ...recorded, kind: move.kind, ko: result.events.ko }
  const next: GameRecord = { ...game, state: result.state, lastMove, moves: [...game.moves, recorded], turnDeadline: plus(TURN_MS, at) }
  return { ok: true, game: result.state.finished ? finishRecord(next, result.state, at) : next }
}

/**
 * While it is the bot's turn, the bot plays at `at` on the caller's thread, each decision exactly
 * the pool's (bots/decide.ts: node budget, seeded by the game's generator). The inline path: tests,
 * BOT_WORKERS=0, and a pooled bot's turn found overdue (its decision was lost).
 */
export function runBots(game: GameRecord, at: Date): GameRecord {
  const botSlot = botSlotOf(game)
  let current = game
  while (botSlot && current.status === 'PLAYING' && current.state && !current.state.finished && current.state.roundTo === botSlot) {
    const decision = decide({ state: current.state, slot: botSlot, difficulty: current.difficulty ?? 'facile', rngState: current.rngState })
    const played = playMove(current, botSlot, decision.move, at, false)
    if (!played.ok) break
    current = { ...played.game, rngState: decision.rngState }
  }
  return current
}

/** Both decks are chosen: hands dealt, the starter drawn, the clock started (a bot starting plays through the game service). */
export function startMatch(game: GameRecord, at: Date): GameRecord {
  const d1 = game.decks['1']
  const d2 = game.decks['2']
  if (!d1 || !d2 || game.players[0] == null || game.players[1] == null) return game
  // The replay starts the same way from the frozen decks and this seed (src/game/replay.ts).
  const { state, rngState } = startFromSeed(matchSetupOf(d1, d2), game.rngState)
  const started: GameRecord = {
    ...game,
    status: 'PLAYING',
    state,
    rngState,
    seed: game.rngState,
    startedAt: at,
    moves: [],
    turnDeadline: plus(TURN_MS, at),
    waitingRating: null,
    waitingPower: null,
    waitingSince: null,
  }
  return state.finished ? finishRecord(started, state, at) : started
}
