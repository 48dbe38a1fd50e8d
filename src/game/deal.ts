// Dealing a hand from a deck with the game's generator: a random subset, kept in deck order.
import type { Rng } from './random'
import type { DealCounts } from './rules'
import type { Hand } from './types'

/** `count` of the ids drawn at random (all of them when there are fewer), in their original order. */
export function dealFrom(ids: readonly number[], count: number, rng: Rng): number[] {
  if (ids.length <= count) return [...ids]
  const positions = ids.map((_, i) => i)
  // partial Fisher–Yates: the first `count` positions end up a uniform random subset
  for (let i = 0; i < count; i++) {
    const j = i + rng.int(positions.length - i)
    ;[positions[i], positions[j]] = [positions[j], positions[i]]
  }
  return positions
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((i) => ids[i])
}

/** A hand dealt from a deck's cards and spells (cards first, then spells: the order replays rely on). */
export const dealHand = (deck: Hand, counts: DealCounts, rng: Rng): Hand => ({
  cards: dealFrom(deck.cards, counts.cards, rng),
  spells: dealFrom(deck.spells, counts.spells, rng),
})
