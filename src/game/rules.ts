// Which rules a match is played under, and how many items each hand is dealt.
//
// Rules 1 (games started before 28 November 2026): a hand is the whole deck; a spell under an enemy
// card makes the placer's neighbouring cards attack it; a tie on living cards goes to the higher
// living power, then to the player who did not start.
// Rules 2 (every game started since), chosen with the balance bench (tests/bench/balance.bench.ts):
// - each hand is dealt GAME_CARDS cards and GAME_SPELLS spells from its deck with the game's seed, so
//   a big deck is no hidden advantage and every game has the same length: 20 cards never fill the 21
//   card slots, every item is placed, and the second player makes the last placement;
// - a spell starts a fight only under its placer's own living card (a blessing makes it attack; a curse
//   under an enemy card weakens it for the cards placed next to it later), so a spell's strength, not
//   just its timing, decides what it is worth;
// - a tie on living cards goes to the player who started: the other made the last placement;
// - the opening: each player's first OPENING_CARDS placements are cards, so neither can answer the
//   first cards with a spell before laying cards of their own (without it the second player, who sees
//   the starter's cards first, wins most games between strong players).
// Rules 3 (every game started since the spells' powers came, later on 28 November 2026): rules 2, and a spell of rarity rare or better
// has a power (spell-powers.ts): a curse strikes, a blessing wards.
// A match state carries its rules so that a replay starts and plays it exactly.

import type { MatchState, PlayerSlot } from './types'

export type RulesVersion = 1 | 2 | 3
/** The rules every new match is played under. */
export const CURRENT_RULES: RulesVersion = 3

export interface DealCounts {
  cards: number
  spells: number
}

/** Cards and spells a game deals from each deck (rules 2). */
export const GAME_CARDS = 10
export const GAME_SPELLS = 4
/** Cards each player lays before their first spell (rules 2), unless they hold no card. */
export const OPENING_CARDS = 2

/** Items dealt to each hand under rules 2: the same for both players. */
export const DEAL: Readonly<DealCounts> = { cards: GAME_CARDS, spells: GAME_SPELLS }

/** The rules of a stored state: states saved before rules 2 carry none. */
export const rulesOf = (state: { rules?: RulesVersion }): RulesVersion => state.rules ?? 1

/** Cards player has laid so far (living or KO). */
const cardsLaid = (state: Pick<MatchState, 'cardOwners'>, player: PlayerSlot): number => state.cardOwners.filter((o) => o === player).length

/** Rules 2's opening: player may not lay a spell yet (fewer than OPENING_CARDS cards laid, cards still in hand). */
export const mustLayCard = (state: Pick<MatchState, 'cardOwners' | 'hands' | 'rules'>, player: PlayerSlot): boolean =>
  rulesOf(state) >= 2 && (state.hands[player]?.cards.length ?? 0) > 0 && cardsLaid(state, player) < OPENING_CARDS
