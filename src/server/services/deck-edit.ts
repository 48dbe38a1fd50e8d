// Building decks: only the player's own instances, each at most once, within the deck limits
// (30 cards, 15 spells; src/game/decks.ts). A deck in a game in progress keeps its content.
import type { Db } from '../db/client'
import { lockDeck, ownedInstanceIds } from '../db/repositories/deck-rows'
import { decksInGame, findDeck, type DeckRow } from '../db/repositories/decks'
import { DECK_MAX_CARDS, DECK_MAX_SPELLS } from '../../game/decks'
import { badRequest, conflict, forbidden, notFound } from '../errors'
import { DECKS } from '../messages'

/** The deck, checked to belong to `userId`. */
export async function ownedDeck(db: Db, userId: number, id: number, forUpdate = false): Promise<DeckRow> {
  const deck = forUpdate ? await lockDeck(db, id) : await findDeck(db, id)
  if (!deck) throw notFound(DECKS.notFound)
  if (deck.userId !== userId) throw forbidden(DECKS.notThePlayers)
  return deck
}

export async function assertNotInGame(db: Db, deckId: number): Promise<void> {
  if ((await decksInGame(db, [deckId])).has(deckId)) throw conflict(DECKS.inGame)
}

/** Checks the content of a deck before anything is written (400 with a French message otherwise). */
export async function checkDeckContent(db: Db, userId: number, cardIds: number[], spellIds: number[]): Promise<void> {
  if (cardIds.length > DECK_MAX_CARDS) throw badRequest(DECKS.tooManyCards(DECK_MAX_CARDS, cardIds.length))
  if (spellIds.length > DECK_MAX_SPELLS) throw badRequest(DECKS.tooManySpells(DECK_MAX_SPELLS, spellIds.length))
  if (new Set(cardIds).size !== cardIds.length) throw badRequest(DECKS.duplicateCard)
  if (new Set(spellIds).size !== spellIds.length) throw badRequest(DECKS.duplicateSpell)
  const owned = await ownedInstanceIds(db, userId, cardIds, spellIds)
  const strangerCard = cardIds.find((id) => !owned.cards.has(id))
  if (strangerCard !== undefined) throw badRequest(DECKS.strangerCard(strangerCard))
  const strangerSpell = spellIds.find((id) => !owned.spells.has(id))
  if (strangerSpell !== undefined) throw badRequest(DECKS.strangerSpell(strangerSpell))
}
