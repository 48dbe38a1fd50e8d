// Combat after a placement: the active player's cards attack adjacent living enemy cards.
import { adjacentView } from './board'
import { isAlive, power } from './power'
import type { MatchState, PlayerSlot } from './types'

type CombatState = Pick<MatchState, 'plateau' | 'plateauspell' | 'cardSides' | 'spellSides' | 'satutscard' | 'cardOwners'>

/**
 * Positions made KO by a placement at index by attacker (the state already holds the placement).
 * For each q adjacent to index where both hold living cards of different owners, attacker's card
 * of the pair attacks the other; a strictly greater power makes the defender KO. When attacker
 * placed a card, that card attacks its enemy neighbours; when attacker placed a spell on an enemy
 * card, attacker's neighbouring cards attack it. KO cards take no part. Sorted, no duplicates.
 */
export function resolveCombat(state: CombatState, index: number, attacker: PlayerSlot): number[] {
  if (!isAlive(state, index)) return []
  const here = state.cardOwners[index]
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
