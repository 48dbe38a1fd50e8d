// Changing card and spell instances: upgrades with duplicates, skins shown on an instance, and the
// admin's gifts and removals. Cards and spells share the code (services/instance-kinds.ts).
import type { Handlers } from './types'
import { CARD, SPELL } from '../services/instance-kinds'
import { dressInstance, giveInstance, removeInstance, upgradeInstance } from '../services/instances'
import { assertSelfOrAdmin } from '../plugins/access'
import { userOr404 } from './users'
import { CARDS, SPELLS } from '../messages'

export const collectionWriteHandlers: Handlers = {
  upgradeCard: async (request) => {
    const { userId, cardPlayerId } = request.body
    assertSelfOrAdmin(request, userId)
    const { instance, consumed } = await upgradeInstance(request.server.db, CARD, userId, cardPlayerId)
    return { cardPlayer: instance, consumed }
  },
  upgradeSpell: async (request) => {
    const { userId, spellPlayerId } = request.body
    assertSelfOrAdmin(request, userId)
    const { instance, consumed } = await upgradeInstance(request.server.db, SPELL, userId, spellPlayerId)
    return { spellPlayer: instance, consumed }
  },

  setCardSkin: async (request) => {
    const { userId, cardPlayerId, skinId } = request.body
    assertSelfOrAdmin(request, userId)
    return dressInstance(request.server.db, CARD, userId, cardPlayerId, skinId)
  },
  setSpellSkin: async (request) => {
    const { userId, spellPlayerId, skinId } = request.body
    assertSelfOrAdmin(request, userId)
    return dressInstance(request.server.db, SPELL, userId, spellPlayerId, skinId)
  },

  adminGiveCard: async (request, reply) => {
    const { db, clock } = request.server
    await userOr404(db, request.body.userId)
    const card = await giveInstance(db, CARD, request.body.userId, request.body.cardId, clock())
    reply.code(201)
    return card
  },
  adminGiveSpell: async (request, reply) => {
    const { db, clock } = request.server
    await userOr404(db, request.body.userId)
    const spell = await giveInstance(db, SPELL, request.body.userId, request.body.spellId, clock())
    reply.code(201)
    return spell
  },

  adminRemoveCard: async (request) => {
    const { db } = request.server
    await userOr404(db, request.body.userId)
    await removeInstance(db, CARD, request.body.userId, request.body.cardPlayerId)
    return { message: CARDS.removed }
  },
  adminRemoveSpell: async (request) => {
    const { db } = request.server
    await userOr404(db, request.body.userId)
    await removeInstance(db, SPELL, request.body.userId, request.body.spellPlayerId)
    return { message: SPELLS.removed }
  },
}
