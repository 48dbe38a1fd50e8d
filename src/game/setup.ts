// A new match from two decks: who starts is drawn with the seeded generator, then (rules 2) each
// hand is dealt from its deck.
import { emptyBoard, emptyOwners, emptyStatuses } from './board'
import { dealHand } from './deal'
import type { Rng } from './random'
import { CURRENT_RULES, DEAL, type RulesVersion } from './rules'
import { finish } from './turn'
import { decideWinner, detectEnd, canPlay } from './end'
import { opponentOf } from './types'
import type { Rarete } from './rarity'
import type { Hand, MatchState, PlayerSlot, Sides } from './types'

interface NewMatchOptions {
  /** Player 1's deck (rules 1: the hand itself). */
  hand1: Hand
  /** Player 2's deck. */
  hand2: Hand
  /** Per card instance id: base + instance bonus. */
  cardSides: Record<number, Sides>
  /** Per spell instance id: base + instance bonus. */
  spellSides: Record<number, Sides>
  /** Per spell instance id: its rarity (kept from rules 3, where it gives a power). */
  spellRarities?: Record<number, Rarete>
  rng: Rng
  /** Default: the current rules. */
  rules?: RulesVersion
}

/** Both hands: the whole decks (rules 1), or dealt from them, player 1's first (rules 2). */
function handsOf(deck1: Hand, deck2: Hand, rules: RulesVersion, rng: Rng): Record<PlayerSlot, Hand> {
  if (rules === 1) return { 1: { cards: [...deck1.cards], spells: [...deck1.spells] }, 2: { cards: [...deck2.cards], spells: [...deck2.spells] } }
  const hand1 = dealHand(deck1, DEAL, rng)
  return { 1: hand1, 2: dealHand(deck2, DEAL, rng) }
}

/** An empty board, the hands dealt, the starter drawn (turn passed at once if the starter has nothing to place). */
export function newMatch({ hand1, hand2, cardSides, spellSides, spellRarities, rng, rules = CURRENT_RULES }: NewMatchOptions): MatchState {
  const starter: PlayerSlot = rng.int(2) === 0 ? 1 : 2
  const state: MatchState = {
    plateau: emptyBoard(),
    plateauspell: emptyBoard(),
    satutscard: emptyStatuses(),
    cardOwners: emptyOwners(),
    spellOwners: emptyOwners(),
    roundTo: starter,
    starter,
    hands: handsOf(hand1, hand2, rules, rng),
    cardSides: { ...cardSides },
    spellSides: { ...spellSides },
    consecutiveTimeouts: { 1: 0, 2: 0 },
    moveCount: 0,
    finished: false,
    winner: null,
    endReason: null,
    ...(rules === 1 ? {} : { rules }),
    ...(rules >= 3 && spellRarities ? { spellRarities: { ...spellRarities } } : {}),
  }
  const reason = detectEnd(state)
  if (reason) return finish(state, decideWinner(state), reason)
  return canPlay(state, starter) ? state : { ...state, roundTo: opponentOf(starter) }
}
