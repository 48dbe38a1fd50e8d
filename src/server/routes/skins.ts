// Skins: the shop's list, the skins a player owns; admins add and withdraw them.
import type { Handlers } from './types'
import { catalogueItemExists } from '../db/repositories/catalogue'
import { insertSkin, listSkins, listUserSkins, skinJson, withdrawSkin } from '../db/repositories/skins'
import { imageAddress, requiredText } from '../services/input'
import { caller } from '../security/access'
import { badRequest, notFound } from '../errors'
import { CARDS, SPELLS, SKINS } from '../messages'

export const skinHandlers: Handlers = {
  listSkins: async (request) => listSkins(request.server.db, caller(request).admin),

  listUserSkins: async (request) => listUserSkins(request.server.db, caller(request).id),

  listOwnedSkinsFor: async (request) =>
    listUserSkins(request.server.db, caller(request).id, { linkedId: request.query.linkedId, type: request.query.type }),

  createSkin: async (request, reply) => {
    const { db } = request.server
    const body = request.body
    const prixCents = Math.round(body.prix * 100)
    if (Math.abs(prixCents - body.prix * 100) > 1e-6) throw badRequest(SKINS.priceDecimals)
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

  deleteSkin: async (request) => {
    const row = await withdrawSkin(request.server.db, request.params.id)
    if (!row) throw notFound(SKINS.notFound)
    return { message: SKINS.withdrawn(row.nom) }
  },
}
