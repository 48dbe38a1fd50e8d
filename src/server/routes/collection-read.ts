// Reading a player's cards, spells and decks (their own, or anyone's for an admin).
import type { Handlers } from './types'
import {
  cardPlayersByIds,
  listUserCardPlayers,
  listUserSpellPlayers,
  spellPlayersByIds,
  onBoardOfUserGame,
} from '../services/collection'
import { decksJson, findDeck, listUserDecks } from '../services/decks'
import { assertSelfOrAdmin, caller } from '../plugins/access'
import { notFound } from '../errors'
import { CARDS, SPELLS, DECKS } from '../messages'

export const collectionReadHandlers: Handlers = {
  listUserCards: async (request) => {
    assertSelfOrAdmin(request, request.params.userId)
    return listUserCardPlayers(request.server.db, request.params.userId)
  },
  getCardPlayer: async (request) => {
    const [card] = await cardPlayersByIds(request.server.db, [request.params.id])
    if (!card) throw notFound(CARDS.notFound)
    if (!(await onBoardOfUserGame(request.server.db, 'card', card.id, caller(request).id))) assertSelfOrAdmin(request, card.joueur.id)
    return card
  },
  listUserSpells: async (request) => {
    assertSelfOrAdmin(request, request.params.userId)
    return listUserSpellPlayers(request.server.db, request.params.userId)
  },
  getSpellPlayer: async (request) => {
    const [spell] = await spellPlayersByIds(request.server.db, [request.params.id])
    if (!spell) throw notFound(SPELLS.notFound)
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
    if (!deck) throw notFound(DECKS.notFound)
    assertSelfOrAdmin(request, deck.userId)
    const [json] = await decksJson(db, [deck])
    return json
  },
}
