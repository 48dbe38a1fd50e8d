// Crafting a chosen card or spell with credit points, and recycling spare copies for credit
// (services/crafting.ts). Cards and spells share the code (services/instance-kinds.ts).
import type { Handlers } from './types'
import { CARD, SPELL } from '../services/instance-kinds'
import { craftInstance, recycleInstance } from '../services/crafting'
import { assertSelfOrAdmin } from '../plugins/access'
import { userOr404 } from './users'

export const craftingHandlers: Handlers = {
  craftCard: async (request, reply) => {
    const { userId, cardId } = request.body
    assertSelfOrAdmin(request, userId)
    const { db, clock } = request.server
    await userOr404(db, userId)
    const { instance, credit } = await craftInstance(db, CARD, userId, cardId, clock())
    reply.code(201)
    return { cardPlayer: instance, credit }
  },
  craftSpell: async (request, reply) => {
    const { userId, spellId } = request.body
    assertSelfOrAdmin(request, userId)
    const { db, clock } = request.server
    await userOr404(db, userId)
    const { instance, credit } = await craftInstance(db, SPELL, userId, spellId, clock())
    reply.code(201)
    return { spellPlayer: instance, credit }
  },

  recycleCard: async (request) => {
    const { userId, cardPlayerId } = request.body
    assertSelfOrAdmin(request, userId)
    const { db, clock } = request.server
    return { credit: await recycleInstance(db, CARD, userId, cardPlayerId, clock()) }
  },
  recycleSpell: async (request) => {
    const { userId, spellPlayerId } = request.body
    assertSelfOrAdmin(request, userId)
    const { db, clock } = request.server
    return { credit: await recycleInstance(db, SPELL, userId, spellPlayerId, clock()) }
  },
}
