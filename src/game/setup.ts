// A new match from two hands; who starts is drawn with the seeded generator.
import { emptyBoard, emptyOwners, emptyStatuses } from './board'
import type { Rng } from './random'
import { finish } from './turn'
import { decideWinner, detectEnd, canPlay } from './end'
import { opponentOf } from './types'
import type { Hand, MatchState, PlayerSlot, Sides } from './types'

export interface NewMatchOptions {
  hand1: Hand
  hand2: Hand
  /** Per card instance id: base + instance bonus. */
  cardSides: Record<number, Sides>
  /** Per spell instance id: base + instance bonus. */
  spellSides: Record<number, Sides>
  rng: Rng
}

/** An empty board, full hands, the starter drawn (turn passed at once if the starter has nothing to place). */
export function newMatch({ hand1, hand2, cardSides, spellSides, rng }: NewMatchOptions): MatchState {
  const starter: PlayerSlot = rng.int(2) === 0 ? 1 : 2
  const state: MatchState = {
    plateau: emptyBoard(),
    plateauspell: emptyBoard(),
    satutscard: emptyStatuses(),
    cardOwners: emptyOwners(),
    spellOwners: emptyOwners(),
    roundTo: starter,
    starter,
    hands: {
      1: { cards: [...hand1.cards], spells: [...hand1.spells] },
      2: { cards: [...hand2.cards], spells: [...hand2.spells] },
    },
    cardSides: { ...cardSides },
    spellSides: { ...spellSides },
    consecutiveTimeouts: { 1: 0, 2: 0 },
    moveCount: 0,
    finished: false,
    winner: null,
    endReason: null,
  }
  const reason = detectEnd(state)
  if (reason) return finish(state, decideWinner(state), reason)
  return canPlay(state, starter) ? state : { ...state, roundTo: opponentOf(starter) }
}
