// Reading a player's cards, spells and decks (their own, or anyone's for an admin).
import { eq } from 'drizzle-orm'
import type { Handlers } from './types'
import { cardPlayers, spellPlayers } from '../db/schema'
import { cardPlayersWhere, listUserCardPlayers, listUserSpellPlayers, spellPlayersWhere } from '../db/repositories/collection'
import { decksJson, findDeck, listUserDecks } from '../db/repositories/decks'
import { assertSelfOrAdmin, caller } from '../security/access'
import { onBoardOfUserGame } from '../games/repository'
import { notFound } from '../errors'

export const collectionReadHandlers: Handlers = {
  listUserCards: async (request) => {
    assertSelfOrAdmin(request, request.params.userId)
    return listUserCardPlayers(request.server.db, request.params.userId)
  },
  getCardPlayer: async (request) => {
    const [card] = await cardPlayersWhere(request.server.db, eq(cardPlayers.id, request.params.id))
    if (!card) throw notFound('Carte introuvable.')
    if (!(await onBoardOfUserGame(request.server.db, 'card', card.id, caller(request).id))) assertSelfOrAdmin(request, card.joueur.id)
    return card
  },
  listUserSpells: async (request) => {
    assertSelfOrAdmin(request, request.params.userId)
    return listUserSpellPlayers(request.server.db, request.params.userId)
  },
  getSpellPlayer: async (request) => {
    const [spell] = await spellPlayersWhere(request.server.db, eq(spellPlayers.id, request.params.id))
    if (!spell) throw notFound('Sort introuvable.')
    if (!(await onBoardOfUserGame(request.server.db, 'spell', spell.id, caller(request).id))) assertSelfOrAdmin(request, spell.joueur.id)
    return spell
  },
  listUserDecks: async (request) => {
    assertSelfOrAdmin(request, request.params.userId)
    return listUserDecks(request.server.db, request.params.userId)
  },
  getDeck: async (request) => {
    const { db } = request.server
    const deck = await findDeck(db, request.params.id)
    if (!deck) throw notFound('Deck introuvable.')
    assertSelfOrAdmin(request, deck.userId)
    const [json] = await decksJson(db, [deck])
    return json
  },
}
