// Whether a move may be played now, and why not.
import { isPosition } from './board'
import type { MatchState, Move, MoveErrorCode, PlayerSlot } from './types'
import { mustLayCard } from './rules'

/** Null when legal; otherwise the first failing check: finished, turn, index, in hand, post full, slot taken, the opening's cards. */
export function checkMove(state: MatchState, player: PlayerSlot, move: Move): MoveErrorCode | null {
  if (state.finished) return 'FINISHED'
  if (state.roundTo !== player) return 'NOT_YOUR_TURN'
  if (move.kind === 'pass') return null
  if (!isPosition(move.index)) return 'BAD_INDEX'
  const hand = state.hands[player]
  const pool = move.kind === 'card' ? hand?.cards : hand?.spells
  if (!pool || !pool.includes(move.instanceId)) return 'NOT_IN_HAND'
  const taken = slotError(state, move.kind, move.index)
  if (taken) return taken
  return move.kind === 'spell' && mustLayCard(state, player) ? 'CARDS_FIRST' : null
}

/** Occupancy check alone (the client's local check before anything is sent). */
export function slotError(state: Pick<MatchState, 'plateau' | 'plateauspell'>, kind: 'card' | 'spell', index: number): MoveErrorCode | null {
  const hasCard = state.plateau[index] != null
  const hasSpell = state.plateauspell[index] != null
  if (hasCard && hasSpell) return 'POST_FULL'
  if (kind === 'card' ? hasCard : hasSpell) return 'SLOT_TAKEN'
  return null
}

