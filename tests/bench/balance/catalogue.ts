// The bench's decks, built from the catalogue the server seeds (cards, spells, starter, training bots,
// solo stages), as frozen decks the server's start reads (src/game/replay.ts matchSetupOf).
import { bonusAtLevel, makeSides, type DeckCard, type DeckSpell, type FrozenDeck, type Sides } from '../../../src/game'
import type { Rarete } from '../../../src/game'
import { CATALOGUE_CARDS } from '../../../src/server/seed/catalogue-cards'
import { CATALOGUE_SPELLS, isCurse } from '../../../src/server/seed/catalogue-spells'
import { CATALOGUE_STAGES } from '../../../src/server/seed/catalogue-stages'
import { TRAINING_BOTS } from '../../../src/server/seed/bots'
import { STARTER_DECK } from '../../../src/server/seed/starter'
import type { Difficulty } from '../../../src/game'

/** A catalogue item and the upgrade level of the instance (0–3). */
export interface Item {
  slug: string
  rarete: Rarete
  base: Sides
  level: number
}

export interface BenchDeck {
  cards: Item[]
  spells: Item[]
}

const sidesOf = (x: Sides): Sides => makeSides(x.pointsHaut, x.pointsGauche, x.pointsDroite, x.pointsBas)

export const CARDS: readonly Item[] = CATALOGUE_CARDS.map((c) => ({ slug: c.slug, rarete: c.rarete, base: sidesOf(c), level: 0 }))
export const SPELLS: readonly Item[] = CATALOGUE_SPELLS.map((s) => ({ slug: s.slug, rarete: s.rarete, base: sidesOf(s), level: 0 }))
export const isCurseItem = (item: Item): boolean => isCurse(item.base)

function bySlug(all: readonly Item[], slug: string, level: number): Item {
  const found = all.find((x) => x.slug === slug)
  if (!found) throw new Error(`unknown slug ${slug}`)
  return { ...found, level }
}

/** A deck of catalogue slugs, every instance at `level` (the seed's cardBonus gives spells the same level). */
export const deckOf = (cardSlugs: readonly string[], spellSlugs: readonly string[], level = 0): BenchDeck => ({
  cards: cardSlugs.map((s) => bySlug(CARDS, s, level)),
  spells: spellSlugs.map((s) => bySlug(SPELLS, s, level)),
})

export const STARTER: BenchDeck = deckOf(STARTER_DECK.cardSlugs, STARTER_DECK.spellSlugs)

export function trainingDeck(difficulty: Difficulty): BenchDeck {
  const bot = TRAINING_BOTS.find((b) => b.difficulty === difficulty)
  if (!bot) throw new Error(`no training bot ${difficulty}`)
  return deckOf(bot.deckCards, bot.deckSpells, bot.cardBonus)
}

export interface Boss {
  stage: number
  difficulty: Difficulty
  deck: BenchDeck
}

export const BOSSES: readonly Boss[] = CATALOGUE_STAGES.map((s) => ({
  stage: s.number,
  difficulty: s.difficulty,
  deck: deckOf(s.deckCards, s.deckSpells, s.cardBonus),
}))

/** Sides of an item's instance: base plus the bonus of its level, in the item's direction. */
export const itemTotalSides = (item: Item): Sides => {
  const b = bonusAtLevel(item.base, item.level)
  return makeSides(item.base.pointsHaut + b.pointsHaut, item.base.pointsGauche + b.pointsGauche, item.base.pointsDroite + b.pointsDroite, item.base.pointsBas + b.pointsBas)
}
export const itemTotal = (item: Item): number => {
  const s = itemTotalSides(item)
  return s.pointsHaut + s.pointsGauche + s.pointsDroite + s.pointsBas
}

/** The deck as the server freezes it into a game: instance ids from `offset` (cards) and `offset + 500` (spells). */
export function frozen(deck: BenchDeck, offset: number): FrozenDeck {
  const cards: DeckCard[] = deck.cards.map((c, i) => ({ id: offset + i, ...bonusAtLevel(c.base, c.level), card: c.base }))
  const spells: DeckSpell[] = deck.spells.map((s, i) => ({ id: offset + 500 + i, ...bonusAtLevel(s.base, s.level), spell: { ...s.base, rarete: s.rarete } }))
  return { cards, spells }
}

/** The same deck with every instance at `level`. */
export const atLevel = (deck: BenchDeck, level: number, kinds: 'cards' | 'spells' | 'both' = 'both'): BenchDeck => ({
  cards: kinds === 'spells' ? deck.cards : deck.cards.map((c) => ({ ...c, level })),
  spells: kinds === 'cards' ? deck.spells : deck.spells.map((s) => ({ ...s, level })),
})
