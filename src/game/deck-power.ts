// A deck's power: what the items a game deals from it add up to, on average. Matchmaking pairs
// decks by it and the solo page shows each boss's.
import { GAME_CARDS, GAME_SPELLS } from './rules'
import { sidesTotal } from './sides'
import type { Sides } from './types'

const mean = (xs: readonly number[]): number => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length)

/**
 * The expected sum of the totals a game uses: the mean card total times the cards a hand is dealt,
 * plus the mean spell strength (a curse counts by how much it takes away) times the spells dealt.
 * Totals are base + instance bonus.
 */
export function deckPower(cardTotals: readonly number[], spellTotals: readonly number[]): number {
  const cards = mean(cardTotals) * Math.min(cardTotals.length, GAME_CARDS)
  const spells = mean(spellTotals.map(Math.abs)) * Math.min(spellTotals.length, GAME_SPELLS)
  return Math.round(cards + spells)
}

/** An instance as the API sends it: its own bonus on the four sides, the catalogue's values under `card` or `spell`. */
type CardInstance = Sides & { card: Sides }
type SpellInstance = Sides & { spell: Sides }

/** deckPower of a deck's instances: each item's total is its four values plus the instance's bonus. */
export const instancesPower = (cards: readonly CardInstance[], spells: readonly SpellInstance[]): number =>
  deckPower(
    cards.map((c) => sidesTotal(c.card) + sidesTotal(c)),
    spells.map((s) => sidesTotal(s.spell) + sidesTotal(s)),
  )
