// Hand-built match states for the rules tests (not a test file).
import { emptyBoard, emptyOwners, emptyStatuses, makeSides } from '../../src/game'
import type { CardStatus, MatchState, PlayerSlot, Sides } from '../../src/game'

/** Four sides summing to total: three equal sides and the rest on the bottom. */
export function sidesOfTotal(total: number): Sides {
  const a = Math.trunc(total / 4)
  return makeSides(a, a, a, total - 3 * a)
}

/** An empty board, empty hands, player 1 to play and starter. */
export function blankState(over: Partial<MatchState> = {}): MatchState {
  return {
    plateau: emptyBoard(),
    plateauspell: emptyBoard(),
    satutscard: emptyStatuses(),
    cardOwners: emptyOwners(),
    spellOwners: emptyOwners(),
    roundTo: 1,
    starter: 1,
    hands: { 1: { cards: [], spells: [] }, 2: { cards: [], spells: [] } },
    cardSides: {},
    spellSides: {},
    consecutiveTimeouts: { 1: 0, 2: 0 },
    moveCount: 0,
    finished: false,
    winner: null,
    endReason: null,
    ...over,
  }
}

/** Puts a card on the board (mutates the fresh test state). */
export function putCard(s: MatchState, index: number, id: number, owner: PlayerSlot, total: number | Sides, status: CardStatus = 'ALIVE'): MatchState {
  s.plateau[index] = id
  s.cardOwners[index] = owner
  s.satutscard[index] = status
  s.cardSides[id] = typeof total === 'number' ? sidesOfTotal(total) : total
  return s
}

/** Puts a spell on the board (mutates the fresh test state). */
export function putSpell(s: MatchState, index: number, id: number, owner: PlayerSlot, total: number | Sides): MatchState {
  s.plateauspell[index] = id
  s.spellOwners[index] = owner
  s.spellSides[id] = typeof total === 'number' ? sidesOfTotal(total) : total
  return s
}

/** Gives a card to a player's hand. */
export function giveCard(s: MatchState, player: PlayerSlot, id: number, total: number | Sides): MatchState {
  s.hands[player].cards.push(id)
  s.cardSides[id] = typeof total === 'number' ? sidesOfTotal(total) : total
  return s
}

/** Gives a spell to a player's hand. */
export function giveSpell(s: MatchState, player: PlayerSlot, id: number, total: number | Sides): MatchState {
  s.hands[player].spells.push(id)
  s.spellSides[id] = typeof total === 'number' ? sidesOfTotal(total) : total
  return s
}

/** Fills every free card slot with KO cards of player 2 except the listed positions. */
export function fillKoExcept(s: MatchState, free: number[], firstId = 900): MatchState {
  let id = firstId
  for (let i = 0; i < 21; i++) if (s.plateau[i] == null && !free.includes(i)) putCard(s, i, id++, 2, 4, 'KO')
  return s
}

/** Deep-freezes a value so any mutation throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value as object)) deepFreeze(v)
  }
  return value
}
