// Building decks: create, replace the content, rename, delete (reads are in collection-read.ts).
import type { Handlers } from './types'
import { decksJson, insertDeck, deleteDeckRow, updateDeckRow, writeDeckContent } from '../services/decks'
import { assertNotInGame, checkDeckContent, ownedDeck } from '../services/deck-edit'
import { withRetry } from '../db/retry'
import { notFound } from '../errors'
import { requiredText } from '../services/input'
import { assertSelfOrAdmin } from '../plugins/access'
import { userOr404 } from './users'
import { DECKS } from '../messages'

const deckName = (name: string) => requiredText(name, 'Le nom du deck')

export const deckHandlers: Handlers = {
  createDeck: async (request, reply) => {
    const { userId, cartes = [], spells = [] } = request.body
    assertSelfOrAdmin(request, userId)
    const { db } = request.server
    await userOr404(db, userId)
    const name = deckName(request.body.name)
    await checkDeckContent(db, userId, cartes, spells)
    const deck = await withRetry(db, (tx) => insertDeck(tx, userId, name, cartes, spells))
    reply.code(201)
    const [json] = await decksJson(db, [deck])
    return json
  },

  updateDeck: async (request) => {
    const { userId, id, cartes, spells } = request.body
    assertSelfOrAdmin(request, userId)
    const { db, clock } = request.server
    const name = request.body.name === undefined ? undefined : deckName(request.body.name)
    await ownedDeck(db, userId, id)
    await checkDeckContent(db, userId, cartes, spells)
    const deck = await withRetry(db, async (tx) => {
      await ownedDeck(tx, userId, id, true) // locks the deck: concurrent updates apply one after the other
      await assertNotInGame(tx, id)
      await writeDeckContent(tx, id, cartes, spells)
      const row = await updateDeckRow(tx, id, { ...(name ? { name } : {}), updatedAt: clock() })
      if (!row) throw notFound(DECKS.notFound)
      return row
    })
    const [json] = await decksJson(db, [deck])
    return json
  },

  renameDeck: async (request) => {
    const { userId, id } = request.body
    assertSelfOrAdmin(request, userId)
    const { db, clock } = request.server
    const name = deckName(request.body.name)
    const deck = await withRetry(db, async (tx) => {
      await ownedDeck(tx, userId, id, true) // locks the deck: a deletion in between makes this a 404
      const row = await updateDeckRow(tx, id, { name, updatedAt: clock() })
      if (!row) throw notFound(DECKS.notFound)
      return row
    })
    const [json] = await decksJson(db, [deck])
    return json
  },

  deleteDeck: async (request) => {
    const { userId, id } = request.body
    assertSelfOrAdmin(request, userId)
    const { db } = request.server
    const deck = await withRetry(db, async (tx) => {
      const row = await ownedDeck(tx, userId, id, true)
      await assertNotInGame(tx, id)
      await deleteDeckRow(tx, id)
      return row
    })
    return { message: DECKS.deleted(deck.name) }
  },
}
