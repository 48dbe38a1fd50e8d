// Combat after a placement: the active player's cards attack adjacent living enemy cards.
import { adjacentView } from './board'
import { isAlive, power } from './power'
import { rulesOf } from './rules'
import type { MatchState, PlayerSlot } from './types'

type CombatState = Pick<MatchState, 'plateau' | 'plateauspell' | 'cardSides' | 'spellSides' | 'satutscard' | 'cardOwners' | 'rules'>

/**
 * Positions made KO by a placement at index by attacker (the state already holds the placement).
 * For each q adjacent to index where both hold living cards of different owners, attacker's card
 * of the pair attacks the other; a strictly greater power makes the defender KO. When attacker
 * placed a card, or a spell under their own card, that card attacks its enemy neighbours. A spell
 * under an enemy card: under rules 1 attacker's neighbouring cards attack it; under rules 2 it
 * starts no fight (it weakens or strengthens the card for the placements to come). KO cards take
 * no part. Sorted, no duplicates.
 */
export function resolveCombat(state: CombatState, index: number, attacker: PlayerSlot): number[] {
  if (!isAlive(state, index)) return []
  const here = state.cardOwners[index]
  if (here !== attacker && rulesOf(state) >= 2) return []
  const herePower = power(state, index)
  const ko = new Set<number>()
  for (const q of adjacentView(index)) {
    const there = state.cardOwners[q]
    if (!isAlive(state, q) || there == null || there === here) continue
    if (here === attacker && herePower > power(state, q)) ko.add(q)
    else if (there === attacker && power(state, q) > herePower) ko.add(index)
  }
  return [...ko].sort((a, b) => a - b)
}
