// Changing card and spell instances: upgrades with duplicates, skins shown on an instance, and the
// admin's gifts and removals. Cards and spells share the code (services/instance-kinds.ts).
import type { Handlers } from './types'
import { CARD, SPELL } from '../services/instance-kinds'
import { dressInstance, giveInstance, removeInstance, upgradeInstance } from '../services/instances'
import { assertSelfOrAdmin } from '../security/access'
import { userOr404 } from './users'
import type { Schemas } from './types'

type CardPlayer = Schemas['CardPlayer']
type SpellPlayer = Schemas['SpellPlayer']

export const collectionWriteHandlers: Handlers = {
  upgradeCard: async (request) => {
    const { userId, cardPlayerId } = request.body
    assertSelfOrAdmin(request, userId)
    const { instance, consumed } = await upgradeInstance(request.server.db, CARD, userId, cardPlayerId)
    return { cardPlayer: instance as CardPlayer, consumed }
  },
  upgradeSpell: async (request) => {
    const { userId, spellPlayerId } = request.body
    assertSelfOrAdmin(request, userId)
    const { instance, consumed } = await upgradeInstance(request.server.db, SPELL, userId, spellPlayerId)
    return { spellPlayer: instance as SpellPlayer, consumed }
  },

  setCardSkin: async (request) => {
    const { userId, cardPlayerId, skinId } = request.body
    assertSelfOrAdmin(request, userId)
    return (await dressInstance(request.server.db, CARD, userId, cardPlayerId, skinId)) as CardPlayer
  },
  setSpellSkin: async (request) => {
    const { userId, spellPlayerId, skinId } = request.body
    assertSelfOrAdmin(request, userId)
    return (await dressInstance(request.server.db, SPELL, userId, spellPlayerId, skinId)) as SpellPlayer
  },

  adminGiveCard: async (request, reply) => {
    const { db, clock } = request.server
    await userOr404(db, request.body.userId)
    const card = await giveInstance(db, CARD, request.body.userId, request.body.cardId, clock())
    reply.code(201)
    return card as CardPlayer
  },
  adminGiveSpell: async (request, reply) => {
    const { db, clock } = request.server
    await userOr404(db, request.body.userId)
    const spell = await giveInstance(db, SPELL, request.body.userId, request.body.spellId, clock())
    reply.code(201)
    return spell as SpellPlayer
  },

  adminRemoveCard: async (request) => {
    const { db } = request.server
    await userOr404(db, request.body.userId)
    await removeInstance(db, CARD, request.body.userId, request.body.cardPlayerId)
    return { message: 'La carte a été retirée de la collection du joueur.' }
  },
  adminRemoveSpell: async (request) => {
    const { db } = request.server
    await userOr404(db, request.body.userId)
    await removeInstance(db, SPELL, request.body.userId, request.body.spellPlayerId)
    return { message: 'Le sort a été retiré de la collection du joueur.' }
  },
}
