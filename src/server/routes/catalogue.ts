// The catalogue of cards and spells: everyone reads it, admins edit it.
import type { Handlers } from './types'
import { listCards, listSpells, updateCard, updateSpell, type ItemChange } from '../services/catalogue'
import { assertSomethingToChange, imageAddress, requiredText } from '../services/input'
import { notFound } from '../errors'
import { CARDS, SPELLS } from '../messages'

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
  listCards: async (request) => listCards(request.server.db),
  listSpells: async (request) => listSpells(request.server.db),

  editCard: async (request) => {
    const card = await updateCard(request.server.db, request.body.id, itemChanges(request.body))
    if (!card) throw notFound(CARDS.notFound)
    return card
  },

  editSpell: async (request) => {
    const spell = await updateSpell(request.server.db, request.body.id, itemChanges(request.body))
    if (!spell) throw notFound(SPELLS.notFound)
    return spell
  },
}
