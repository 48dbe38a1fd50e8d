// The boosters of the catalogue: their published odds and guarantees; admins add, edit and withdraw them.
import type { Handlers } from './types'
import { availability, findPack, insertPack, listPacks, packJson, updatePack, type PackRow } from '../services/pack-catalogue'
import { assertSomethingToChange, imageAddress, requiredText } from '../services/input'
import { caller } from '../plugins/access'
import { notFound } from '../errors'
import { PACKS } from '../messages'

const defaultImage = (kind: string) => (kind === 'spells' ? '/assets/packs/booster-sorts.svg' : '/assets/packs/booster-classique.svg')

export const packCatalogueHandlers: Handlers = {
  listPacks: async (request) => listPacks(request.server.db, caller(request).admin),

  getPack: async (request) => {
    const { db } = request.server
    const pack = await findPack(db, request.params.id)
    if (!pack) throw notFound(PACKS.notFound)
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
    const row = await insertPack(db, values)
    reply.code(201)
    return packJson(row, await availability(db))
  },

  editPack: async (request) => {
    const { db } = request.server
    const { id, ...body } = request.body
    const set: Partial<PackRow> = {}
    if (body.nom !== undefined) set.nom = requiredText(body.nom, 'Le nom')
    if (body.description !== undefined) set.description = body.description.trim()
    if (body.prix !== undefined) set.prix = body.prix
    if (body.imageUrl !== undefined) set.imageUrl = imageAddress(body.imageUrl)
    if (body.size !== undefined) set.size = body.size
    if (body.guaranteedRarity !== undefined) set.guaranteedRarity = body.guaranteedRarity
    if (body.onSale !== undefined) set.onSale = body.onSale
    const row = await updatePack(db, id, assertSomethingToChange(set))
    if (!row) throw notFound(PACKS.notFound)
    return packJson(row, await availability(db))
  },

  deletePack: async (request) => {
    const row = await updatePack(request.server.db, request.params.id, { onSale: false })
    if (!row) throw notFound(PACKS.notFound)
    return { message: PACKS.withdrawn(row.nom) }
  },
}
