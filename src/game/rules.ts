// Which rules a match is played under, and how many items each hand is dealt.
//
// Rules 1 (games started before the deal existed): a hand is the whole deck. Rules 2 (every game
// started since): each hand is dealt from its deck with the game's seed, and the player who starts
// is dealt one spell fewer — the compensation for playing first, measured with the balance bench
// (tests/bench/balance.bench.ts). A match state carries its rules so that a replay starts it exactly.

export type RulesVersion = 1 | 2
/** The rules every new match is played under. */
export const CURRENT_RULES: RulesVersion = 2

export interface DealCounts {
  cards: number
  spells: number
}

/** Cards and spells a game takes from a deck: the most a hand holds. */
export const GAME_CARDS = 11
export const GAME_SPELLS = 6

/** Items dealt under rules 2: the player who starts gets one spell fewer. */
export const DEAL: Readonly<Record<'starter' | 'second', DealCounts>> = {
  starter: { cards: GAME_CARDS, spells: GAME_SPELLS - 1 },
  second: { cards: GAME_CARDS, spells: GAME_SPELLS },
}

/** The rules of a stored state: states saved before rules 2 carry none. */
export const rulesOf = (state: { rules?: RulesVersion }): RulesVersion => state.rules ?? 1
