// Solo combat: stages and their access, a stage's game (the AI answers in the same request),
// passing, surrendering, ending.
import type { Handlers } from './types'
import { assertSelfOrAdmin } from '../plugins/access'
import { userOr404 } from './users'
import { chooseDeck, leave, place } from '../games/actions'
import { activeGame } from '../games/creation'
import { readGame, viewFor, viewGameAs } from '../games/service'
import { contextOf, gameCall } from './game-call'
import { createSolo, listStages, soloGameOnStage, stageAccess } from '../games/solo'


export const soloHandlers: Handlers = {
  listSoloStages: async (request) => {
    assertSelfOrAdmin(request, request.params.userId)
    return listStages(request.server.db, request.params.userId)
  },
  canAccessSoloStage: async (request) => {
    assertSelfOrAdmin(request, request.params.userId)
    return stageAccess(request.server.db, request.params.userId, request.params.stageId)
  },
  createSoloGame: async (request, reply) => {
    const { userId, stageId } = request.params
    assertSelfOrAdmin(request, userId)
    const { db, store, now } = contextOf(request)
    await userOr404(db, userId)
    const id = await createSolo(store, userId, stageId, undefined, now)
    reply.code(201)
    return viewGameAs(gameCall(request), id, userId)
  },
  createSoloGameDetailed: async (request, reply) => {
    const { userId, stageId, deckId } = request.body
    assertSelfOrAdmin(request, userId)
    const { db, store, now } = contextOf(request)
    await userOr404(db, userId)
    const id = await createSolo(store, userId, stageId, deckId, now)
    reply.code(201)
    return viewGameAs(gameCall(request), id, userId)
  },
  getActiveSoloGame: async (request) => {
    const { userId } = request.params
    assertSelfOrAdmin(request, userId)
    const { store, now } = contextOf(request)
    const game = await activeGame(store, userId, now)
    if (!game || game.record.type !== 'solo') return null
    return viewFor(gameCall(request), game, userId)
  },
  getSoloGame: async (request) => readGame(gameCall(request), request.params.id, 'solo'),
  chooseSoloDeck: async (request) => chooseDeck(gameCall(request), request.params.id, request.body, 'solo'),
  placeSolo: async (request) => place(gameCall(request), request.params.id, request.body, 'solo'),
  passSoloTurn: async (request) => {
    const { game } = await place(gameCall(request), request.params.gameId, { userId: request.body.userId }, 'solo', true)
    return game
  },
  endSoloGame: async (request) => {
    const { userId, stageId } = request.params
    assertSelfOrAdmin(request, userId)
    return leave(gameCall(request), await soloGameOnStage(request.server.db, userId, stageId), userId, 'solo', 'quit')
  },
  surrenderSoloGame: async (request) => {
    const { userId, stageId } = request.params
    assertSelfOrAdmin(request, userId)
    return leave(gameCall(request), await soloGameOnStage(request.server.db, userId, stageId), userId, 'solo', 'surrender')
  },
}
