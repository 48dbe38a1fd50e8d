// Who plays next, and whether the game is over, once a move has been applied.
import { decideWinner, detectEnd, canPlay } from './end'
import { opponentOf } from './types'
import type { EndReason, MatchState, PlayerSlot } from './types'

/** The state ended now with a winner and a reason. */
export const finish = (state: MatchState, winner: PlayerSlot, reason: EndReason): MatchState => ({
  ...state,
  finished: true,
  winner,
  endReason: reason,
})

/**
 * After mover's move: end on a full board or when nobody can place; otherwise the opponent plays,
 * or mover again when only the opponent has nothing left to place.
 */
export function settleTurn(state: MatchState, mover: PlayerSlot): MatchState {
  const reason = detectEnd(state)
  if (reason) return finish(state, decideWinner(state), reason)
  const next = opponentOf(mover)
  return { ...state, roundTo: canPlay(state, next) || !canPlay(state, mover) ? next : mover }
}
