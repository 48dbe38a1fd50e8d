// Random matches for the property and bot tests (not a test file).
import { createRng, legalMoves, makeSides, newMatch } from '../../src/game'
import type { Hand, MatchState, Move, Rng, Sides } from '../../src/game'

const side = (rng: Rng, lo: number, hi: number): number => lo + rng.int(hi - lo + 1)

/** Card sides 1–9 plus an upgrade bonus 0–3. */
const randomCard = (rng: Rng): Sides => {
  const bonus = rng.int(4)
  return makeSides(side(rng, 1, 9) + bonus, side(rng, 1, 9) + bonus, side(rng, 1, 9) + bonus, side(rng, 1, 9) + bonus)
}
/** Spell sides −5…+5 (curses included). */
const randomSpell = (rng: Rng): Sides => makeSides(side(rng, -5, 5), side(rng, -5, 5), side(rng, -5, 5), side(rng, -5, 5))

/** A new match with hands of up to 30 cards and 15 spells each (ids unique across players). */
export function randomMatch(seed: number, sizes?: { cards: number; spells: number }): MatchState {
  const rng = createRng(seed)
  const cardSides: Record<number, Sides> = {}
  const spellSides: Record<number, Sides> = {}
  const hand = (offset: number): Hand => {
    const cards = Array.from({ length: sizes?.cards ?? rng.int(31) }, (_, i) => offset + i)
    const spells = Array.from({ length: sizes?.spells ?? rng.int(16) }, (_, i) => offset + 500 + i)
    for (const id of cards) cardSides[id] = randomCard(rng)
    for (const id of spells) spellSides[id] = randomSpell(rng)
    return { cards, spells }
  }
  return newMatch({ hand1: hand(1000), hand2: hand(2000), cardSides, spellSides, rng })
}

/** A random legal placement of the player to move, or a pass with probability passRate (or when none). */
export function randomMove(state: MatchState, rng: Rng, passRate = 0): Move {
  const moves = legalMoves(state, state.roundTo)
  if (moves.length === 0 || rng.next() < passRate) return { kind: 'pass' }
  return rng.pick(moves)
}
