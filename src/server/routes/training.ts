// Training against a bot: create, read, deck, placements (the bot answers in the same request), leave, statistics.
import type { Handlers } from './types'
import { assertSelfOrAdmin } from '../plugins/access'
import { userOr404 } from './users'
import { chooseDeck, leave, place } from '../games/actions'
import { readGame, viewGameAs } from '../games/service'
import { contextOf, gameCall } from './game-call'
import { createTraining, trainingStatsOf } from '../games/training'

export const trainingHandlers: Handlers = {
  createTrainingGame: async (request, reply) => {
    const { userId, difficulty, deckId } = request.body
    assertSelfOrAdmin(request, userId)
    const { db, store, now } = contextOf(request)
    await userOr404(db, userId)
    const id = await createTraining(store, userId, difficulty, deckId, now)
    reply.code(201)
    return viewGameAs(gameCall(request), id, userId)
  },
  getTrainingGame: async (request) => readGame(gameCall(request), request.params.id, 'training'),
  endTrainingGame: async (request) => leave(gameCall(request), request.params.id, request.body.userId, 'training'),
  chooseTrainingDeck: async (request) => chooseDeck(gameCall(request), request.params.id, request.body, 'training'),
  placeTraining: async (request) => place(gameCall(request), request.params.id, request.body, 'training'),
  getTrainingStats: async (request) => {
    assertSelfOrAdmin(request, request.params.userId)
    return trainingStatsOf(request.server.db, request.params.userId)
  },
}
