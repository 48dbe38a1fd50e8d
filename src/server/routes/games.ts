// Ranked, unranked and private games: matchmaking, private codes, deck choice, placements, leaving,
// look-ups. The answers are the caller's view (src/server/games/view.ts); the actions' answers are
// sent as JSON text made once and shared with the caller's event streams (games/view-json.ts).
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Schemas } from '../contract-types'
import type { Handlers } from './types'
import { findUser } from '../services/users'
import { badRequest, notFound } from '../errors'
import { assertSelfOrAdmin } from '../plugins/access'
import { userOr404 } from './users'
import { chooseDeckJson, leaveJson, placeJson, readyJson } from '../games/actions'
import { activeGame } from '../games/creation'
import { joinQueue, type QueueType } from '../games/matchmaking'
import { touchUsers } from '../plugins/poll-cache'
import { createPrivate, joinPrivate } from '../games/private-code'
import { userGames } from '../games/listing'
import { viewGameAs } from '../games/service'
import { contextOf, gameCall } from './game-call'
import { readGameView } from '../games/read'
import { gameEtag, notModified } from '../plugins/etag'
import { GAMES } from '../messages'

export const gameHandlers: Handlers = {
  listUserGames: async (request) => {
    const userId = request.params.userId
    assertSelfOrAdmin(request, userId)
    const { store, now } = contextOf(request)
    return userGames(store, userId, now)
  },
  checkUserGame: async (request) => {
    assertSelfOrAdmin(request, request.params.userId)
    const { store, now } = contextOf(request)
    const game = await activeGame(store, request.params.userId, now)
    // No game is a normal answer (200 null), not a 404 the browser logs; activeGame never answers a finished one.
    if (!game || game.record.status === 'FINISHED') return null
    const { id, type, status, code } = game.record
    return { id, type, status, code }
  },
  getGame: async (request, reply) => {
    const view = await readGameView(gameCall(request), request.params.id)
    return notModified(request, reply, gameEtag(view)) ? (reply.send() as never) : view
  },

  gameReady: async (request, reply) => sendJson(reply, await readyJson(gameCall(request), request.params.id, request.body.userId)),

  joinUnranked: async (request) => queued(request, 'unranked'),
  joinRanked: async (request) => queued(request, 'ranked'),
  createPrivateGame: async (request, reply) => {
    const { userId, friendId } = request.body
    assertSelfOrAdmin(request, userId)
    if (friendId === userId) throw badRequest(GAMES.selfInvite)
    const { db, store, now } = contextOf(request)
    await userOr404(db, userId)
    if (!(await findUser(db, friendId))) throw notFound(GAMES.friendNotFound)
    const id = await createPrivate(store, userId, friendId, now)
    reply.code(201)
    return viewGameAs(gameCall(request), id, userId)
  },
  joinPrivateGame: async (request) => {
    const { userId, gameCode } = request.body
    assertSelfOrAdmin(request, userId)
    const { store, now } = contextOf(request)
    const { id } = await joinPrivate(store, userId, gameCode, now)
    return viewGameAs(gameCall(request), id, userId)
  },

  endPrivateGame: async (request, reply) => sendJson(reply, await leaveJson(gameCall(request), request.params.gameId, request.body.userId, 'private')),
  endUnrankedGame: async (request, reply) => sendJson(reply, await leaveJson(gameCall(request), request.params.gameId, request.body.userId, 'unranked')),
  endRankedGame: async (request, reply) => sendJson(reply, await leaveJson(gameCall(request), request.params.gameId, request.body.userId, 'ranked')),

  choosePrivateDeck: async (request, reply) => sendJson(reply, await chooseDeckJson(gameCall(request), request.params.id, request.body, 'private')),
  chooseUnrankedDeck: async (request, reply) => sendJson(reply, await chooseDeckJson(gameCall(request), request.params.id, request.body, 'unranked')),
  chooseRankedDeck: async (request, reply) => sendJson(reply, await chooseDeckJson(gameCall(request), request.params.id, request.body, 'ranked')),

  placePrivate: async (request, reply) => sendJson(reply, await placeJson(gameCall(request), request.params.id, request.body, 'private')),
  placeUnranked: async (request, reply) => sendJson(reply, await placeJson(gameCall(request), request.params.id, request.body, 'unranked')),
  placeRanked: async (request, reply) => sendJson(reply, await placeJson(gameCall(request), request.params.id, request.body, 'ranked')),
}

/** POST /api/games/{unranked|ranked}: the game joined, opened or still waited for, as the player sees it. */
async function queued(request: FastifyRequest<{ Body: Schemas['QueueRequest'] }>, type: QueueType) {
  const { userId, deckId } = request.body
  assertSelfOrAdmin(request, userId)
  const { db, store, now } = contextOf(request)
  const id = await joinQueue(store, await userOr404(db, userId), type, deckId, now)
  const view = await viewGameAs(gameCall(request), id, userId)
  // both decks were known: the game started, and both badges count its decks out (as a deck choice does)
  if (view.status === 'PLAYING') touchUsers(request, ...[view.joueur1?.id, view.joueur2?.id].filter((p): p is number => p != null))
  return view
}

/** An answer already JSON text (the response schema's serializer is skipped for it). */
function sendJson(reply: FastifyReply, json: string): never {
  return reply.type('application/json; charset=utf-8').send(json) as never
}
