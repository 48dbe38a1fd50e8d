// Every operation of the contract bound to its handler; operations not built yet answer 501.
import type { RouteHandlerMethod } from 'fastify'
import type { Handlers } from './types'
import { authHandlers } from './auth'
import { userHandlers } from './users'
import { adminUserHandlers } from './admin-users'
import { collectionReadHandlers } from './collection-read'
import { healthHandlers } from './health'
import { gameHandlers } from './games'
import { trainingHandlers } from './training'
import { soloHandlers } from './solo'
import { catalogueHandlers } from './catalogue'
import { collectionWriteHandlers } from './collection-write'
import { craftingHandlers } from './crafting'
import { deckHandlers } from './decks'
import { packCatalogueHandlers } from './packs-catalogue'
import { packHandlers } from './packs'
import { skinHandlers } from './skins'
import { paymentHandlers } from './payments'
import { friendHandlers } from './friends'
import { newsHandlers } from './news'
import { eventHandlers } from './events'
import { watchHandlers } from './watch'
import { replayHandlers } from './replays'
import { statsHandlers } from './stats'
import { COMMON } from '../messages'

const handlers: Handlers = {
  ...healthHandlers,
  ...authHandlers,
  ...userHandlers,
  ...adminUserHandlers,
  ...collectionReadHandlers,
  ...gameHandlers,
  ...trainingHandlers,
  ...soloHandlers,
  ...catalogueHandlers,
  ...collectionWriteHandlers,
  ...craftingHandlers,
  ...deckHandlers,
  ...packCatalogueHandlers,
  ...packHandlers,
  ...skinHandlers,
  ...paymentHandlers,
  ...friendHandlers,
  ...newsHandlers,
  ...eventHandlers,
  ...watchHandlers,
  ...replayHandlers,
  ...statsHandlers,
}

const notBuiltYet: RouteHandlerMethod = async (_request, reply) =>
  reply.code(501).send({ message: COMMON.notImplemented, status: 501 })

export function handlerFor(operationId: string): RouteHandlerMethod {
  return (handlers as Record<string, RouteHandlerMethod | undefined>)[operationId] ?? notBuiltYet
}

/** The operationIds that have a real handler (the server tests check the rest answer 501). */
export const builtOperations = (): string[] => Object.keys(handlers)
