// The catalogue of cards and spells: everyone reads it, admins edit it.
import { asc, eq } from 'drizzle-orm'
import type { Handlers } from './types'
import { cards, spells } from '../db/schema'
import { cardJson, spellJson } from '../db/repositories/collection'
import { assertSomethingToChange, imageAddress, requiredText } from '../services/input'
import { notFound } from '../errors'

interface ItemChange {
  nom?: string
  rarete?: string
  imageDeBase?: string
  pointsHaut?: number
  pointsGauche?: number
  pointsDroite?: number
  pointsBas?: number
  description?: string
}

/** The columns an admin edit sets, checked (400) before anything is written. */
function itemChanges(body: ItemChange & { id: number }): ItemChange {
  const set: ItemChange = {}
  if (body.nom !== undefined) set.nom = requiredText(body.nom, 'Le nom')
  if (body.rarete !== undefined) set.rarete = body.rarete
  if (body.imageDeBase !== undefined) set.imageDeBase = imageAddress(body.imageDeBase)
  if (body.description !== undefined) set.description = body.description.trim()
  for (const side of ['pointsHaut', 'pointsGauche', 'pointsDroite', 'pointsBas'] as const) {
    if (body[side] !== undefined) set[side] = body[side]
  }
  return assertSomethingToChange(set)
}

export const catalogueHandlers: Handlers = {
  listCards: async (request) => (await request.server.db.select().from(cards).orderBy(asc(cards.id))).map(cardJson),
  listSpells: async (request) => (await request.server.db.select().from(spells).orderBy(asc(spells.id))).map(spellJson),

  editCard: async (request) => {
    const set = itemChanges(request.body)
    const [row] = await request.server.db.update(cards).set(set).where(eq(cards.id, request.body.id)).returning()
    if (!row) throw notFound('Carte introuvable.')
    return cardJson(row)
  },

  editSpell: async (request) => {
    const set = itemChanges(request.body)
    const [row] = await request.server.db.update(spells).set(set).where(eq(spells.id, request.body.id)).returning()
    if (!row) throw notFound('Sort introuvable.')
    return spellJson(row)
  },
}
