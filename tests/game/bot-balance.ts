// Balance harness (pure, deterministic): a greedy new player with the starter deck against each
// training bot with its seeded deck. Used by tests/game/bot-balance.test.ts and tests/bench/bots.bench.ts.
import { BOT_BUDGET_MS, applyMove, chooseMove, createRng, legalMoves, makeSides, newMatch, previewKos } from '../../src/game'
import type { Difficulty, Hand, MatchState, Move, PlayerSlot, Rng, Sides } from '../../src/game'
import { CATALOGUE_CARDS } from '../../src/server/seed/catalogue-cards'
import { CATALOGUE_SPELLS } from '../../src/server/seed/catalogue-spells'
import { TRAINING_BOTS } from '../../src/server/seed/bots'
import { STARTER_DECK } from '../../src/server/seed/starter'

/** Win-rate targets of the greedy starter player per level (issue 12, item 7). */
export const TARGETS: Record<Difficulty, { min: number; max: number }> = {
  facile: { min: 0.6, max: 1 },
  moyen: { min: 0.25, max: 0.5 },
  difficile: { min: 0, max: 0.2 },
}

interface Deck {
  cards: Sides[]
  spells: Sides[]
}

const sidesOf = (x: Sides, bonus: number): Sides =>
  makeSides(x.pointsHaut + bonus, x.pointsGauche + bonus, x.pointsDroite + bonus, x.pointsBas + bonus)

function bySlug<T extends Sides & { slug: string }>(all: T[], slug: string): T {
  const found = all.find((x) => x.slug === slug)
  if (!found) throw new Error(`unknown slug ${slug}`)
  return found
}

/** A deck as the seed builds it: catalogue values plus the instance bonus. */
function deckOf(cardSlugs: string[], spellSlugs: string[], cardBonus = 0): Deck {
  return {
    cards: cardSlugs.map((s) => sidesOf(bySlug(CATALOGUE_CARDS, s), cardBonus)),
    // grantBySlug gives the same bonus to the spells' instances
    spells: spellSlugs.map((s) => sidesOf(bySlug(CATALOGUE_SPELLS, s), cardBonus)),
  }
}

export const STARTER: Deck = deckOf(STARTER_DECK.cardSlugs, STARTER_DECK.spellSlugs)

export function botDeck(difficulty: Difficulty): Deck {
  const bot = TRAINING_BOTS.find((b) => b.difficulty === difficulty)
  if (!bot) throw new Error(`no training bot ${difficulty}`)
  return deckOf(bot.deckCards, bot.deckSpells, bot.cardBonus)
}

/**
 * How the new player counts "winning the most at once": 'margin' = own living cards minus the
 * opponent's after the move (KOs made, plus one for a card laid: a new player lays cards);
 * 'kos' = KOs made only (a spell is as good as a card when nothing dies). Ties at random.
 */
export type GreedyStyle = 'margin' | 'kos'

/** The new player's move. */
export function greedyMove(state: MatchState, player: PlayerSlot, rng: Rng, style: GreedyStyle = 'margin'): Move {
  const moves = legalMoves(state, player)
  if (moves.length === 0) return { kind: 'pass' }
  let best: Move[] = []
  let bestGain = -Infinity
  for (const move of moves) {
    const gain = previewKos(state, player, move).length + (style === 'margin' && move.kind === 'card' ? 1 : 0)
    if (gain > bestGain) [best, bestGain] = [[move], gain]
    else if (gain === bestGain) best.push(move)
  }
  return rng.pick(best)
}

function dealt(p1: Deck, p2: Deck): { hand1: Hand; hand2: Hand; cardSides: Record<number, Sides>; spellSides: Record<number, Sides> } {
  const cardSides: Record<number, Sides> = {}
  const spellSides: Record<number, Sides> = {}
  const hand = (deck: Deck, base: number): Hand => {
    deck.cards.forEach((s, i) => (cardSides[base + i] = s))
    deck.spells.forEach((s, i) => (spellSides[base + 100 + i] = s))
    return { cards: deck.cards.map((_, i) => base + i), spells: deck.spells.map((_, i) => base + 100 + i) }
  }
  return { hand1: hand(p1, 1000), hand2: hand(p2, 2000), cardSides, spellSides }
}

export interface MatchOptions {
  style?: GreedyStyle
  /** A clock for difficile's search (default: none, its node budget, as close to the 50 ms budget as a count gets). */
  clock?: () => () => number
}

/**
 * One game of the greedy starter player against the bot; true when the player wins. The seed drives
 * everything; the player is slot 1 and who starts alternates with the seed's parity.
 * Without a clock the bot searches with its node budget, so the result does not depend on the machine.
 */
export function playGreedyVsBot(difficulty: Difficulty, seed: number, options: MatchOptions = {}): boolean {
  const rng = createRng(seed)
  let state = newMatch({ ...dealt(STARTER, botDeck(difficulty)), rng })
  const starter: PlayerSlot = seed % 2 === 0 ? 1 : 2
  state = { ...state, starter, roundTo: starter }
  while (!state.finished) {
    const player = state.roundTo
    const move = player === 1 ? greedyMove(state, 1, rng, options.style) : chooseMove(state, 2, difficulty, rng, BOT_BUDGET_MS, options.clock?.())
    const result = applyMove(state, player, move)
    if (!result.ok) throw new Error(`illegal move ${JSON.stringify(move)}: ${result.code}`)
    state = result.state
  }
  return state.winner === 1
}

/** Wins of the greedy player over games seeded seedBase, seedBase + 1, … */
export function greedyWins(difficulty: Difficulty, games: number, seedBase = 0, options: MatchOptions = {}): number {
  let wins = 0
  for (let g = 0; g < games; g++) if (playGreedyVsBot(difficulty, seedBase + g, options)) wins++
  return wins
}

/** Wilson 95 % interval of a proportion. */
export function wilson(wins: number, games: number): [number, number] {
  const z = 1.96
  const p = wins / games
  const denom = 1 + (z * z) / games
  const centre = p + (z * z) / (2 * games)
  const margin = z * Math.sqrt((p * (1 - p)) / games + (z * z) / (4 * games * games))
  return [(centre - margin) / denom, (centre + margin) / denom]
}
