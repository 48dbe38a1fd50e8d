// End of a game: full board, nobody able to place, and who wins.
import { BOARD_SIZE } from './board'
import { isAlive, power } from './power'
import { rulesOf } from './rules'
import type { EndReason, MatchState, PlayerSlot } from './types'
import { opponentOf } from './types'

/** All 21 card slots hold a card (living or KO). */
export const isBoardFull = (state: Pick<MatchState, 'plateau'>): boolean => state.plateau.every((c) => c != null)

/** The player holds a card and a card slot is free, or a spell and a spell slot is free. */
export function canPlay(state: Pick<MatchState, 'plateau' | 'plateauspell' | 'hands'>, player: PlayerSlot): boolean {
  const hand = state.hands[player]
  if (!hand) return false
  if (hand.cards.length > 0 && state.plateau.some((c) => c == null)) return true
  return hand.spells.length > 0 && state.plateauspell.some((s) => s == null)
}

/** Why the game should end on the board alone, or null ('quit', 'surrender', 'forfeit' come from moves). */
export function detectEnd(state: MatchState): EndReason | null {
  if (isBoardFull(state)) return 'board-full'
  if (!canPlay(state, 1) && !canPlay(state, 2)) return 'no-moves'
  return null
}

/** Living cards and their total power per player. */
export function livingTotals(state: MatchState): Record<PlayerSlot, { cards: number; power: number }> {
  const totals = { 1: { cards: 0, power: 0 }, 2: { cards: 0, power: 0 } }
  for (let i = 0; i < BOARD_SIZE; i++) {
    const owner = state.cardOwners[i]
    if (owner == null || !isAlive(state, i)) continue
    totals[owner].cards++
    totals[owner].power += power(state, i)
  }
  return totals
}

/**
 * More living cards wins. A tie: under rules 2 the player who started (the other made the last
 * placement); under rules 1 the higher living power, then the player who did not start.
 */
export function decideWinner(state: MatchState): PlayerSlot {
  const t = livingTotals(state)
  if (t[1].cards !== t[2].cards) return t[1].cards > t[2].cards ? 1 : 2
  if (rulesOf(state) >= 2) return state.starter
  if (t[1].power !== t[2].power) return t[1].power > t[2].power ? 1 : 2
  return opponentOf(state.starter)
}
