// applyMove: the single entry point of a move (check, place, combat, timeouts, turn, end).
import { resolveCombat } from './combat'
import { MAX_CONSECUTIVE_TIMEOUTS } from './constants'
import { MOVE_MESSAGES } from './messages'
import { checkMove } from './placement'
import { finish, settleTurn } from './turn'
import { opponentOf } from './types'
import type { MatchState, Move, MoveErrorCode, MoveResult, PlacementMove, PlayerSlot } from './types'

/** Places the item and removes it from the hand; no check, no combat. New arrays, input untouched. */
export function placeItem(state: MatchState, player: PlayerSlot, move: PlacementMove): MatchState {
  const hand = state.hands[player]
  const next: MatchState = { ...state, hands: { ...state.hands } }
  if (move.kind === 'card') {
    next.plateau = state.plateau.slice()
    next.satutscard = state.satutscard.slice()
    next.cardOwners = state.cardOwners.slice()
    next.plateau[move.index] = move.instanceId
    next.satutscard[move.index] = 'ALIVE'
    next.cardOwners[move.index] = player
    next.hands[player] = { cards: hand.cards.filter((id) => id !== move.instanceId), spells: hand.spells }
  } else {
    next.plateauspell = state.plateauspell.slice()
    next.spellOwners = state.spellOwners.slice()
    next.plateauspell[move.index] = move.instanceId
    next.spellOwners[move.index] = player
    next.hands[player] = { cards: hand.cards, spells: hand.spells.filter((id) => id !== move.instanceId) }
  }
  return next
}

/**
 * The mover's part of a move that needs nobody else's hand: the check, then the item placed (no
 * combat, no turn change). applyMove builds on it; the client shows it while the server answers.
 */
export function applyPlacement(
  state: MatchState,
  player: PlayerSlot,
  move: PlacementMove,
): { ok: true; state: MatchState } | { ok: false; code: MoveErrorCode; message: string } {
  const code = checkMove(state, player, move)
  if (code) return { ok: false, code, message: MOVE_MESSAGES[code] }
  return { ok: true, state: placeItem(state, player, move) }
}

/** Marks positions KO (new status array). */
function markKo(state: MatchState, positions: number[]): MatchState {
  if (positions.length === 0) return state
  const satutscard = state.satutscard.slice()
  for (const p of positions) satutscard[p] = 'KO'
  return { ...state, satutscard }
}

/** Applies player's move. Pure: returns a new state (sides tables are shared, never changed). */
export function applyMove(state: MatchState, player: PlayerSlot, move: Move): MoveResult {
  const code = checkMove(state, player, move)
  if (code) return { ok: false, code, message: MOVE_MESSAGES[code] }
  const timeouts = { ...state.consecutiveTimeouts }
  if (move.kind === 'pass') {
    timeouts[player] = (timeouts[player] ?? 0) + 1
    const passed: MatchState = { ...state, consecutiveTimeouts: timeouts, moveCount: state.moveCount + 1 }
    const next =
      timeouts[player] >= MAX_CONSECUTIVE_TIMEOUTS ? finish(passed, opponentOf(player), 'forfeit') : settleTurn(passed, player)
    return { ok: true, state: next, events: { ko: [], ended: next.finished } }
  }
  timeouts[player] = 0
  const placement = applyPlacement(state, player, move)
  if (!placement.ok) return placement
  const placed = { ...placement.state, consecutiveTimeouts: timeouts, moveCount: state.moveCount + 1 }
  const ko = resolveCombat(placed, move.index, player, move.kind)
  const next = settleTurn(markKo(placed, ko), player)
  return { ok: true, state: next, events: { ko, ended: next.finished } }
}

/** The quitter leaves or surrenders: the opponent wins. A finished game is returned unchanged. */
export function endByQuit(state: MatchState, quitter: PlayerSlot, reason: 'quit' | 'surrender'): MatchState {
  if (state.finished) return state
  return finish(state, opponentOf(quitter), reason)
}
