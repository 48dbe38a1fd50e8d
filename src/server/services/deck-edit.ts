// Building decks: only the player's own instances, each at most once, within the deck limits
// (30 cards, 15 spells; src/game/decks.ts). A deck in a game in progress keeps its content.
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { cardPlayers, deckCards, deckSpells, decks, spellPlayers } from '../db/schema'
import { decksInGame, findDeck, type DeckRow } from '../db/repositories/decks'
import { DECK_MAX_CARDS, DECK_MAX_SPELLS } from '../../game/decks'
import { badRequest, conflict, forbidden, notFound } from '../errors'

export const DECK_NOT_FOUND = 'Deck introuvable.'
export const DECK_IN_GAME = 'Ce deck est utilisé dans une partie en cours : attendez la fin de la partie.'

/** The deck, checked to belong to `userId`. */
export async function ownedDeck(db: Db, userId: number, id: number, forUpdate = false): Promise<DeckRow> {
  const deck = forUpdate ? ((await db.select().from(decks).where(eq(decks.id, id)).for('update'))[0] ?? null) : await findDeck(db, id)
  if (!deck) throw notFound(DECK_NOT_FOUND)
  if (deck.userId !== userId) throw forbidden("Ce deck n'appartient pas à ce joueur.")
  return deck
}

export async function assertNotInGame(db: Db, deckId: number): Promise<void> {
  if ((await decksInGame(db, [deckId])).has(deckId)) throw conflict(DECK_IN_GAME)
}

/** Checks the content of a deck before anything is written (400 with a French message otherwise). */
export async function checkDeckContent(db: Db, userId: number, cardIds: number[], spellIds: number[]): Promise<void> {
  if (cardIds.length > DECK_MAX_CARDS) throw badRequest(`Un deck contient au plus ${DECK_MAX_CARDS} cartes (${cardIds.length} choisies).`)
  if (spellIds.length > DECK_MAX_SPELLS) throw badRequest(`Un deck contient au plus ${DECK_MAX_SPELLS} sorts (${spellIds.length} choisis).`)
  if (new Set(cardIds).size !== cardIds.length) throw badRequest("Une même carte ne peut figurer qu'une fois dans un deck.")
  if (new Set(spellIds).size !== spellIds.length) throw badRequest("Un même sort ne peut figurer qu'une fois dans un deck.")
  const [ownCards, ownSpells] = await Promise.all([
    cardIds.length
      ? db.select({ id: cardPlayers.id }).from(cardPlayers).where(and(eq(cardPlayers.userId, userId), inArray(cardPlayers.id, cardIds)))
      : [],
    spellIds.length
      ? db.select({ id: spellPlayers.id }).from(spellPlayers).where(and(eq(spellPlayers.userId, userId), inArray(spellPlayers.id, spellIds)))
      : [],
  ])
  const cardSet = new Set(ownCards.map((c) => c.id))
  const spellSet = new Set(ownSpells.map((s) => s.id))
  const strangerCard = cardIds.find((id) => !cardSet.has(id))
  if (strangerCard !== undefined) throw badRequest(`La carte n° ${strangerCard} ne fait pas partie de la collection de ce joueur.`)
  const strangerSpell = spellIds.find((id) => !spellSet.has(id))
  if (strangerSpell !== undefined) throw badRequest(`Le sort n° ${strangerSpell} ne fait pas partie de la collection de ce joueur.`)
}

/** Replaces the deck's cards and spells, in the given order. */
export async function writeDeckContent(db: Db, deckId: number, cardIds: number[], spellIds: number[]): Promise<void> {
  await db.delete(deckCards).where(eq(deckCards.deckId, deckId))
  await db.delete(deckSpells).where(eq(deckSpells.deckId, deckId))
  if (cardIds.length) await db.insert(deckCards).values(cardIds.map((cardPlayerId, position) => ({ deckId, cardPlayerId, position })))
  if (spellIds.length) await db.insert(deckSpells).values(spellIds.map((spellPlayerId, position) => ({ deckId, spellPlayerId, position })))
}
