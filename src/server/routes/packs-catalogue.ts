// The boosters of the catalogue: their published odds and guarantees; admins add, edit and withdraw them.
import { eq } from 'drizzle-orm'
import type { Handlers } from './types'
import { packs } from '../db/schema'
import { availability, findPack, listPacks, packJson } from '../db/repositories/packs'
import { assertSomethingToChange, imageAddress, requiredText } from '../services/input'
import { PACK_NOT_FOUND } from '../services/packs'
import { caller } from '../security/access'
import { notFound } from '../errors'

const defaultImage = (kind: string) => (kind === 'spells' ? '/assets/packs/booster-sorts.svg' : '/assets/packs/booster-classique.svg')

export const packCatalogueHandlers: Handlers = {
  listPacks: async (request) => listPacks(request.server.db, caller(request).admin),

  getPack: async (request) => {
    const { db } = request.server
    const pack = await findPack(db, request.params.id)
    if (!pack) throw notFound(PACK_NOT_FOUND)
    return packJson(pack, await availability(db))
  },

  createPack: async (request, reply) => {
    const { db } = request.server
    const body = request.body
    const values = {
      nom: requiredText(body.nom, 'Le nom'),
      description: body.description.trim(),
      prix: body.prix,
      imageUrl: body.imageUrl ? imageAddress(body.imageUrl) : defaultImage(body.kind),
      kind: body.kind,
      size: body.size,
      guaranteedRarity: body.guaranteedRarity ?? null,
    }
    const [row] = await db.insert(packs).values(values).returning()
    reply.code(201)
    return packJson(row, await availability(db))
  },

  editPack: async (request) => {
    const { db } = request.server
    const { id, ...body } = request.body
    const set: Partial<typeof packs.$inferInsert> = {}
    if (body.nom !== undefined) set.nom = requiredText(body.nom, 'Le nom')
    if (body.description !== undefined) set.description = body.description.trim()
    if (body.prix !== undefined) set.prix = body.prix
    if (body.imageUrl !== undefined) set.imageUrl = imageAddress(body.imageUrl)
    if (body.size !== undefined) set.size = body.size
    if (body.guaranteedRarity !== undefined) set.guaranteedRarity = body.guaranteedRarity
    if (body.onSale !== undefined) set.onSale = body.onSale
    const [row] = await db.update(packs).set(assertSomethingToChange(set)).where(eq(packs.id, id)).returning()
    if (!row) throw notFound(PACK_NOT_FOUND)
    return packJson(row, await availability(db))
  },

  deletePack: async (request) => {
    const [row] = await request.server.db.update(packs).set({ onSale: false }).where(eq(packs.id, request.params.id)).returning()
    if (!row) throw notFound(PACK_NOT_FOUND)
    return { message: `Le « ${row.nom} » est retiré de la vente ; les boosters déjà achetés restent ouvrables.` }
  },
}
