// The actions shared by every mode's routes: deck choice, placement, leaving.
import type { FastifyRequest } from 'fastify'
import type { Schemas } from '../routes/types'
import { assertSelfOrAdmin } from '../security/access'
import { chooseDeckStep, loadChosenDeck } from './decks'
import { leaveStep } from './ending'
import { moveOf, moveStep } from './moves'
import { actOnGame, contextOf, viewFor } from './service'
import type { GameType } from './types'

export async function chooseDeck(request: FastifyRequest, id: number, body: Schemas['DeckChoiceRequest'], type: GameType) {
  assertSelfOrAdmin(request, body.userId)
  const { db, now } = contextOf(request)
  const chosen = await loadChosenDeck(db, body.deckId, body.userId)
  const { game } = await actOnGame(request, id, body.userId, type, (g, slot) => chooseDeckStep(g, slot, chosen, now))
  return viewFor(request, game, body.userId)
}

/** A placement, or the empty move (a timeout's pass, or solo's explicit pass when `explicitPass`). */
export async function place(request: FastifyRequest, id: number, body: Schemas['PlateRequest'], type: GameType, explicitPass = false) {
  assertSelfOrAdmin(request, body.userId)
  const move = moveOf(body)
  const { now } = contextOf(request)
  const timeout = move.kind === 'pass' && !explicitPass
  const { game } = await actOnGame(request, id, body.userId, type, (g, slot) => moveStep(g, slot, move, body.version, now, timeout))
  const view = viewFor(request, game, body.userId)
  return { plateau: view.plateau, plateauspell: view.plateauspell, game: view }
}

export async function leave(request: FastifyRequest, id: number, userId: number, type: GameType, reason: 'quit' | 'surrender' = 'quit') {
  assertSelfOrAdmin(request, userId)
  const { now } = contextOf(request)
  const { game } = await actOnGame(request, id, userId, type, (g, slot) => leaveStep(g, slot, now, reason))
  return viewFor(request, game, userId)
}
