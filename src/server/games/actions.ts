// The actions shared by every mode's routes: deck choice, placement, leaving. Each answers the game
// as the acting player sees it: as an object (`chooseDeck`, `place`, `leave`), or as JSON text
// shared with that player's event streams (`…Json`, view-json.ts).
import type { Schemas } from '../contract-types'
import { actingFor } from '../security/access'
import type { GameCall } from './call'
import { chooseDeckStep, loadChosenDeck } from './decks'
import { leaveStep } from './ending'
import { moveOf, moveStep } from './moves'
import { readyStep } from './ready'
import { actOnGame, contextOf, viewFor } from './service'
import type { GameType, LoadedGame } from './types'
import { gameViewJson, plateAnswerJson } from './view-json'

type DeckChoice = Schemas['DeckChoiceRequest']
type Plate = Schemas['PlateRequest']
type Reason = 'quit' | 'surrender'

async function deckChosen(call: GameCall, id: number, body: DeckChoice, type: GameType): Promise<LoadedGame> {
  actingFor(call.caller, body.userId)
  const { db, now } = contextOf(call)
  const chosen = await loadChosenDeck(db, body.deckId, body.userId)
  const { game } = await actOnGame(call, id, body.userId, type, (g, slot) => chooseDeckStep(g, slot, chosen, now))
  call.touchUsers(...playersOf(game.record)) // the second deck starts the game: both badges count its decks out
  return game
}

/** A placement, or the empty move (a timeout's pass, or solo's explicit pass when `explicitPass`). */
async function placed(call: GameCall, id: number, body: Plate, type: GameType, explicitPass: boolean): Promise<LoadedGame> {
  actingFor(call.caller, body.userId)
  const move = moveOf(body)
  const { now } = contextOf(call)
  const timeout = move.kind === 'pass' && !explicitPass
  const { game } = await actOnGame(call, id, body.userId, type, (g, slot) => moveStep(g, slot, move, body.version, now, timeout))
  // only a game's end changes users' rows (rewards, badges): then both players read it at once
  if (game.record.status === 'FINISHED') call.touchUsers(...playersOf(game.record))
  else call.touchNoUser()
  return game
}

async function left(call: GameCall, id: number, userId: number, type: GameType, reason: Reason): Promise<LoadedGame> {
  actingFor(call.caller, userId)
  const { now } = contextOf(call)
  const { game } = await actOnGame(call, id, userId, type, (g, slot) => leaveStep(g, slot, now, reason))
  call.touchUsers(...playersOf(game.record))
  return game
}

export const chooseDeck = async (call: GameCall, id: number, body: DeckChoice, type: GameType) =>
  viewFor(call, await deckChosen(call, id, body, type), body.userId)

export async function place(call: GameCall, id: number, body: Plate, type: GameType, explicitPass = false) {
  const view = viewFor(call, await placed(call, id, body, type, explicitPass), body.userId)
  return { plateau: view.plateau, plateauspell: view.plateauspell, game: view }
}

export const leave = async (call: GameCall, id: number, userId: number, type: GameType, reason: Reason = 'quit') =>
  viewFor(call, await left(call, id, userId, type, reason), userId)

/** The caller's board is drawn: their first turn runs from now (ready.ts); the game as JSON text. */
export async function readyJson(call: GameCall, id: number, userId: number): Promise<string> {
  actingFor(call.caller, userId)
  const { now } = contextOf(call)
  const { game } = await actOnGame(call, id, userId, null, (g, slot) => readyStep(g, slot, now))
  return gameViewJson(game, userId, call.clock())
}

/** The deck choice's answer (Game) as JSON text. */
export const chooseDeckJson = async (call: GameCall, id: number, body: DeckChoice, type: GameType): Promise<string> =>
  gameViewJson(await deckChosen(call, id, body, type), body.userId, call.clock())

/** The placement's answer (PlateResponse) as JSON text. */
export const placeJson = async (call: GameCall, id: number, body: Plate, type: GameType): Promise<string> =>
  plateAnswerJson(await placed(call, id, body, type, false), body.userId, call.clock())

/** Leaving's answer (Game) as JSON text. */
export const leaveJson = async (call: GameCall, id: number, userId: number, type: GameType): Promise<string> =>
  gameViewJson(await left(call, id, userId, type, 'quit'), userId, call.clock())

const playersOf = (game: { players: [number | null, number | null] }) => game.players.filter((p): p is number => p !== null)

