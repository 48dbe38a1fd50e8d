// The match state and move types shared by client, server and bots: plain JSON, no classes.

import type { Rarete } from './rarity'
import type { RulesVersion } from './rules'

export type PlayerSlot = 1 | 2
export type CardStatus = 'KO' | 'ALIVE'

/** Four side values of a card or spell: top, left, right, bottom. */
export interface Sides {
  pointsHaut: number
  pointsGauche: number
  pointsDroite: number
  pointsBas: number
}

/** Instance ids a player has not placed yet. */
export interface Hand {
  cards: number[]
  spells: number[]
}

export type EndReason = 'board-full' | 'no-moves' | 'quit' | 'surrender' | 'forfeit'

export interface MatchState {
  /** 21 card instance ids (null = free card slot). */
  plateau: (number | null)[]
  /** 21 spell instance ids (null = free spell slot). */
  plateauspell: (number | null)[]
  /** 21 card statuses: 'ALIVE', 'KO', or null when no card. */
  satutscard: (CardStatus | null)[]
  /** 21 entries: who placed the card. */
  cardOwners: (PlayerSlot | null)[]
  /** 21 entries: who placed the spell. */
  spellOwners: (PlayerSlot | null)[]
  /** Whose turn it is. */
  roundTo: PlayerSlot
  /** Who played first (drawn with the seeded generator). */
  starter: PlayerSlot
  hands: Record<PlayerSlot, Hand>
  /** Per card instance id: base + instance bonus (spells NOT included). */
  cardSides: Record<number, Sides>
  /** Per spell instance id: base + instance bonus (may be negative: a curse). */
  spellSides: Record<number, Sides>
  /** Passes (timeouts) in a row per player; a real placement resets it. */
  consecutiveTimeouts: Record<PlayerSlot, number>
  /** Moves applied so far, passes included. */
  moveCount: number
  finished: boolean
  winner: PlayerSlot | null
  endReason: EndReason | null
  /** The rules it is played under (rules.ts); absent in states saved before rules 2, which are rules 1. */
  rules?: RulesVersion
  /** Per spell instance id: its rarity (rules 3: a rare or better spell has a power, spell-powers.ts). */
  spellRarities?: Record<number, Rarete>
}

export type Move =
  | { kind: 'card'; instanceId: number; index: number }
  | { kind: 'spell'; instanceId: number; index: number }
  | { kind: 'pass' } // the timeout's empty move

export type PlacementMove = Exclude<Move, { kind: 'pass' }>

export type MoveErrorCode = 'FINISHED' | 'NOT_YOUR_TURN' | 'BAD_INDEX' | 'NOT_IN_HAND' | 'POST_FULL' | 'SLOT_TAKEN' | 'CARDS_FIRST'

interface MoveEvents {
  /** Positions whose card became KO during this move. */
  ko: number[]
  /** True when this move ended the game. */
  ended: boolean
}

export type MoveResult =
  | { ok: true; state: MatchState; events: MoveEvents }
  | { ok: false; code: MoveErrorCode; message: string }

/** The other player. */
export const opponentOf = (player: PlayerSlot): PlayerSlot => (player === 1 ? 2 : 1)
