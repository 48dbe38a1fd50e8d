// Side values and power of the cards on the board, and the client's "stronger" flag.
import { BOARD_SIZE, adjacentView } from './board'
import { ZERO_SIDES, addSides, sidesTotal } from './sides'
import type { MatchState, PlayerSlot, Sides } from './types'

type BoardState = Pick<MatchState, 'plateau' | 'plateauspell' | 'cardSides' | 'spellSides'>
type LivingState = BoardState & Pick<MatchState, 'satutscard' | 'cardOwners'>

/** Power of a card or spell from its four values (may be negative for a curse). */
export const cardPower = (sides: Sides): number => sidesTotal(sides)

/** Values of a card instance (base + bonus); zeros when unknown. */
export const cardSidesOf = (state: Pick<MatchState, 'cardSides'>, cardId: number): Sides =>
  state.cardSides[cardId] ?? ZERO_SIDES

/** Values of a spell instance (base + bonus); zeros when unknown. */
export const spellSidesOf = (state: Pick<MatchState, 'spellSides'>, spellId: number): Sides =>
  state.spellSides[spellId] ?? ZERO_SIDES

/** Per side: the card at index plus the spell on that position; null when no card is there. */
export function sideValues(state: BoardState, index: number): Sides | null {
  const card = state.plateau[index]
  if (card == null) return null
  const spell = state.plateauspell[index]
  const sides = cardSidesOf(state, card)
  return spell == null ? { ...sides } : addSides(sides, spellSidesOf(state, spell))
}

/** Power of the card at index: its four values plus the spell's; 0 when no card. No clamping. */
export function power(state: BoardState, index: number): number {
  const card = state.plateau[index]
  if (card == null) return 0
  const spell = state.plateauspell[index]
  return sidesTotal(cardSidesOf(state, card)) + (spell == null ? 0 : sidesTotal(spellSidesOf(state, spell)))
}

/** True when the card at index exceeds the card at other in power (the spec's "stronger"). */
export const isStronger = (state: BoardState, index: number, other: number): boolean =>
  state.plateau[index] != null && state.plateau[other] != null && power(state, index) > power(state, other)

/** A living card sits at index. */
export const isAlive = (state: Pick<MatchState, 'satutscard'>, index: number): boolean => state.satutscard[index] === 'ALIVE'

/**
 * 21 flags for forPlayer's living cards: true when the card's power exceeds the power of at least
 * one adjacent living card of the opponent. Other positions are false (call it with the other slot
 * to flag the opponent's cards).
 */
export function strongerFlags(state: LivingState, forPlayer: PlayerSlot): boolean[] {
  const flags: boolean[] = []
  for (let i = 0; i < BOARD_SIZE; i++) {
    let flagged = false
    if (isAlive(state, i) && state.cardOwners[i] === forPlayer) {
      const mine = power(state, i)
      flagged = adjacentView(i).some(
        (j) => isAlive(state, j) && state.cardOwners[j] != null && state.cardOwners[j] !== forPlayer && mine > power(state, j),
      )
    }
    flags.push(flagged)
  }
  return flags
}
