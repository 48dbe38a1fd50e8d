// Players' boosters: inventory, the légendaire guarantee's counters, buying with credit points,
// opening, pack upgrade; admins give and take back.
import type { Handlers } from './types'
import { findPackPlayer, listUserPackPlayers, packPlayerJson } from '../services/pack-catalogue'
import { pityCounters, buyPack, givePack, openPack, removePack, upgradePack } from '../services/packs'
import { assertSelfOrAdmin } from '../plugins/access'
import { notFound } from '../errors'
import { userOr404 } from './users'
import { PACKS } from '../messages'

export const packHandlers: Handlers = {
  listUserPacks: async (request) => {
    assertSelfOrAdmin(request, request.params.id)
    return listUserPackPlayers(request.server.db, request.params.id)
  },

  getPackPity: async (request) => {
    assertSelfOrAdmin(request, request.params.id)
    return pityCounters(request.server.db, request.params.id)
  },

  getUserPack: async (request) => {
    const { db } = request.server
    const row = await findPackPlayer(db, request.params.id)
    if (!row || row.consumedAt) throw notFound(PACKS.notFound)
    assertSelfOrAdmin(request, row.userId)
    return packPlayerJson(db, row)
  },

  buyPack: async (request, reply) => {
    const { userId, packId } = request.body
    assertSelfOrAdmin(request, userId)
    const { db, clock } = request.server
    await userOr404(db, userId)
    const { row, credit } = await buyPack(db, userId, packId, clock())
    reply.code(201)
    return { packPlayer: await packPlayerJson(db, row), credit }
  },

  openPack: async (request) => {
    const { userId, packPlayerId } = request.body
    assertSelfOrAdmin(request, userId)
    const { db, clock } = request.server
    const { row, content } = await openPack(db, userId, packPlayerId, clock())
    return { packPlayer: await packPlayerJson(db, row), cards: content.cards, spells: content.spells }
  },

  upgradePack: async (request) => {
    const { userId, packId } = request.body
    assertSelfOrAdmin(request, userId)
    const { db, clock } = request.server
    await userOr404(db, userId)
    const { row, consumed } = await upgradePack(db, userId, packId, clock())
    return { packPlayer: await packPlayerJson(db, row), consumed }
  },

  adminGivePack: async (request, reply) => {
    const { userId, packId } = request.body
    const { db, clock } = request.server
    await userOr404(db, userId)
    const row = await givePack(db, userId, packId, clock())
    reply.code(201)
    return packPlayerJson(db, row)
  },

  adminRemovePack: async (request) => {
    const { userId, packPlayerId } = request.body
    const { db } = request.server
    await userOr404(db, userId)
    await removePack(db, userId, packPlayerId)
    return { message: PACKS.removed }
  },
}
