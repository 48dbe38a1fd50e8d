// Hand-built game snapshots for the scene model tests (not a test file).
import { emptyBoard, emptyOwners, emptyStatuses } from '../../src/game'
import type { CardStatus, PlayerSlot } from '../../src/game'
import type { CardInstance, GameSnapshot, SpellInstance } from '../../src/scene/model'

type Four = [number, number, number, number]

/** The user ids of joueur1 and joueur2. */
export const USER1 = 11
export const USER2 = 22

/** A card instance: base values [haut, gauche, droite, bas] and the instance's own bonus. */
export function card(id: number, base: Four = [2, 2, 2, 2], bonus: Four = [0, 0, 0, 0], over: Partial<CardInstance> = {}): CardInstance {
  return {
    id,
    joueur: { id: USER1 },
    card: { nom: `Carte ${id}`, rarete: 'commune', imageDeBase: `/assets/cards/${id}.png`, pointsHaut: base[0], pointsGauche: base[1], pointsDroite: base[2], pointsBas: base[3] },
    pointsHaut: bonus[0],
    pointsGauche: bonus[1],
    pointsDroite: bonus[2],
    pointsBas: bonus[3],
    imageSkin: null,
    ...over,
  }
}

/** A spell instance: base values and the instance's own bonus. */
export function spell(id: number, base: Four = [1, 1, 1, 1], bonus: Four = [0, 0, 0, 0], over: Partial<SpellInstance> = {}): SpellInstance {
  return {
    id,
    joueur: { id: USER1 },
    spell: { nom: `Sort ${id}`, rarete: 'rare', imageDeBase: `/assets/spells/${id}.png`, pointsHaut: base[0], pointsGauche: base[1], pointsDroite: base[2], pointsBas: base[3] },
    pointsHaut: bonus[0],
    pointsGauche: bonus[1],
    pointsDroite: bonus[2],
    pointsBas: bonus[3],
    imageSkin: null,
    ...over,
  }
}

export const SERVER_NOW = Date.parse('2025-11-21T12:00:00.000Z')
export const iso = (ms: number): string => new Date(ms).toISOString()

/**
 * An empty board, the viewer is joueur1 and it is their turn with 30 s left, hand of cards 101, 102
 * and spell 201 (override anything).
 */
export function game(over: Partial<GameSnapshot> = {}): GameSnapshot {
  return {
    id: 7,
    type: 'unranked',
    status: 'PLAYING',
    joueur1: { id: USER1, pseudo: 'Alice' },
    joueur2: { id: USER2, pseudo: 'Bruno' },
    plateau: emptyBoard(),
    plateauspell: emptyBoard(),
    satutscard: emptyStatuses(),
    cardOwners: emptyOwners(),
    spellOwners: emptyOwners(),
    roundTo: 1,
    open: true,
    winner: null,
    you: 1,
    boardCards: [],
    boardSpells: [],
    hand: { cartes: [card(101), card(102)], spells: [spell(201)] },
    turnDeadline: iso(SERVER_NOW + 30_000),
    serverTime: iso(SERVER_NOW),
    version: 1,
    lastMove: null,
    ...over,
  }
}

/** The snapshot with a card placed (a new snapshot; the input is not changed). */
export function withCard(g: GameSnapshot, index: number, instance: CardInstance, owner: PlayerSlot, status: CardStatus = 'ALIVE'): GameSnapshot {
  const set = <T>(row: readonly T[], v: T): T[] => row.map((x, i) => (i === index ? v : x))
  return {
    ...g,
    plateau: set(g.plateau, instance.id),
    satutscard: set(g.satutscard, status),
    cardOwners: set(g.cardOwners, owner),
    boardCards: [...g.boardCards, instance],
  }
}

/** The snapshot with a spell placed. */
export function withSpell(g: GameSnapshot, index: number, instance: SpellInstance, owner: PlayerSlot): GameSnapshot {
  const set = <T>(row: readonly T[], v: T): T[] => row.map((x, i) => (i === index ? v : x))
  return { ...g, plateauspell: set(g.plateauspell, instance.id), spellOwners: set(g.spellOwners, owner), boardSpells: [...g.boardSpells, instance] }
}

/** The same snapshot with the given card status at index (e.g. a card made KO). */
export function withStatus(g: GameSnapshot, index: number, status: CardStatus): GameSnapshot {
  return { ...g, satutscard: g.satutscard.map((x, i) => (i === index ? status : x)) }
}
