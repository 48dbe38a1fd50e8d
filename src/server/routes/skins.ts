// Skins: the shop's list, the skins a player owns; admins add, edit, withdraw and put them back on sale.
import type { Handlers } from './types'
import { catalogueItemExists } from '../services/catalogue'
import { findSkin, insertSkin, listSkins, listUserSkins, skinJson, updateSkin, withdrawSkin, type SkinRow } from '../services/skins'
import { assertSomethingToChange, imageAddress, requiredText } from '../services/input'
import { caller } from '../plugins/access'
import { badRequest, notFound } from '../errors'
import { CARDS, SPELLS, SKINS } from '../messages'

/** Euros (1.99) → cents; two decimals at most. */
function priceCents(prix: number): number {
  const cents = Math.round(prix * 100)
  if (Math.abs(cents - prix * 100) > 1e-6) throw badRequest(SKINS.priceDecimals)
  return cents
}

export const skinHandlers: Handlers = {
  listSkins: async (request) => listSkins(request.server.db, caller(request).admin),

  listUserSkins: async (request) => listUserSkins(request.server.db, caller(request).id),

  listOwnedSkinsFor: async (request) =>
    listUserSkins(request.server.db, caller(request).id, { linkedId: request.query.linkedId, type: request.query.type }),

  createSkin: async (request, reply) => {
    const { db } = request.server
    const body = request.body
    const prixCents = priceCents(body.prix)
    if (!(await catalogueItemExists(db, body.type, body.linkedId))) throw badRequest(body.type === 'card' ? CARDS.missing(body.linkedId) : SPELLS.missing(body.linkedId))
    const row = await insertSkin(db, {
      nom: requiredText(body.nom, 'Le nom'),
      rarete: body.rarete,
      prixCents,
      imageUrl: body.imageUrl ? imageAddress(body.imageUrl) : null,
      type: body.type,
      linkedId: body.linkedId,
    })
    reply.code(201)
    return skinJson(row)
  },

  editSkin: async (request) => {
    const { db } = request.server
    const body = request.body
    const current = await findSkin(db, request.params.id)
    if (!current) throw notFound(SKINS.notFound)
    const set: Partial<SkinRow> = {}
    if (body.nom !== undefined) set.nom = requiredText(body.nom, 'Le nom')
    if (body.rarete !== undefined) set.rarete = body.rarete
    if (body.prix !== undefined) set.prixCents = priceCents(body.prix)
    if (body.imageUrl !== undefined) set.imageUrl = body.imageUrl ? imageAddress(body.imageUrl) : null
    if (body.type !== undefined) set.type = body.type
    if (body.linkedId !== undefined) set.linkedId = body.linkedId
    if (body.onSale !== undefined) set.onSale = body.onSale
    const type = set.type ?? current.type
    const linkedId = set.linkedId ?? current.linkedId
    if ((set.type !== undefined || set.linkedId !== undefined) && !(await catalogueItemExists(db, type, linkedId)))
      throw badRequest(type === 'card' ? CARDS.missing(linkedId) : SPELLS.missing(linkedId))
    const row = await updateSkin(db, current.id, assertSomethingToChange(set))
    if (!row) throw notFound(SKINS.notFound)
    return skinJson(row)
  },

  deleteSkin: async (request) => {
    const row = await withdrawSkin(request.server.db, request.params.id)
    if (!row) throw notFound(SKINS.notFound)
    return { message: SKINS.withdrawn(row.nom) }
  },
}
