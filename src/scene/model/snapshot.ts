// The game as the client receives it: a minimal structural copy of the contract's `Game`
// (openapi/openapi.yaml, components.schemas.Game), so the model never imports src/api.
// A value of the generated `Schemas['Game']` type is assignable to `GameSnapshot`.
import type { CardStatus, PlayerSlot, RulesVersion } from '../../game'

export type GameType = 'ranked' | 'unranked' | 'private' | 'training' | 'solo'
export type GameStatus = 'WAITING' | 'PLAYING' | 'FINISHED'
export type ItemKind = 'card' | 'spell'

/** The four base values and identity of a catalogue card or spell. */
export interface CatalogueItem {
  nom: string
  rarete: string
  imageDeBase: string
  pointsHaut: number
  pointsGauche: number
  pointsDroite: number
  pointsBas: number
}

/** A card instance (contract CardPlayer): the four points are the instance's own bonus. */
export interface CardInstance {
  id: number
  joueur?: { id: number } | null
  card: CatalogueItem
  pointsHaut: number
  pointsGauche: number
  pointsDroite: number
  pointsBas: number
  imageSkin: string | null
}

/** A spell instance (contract SpellPlayer): the four points are the instance's own bonus. */
export interface SpellInstance {
  id: number
  joueur?: { id: number } | null
  spell: CatalogueItem
  pointsHaut: number
  pointsGauche: number
  pointsDroite: number
  pointsBas: number
  imageSkin: string | null
}

export interface PlayerRefSnapshot {
  id: number
  pseudo: string
}

export interface LastMoveSnapshot {
  player: PlayerSlot
  kind: 'card' | 'spell' | 'pass'
  instanceId: number | null
  index: number | null
  ko: number[]
  timeout: boolean
}

/** What the scene model reads of the server's Game (field names as in the spec and contract). */
export interface GameSnapshot {
  /** Game id; two snapshots of different ids are never diffed. */
  id?: number
  type: GameType
  /** WAITING (decks not chosen yet: nobody plays), PLAYING, FINISHED. */
  status?: GameStatus
  /** The rules it is played under (absent: 1); from 2 a player's first two placements are cards; from 3 rare and better spells have a power. */
  rules?: RulesVersion
  joueur1: PlayerRefSnapshot | null
  joueur2: PlayerRefSnapshot | null
  /** 21 card instance ids or null. */
  plateau: readonly (number | null)[]
  /** 21 spell instance ids or null. */
  plateauspell: readonly (number | null)[]
  /** 21 statuses: 'KO' (skull), 'ALIVE', or null for no card. */
  satutscard: readonly (CardStatus | null)[]
  /** 21 entries: who placed the card. */
  cardOwners: readonly (PlayerSlot | null)[]
  /** 21 entries: who placed the spell. */
  spellOwners: readonly (PlayerSlot | null)[]
  /** Whose turn it is. */
  roundTo: PlayerSlot
  /** True until the game ends. */
  open: boolean
  /** The winner's user id (null while open, or when nobody won). */
  winner: number | null
  /** The caller's slot (null for an admin looking on). */
  you: PlayerSlot | null
  /** The instances on the board (cards and spells). */
  boardCards: readonly CardInstance[]
  boardSpells: readonly SpellInstance[]
  /** The caller's own hand (null before a deck is chosen). */
  hand: { cartes: readonly CardInstance[]; spells: readonly SpellInstance[] } | null
  /** End of the running turn (ISO time, server clock), null when no turn runs. */
  turnDeadline: string | null
  /** The server's clock when it built this answer (ISO time). */
  serverTime: string
  version: number
  lastMove: LastMoveSnapshot | null
}

/** A hand item the player may pick. */
export interface HandItemRef {
  kind: ItemKind
  instanceId: number
}

export interface Point {
  x: number
  y: number
}

/** A rectangle in canvas CSS pixels. */
export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/** The player's hand items in drawing order: cards first, then spells. */
export function handRefs(game: Pick<GameSnapshot, 'hand'>): HandItemRef[] {
  if (!game.hand) return []
  return [
    ...game.hand.cartes.map((c) => ({ kind: 'card' as const, instanceId: c.id })),
    ...game.hand.spells.map((s) => ({ kind: 'spell' as const, instanceId: s.id })),
  ]
}

export const sameItem = (a: HandItemRef | null | undefined, b: HandItemRef | null | undefined): boolean =>
  !!a && !!b && a.kind === b.kind && a.instanceId === b.instanceId
