// One bot decision as plain data, the same in a worker thread and inline: the pure bot of src/game
// with its node budget (never the wall clock), seeded by the game's generator state.
import { chooseMove, legalMoves, resumeRng } from '../../game'
import type { Difficulty, MatchState, Move, PlayerSlot } from '../../game'

/** What a worker needs to decide (structured-clonable). */
export interface BotRequest {
  state: MatchState
  slot: PlayerSlot
  difficulty: Difficulty
  /** The game's generator state before the decision. */
  rngState: number
}

export interface BotDecision {
  move: Move
  /** The generator state after the decision (saved with the move). */
  rngState: number
}

export function decide(request: BotRequest): BotDecision {
  const rng = resumeRng(request.rngState)
  const move = chooseMove(request.state, request.slot, request.difficulty, rng)
  return { move, rngState: rng.state() }
}

/** The move played when a decision fails or overruns: the first legal placement (or a pass), generator untouched. */
export function fallbackDecision(request: BotRequest): BotDecision {
  const [first] = legalMoves(request.state, request.slot)
  return { move: first ?? { kind: 'pass' }, rngState: request.rngState }
}
