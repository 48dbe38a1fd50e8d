// Skins: the shop's list, the skins a player owns; admins add and withdraw them.
import { eq } from 'drizzle-orm'
import type { Handlers } from './types'
import { cards, skins, spells } from '../db/schema'
import { listSkins, listUserSkins, skinJson } from '../db/repositories/skins'
import { imageAddress, requiredText } from '../services/input'
import { caller } from '../security/access'
import { badRequest, notFound } from '../errors'

export const skinHandlers: Handlers = {
  listSkins: async (request) => listSkins(request.server.db, caller(request).admin),

  listUserSkins: async (request) => listUserSkins(request.server.db, caller(request).id),

  listOwnedSkinsFor: async (request) =>
    listUserSkins(request.server.db, caller(request).id, { linkedId: request.query.linkedId, type: request.query.type }),

  createSkin: async (request, reply) => {
    const { db } = request.server
    const body = request.body
    const prixCents = Math.round(body.prix * 100)
    if (Math.abs(prixCents - body.prix * 100) > 1e-6) throw badRequest('Le prix doit avoir au plus deux décimales (par exemple 1.99).')
    const table = body.type === 'card' ? cards : spells
    const [linked] = await db.select({ id: table.id }).from(table).where(eq(table.id, body.linkedId))
    if (!linked) throw badRequest(body.type === 'card' ? `La carte n° ${body.linkedId} n'existe pas.` : `Le sort n° ${body.linkedId} n'existe pas.`)
    const [row] = await db
      .insert(skins)
      .values({
        nom: requiredText(body.nom, 'Le nom'),
        rarete: body.rarete,
        prixCents,
        imageUrl: body.imageUrl ? imageAddress(body.imageUrl) : null,
        type: body.type,
        linkedId: body.linkedId,
      })
      .returning()
    reply.code(201)
    return skinJson(row)
  },

  deleteSkin: async (request) => {
    const [row] = await request.server.db.update(skins).set({ onSale: false }).where(eq(skins.id, request.params.id)).returning()
    if (!row) throw notFound('Skin introuvable.')
    return { message: `Le skin « ${row.nom} » est retiré de la vente ; les joueurs qui l'ont acheté le gardent.` }
  },
}
