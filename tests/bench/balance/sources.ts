// Where a game's decks come from, as plain data a worker thread can receive: a fixed deck, a
// collection after N games, a solo boss, a training bot, or the random-deck model.
import { SLOT_ODDS, createRng, deckPower, shuffled } from '../../../src/game'
import type { Difficulty, Rarete, Rng } from '../../../src/game'
import { BOSSES, CARDS, SPELLS, itemTotal, trainingDeck, type BenchDeck, type Item } from './catalogue'
import { bestDeck, collectionAfter } from './collection'

export type DeckSource =
  | { kind: 'fixed'; deck: BenchDeck }
  | { kind: 'collection'; games: number }
  | { kind: 'boss'; stage: number }
  | { kind: 'training'; difficulty: Difficulty }
  | { kind: 'random' }

const RARITY_ORDER: Rarete[] = ['commune', 'rare', 'épique', 'légendaire']

function drawRarity(rng: Rng): Rarete {
  let u = rng.next() * 100
  for (const r of RARITY_ORDER) {
    u -= SLOT_ODDS[r]
    if (u < 0) return r
  }
  return 'commune'
}

/**
 * The random-deck model: 12 cards drawn with the boosters' odds per rarity, 6 distinct spells drawn
 * uniformly, every instance at a random level 0–3. Decks vary in power as players' collections do.
 */
export function randomDeck(rng: Rng): BenchDeck {
  const cards: Item[] = Array.from({ length: 12 }, () => {
    const rarete = drawRarity(rng)
    const pool = CARDS.filter((c) => c.rarete === rarete)
    return { ...pool[rng.int(pool.length)], level: rng.int(4) }
  })
  const spells = shuffled(SPELLS, rng)
    .slice(0, 6)
    .map((s) => ({ ...s, level: rng.int(4) }))
  return { cards, spells }
}

/** The deck of `source` for the game seeded `seed` (sources that draw use it; fixed ones ignore it). */
export function deckFrom(source: DeckSource, seed: number): BenchDeck {
  switch (source.kind) {
    case 'fixed':
      return source.deck
    case 'collection':
      return bestDeck(collectionAfter(source.games, seed))
    case 'boss':
      return BOSSES.find((b) => b.stage === source.stage)!.deck
    case 'training':
      return trainingDeck(source.difficulty)
    case 'random':
      return randomDeck(createRng(seed ^ 0x1b873593))
  }
}

/** The deck's power as the server computes it (deckPower over base + bonus totals). */
export const powerOf = (deck: BenchDeck): number => deckPower(deck.cards.map(itemTotal), deck.spells.map(itemTotal))
