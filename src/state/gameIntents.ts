// The battle's intents, as write-only atoms (the way of a move, architecture.md): the local check
// with the shared rules (the spec's toast on refusal), the optimistic board in the query cache
// (TanStack Query's optimistic update: onMutate), the call, then the server's answer offered to the
// cache, or the rollback on failure. Also the timeout's empty move, the deck choice and leaving.
import { atom } from 'jotai'
import { chooseDeck, endGame, gameReady, placeMove, type Game } from '../api/games'
import type { Failure } from '../api/result'
import { IDLE, optimisticPass, optimisticPlace } from '../scene/model'
import type { PendingMove, PlaceIntent } from '../scene/model'
import { gameErrors } from '../text/game'
import { cueAtom, followBattle, gameAtom, gameErrorAtom, gameTargetAtom, moveSendingAtom, refreshGameAtom, selectionAtom, turnSecondsAtom } from './game'
import { TURN_SECONDS } from '../game/constants'
import { sessionAtom } from './session'
import { streamStatusAtom } from './liveEvents'
import { showOptimistic, storeGame } from './gameQuery'

/** The fresh game a refusal (409) carries, if any. */
const freshGameOf = (failure: Failure): Game | null => {
  const game = failure.data?.game as Game | undefined
  return game && typeof game === 'object' && typeof game.id === 'number' ? game : null
}

/** The server's own message of a refusal (409, 400), else null. */
const refusalOf = (failure: Failure): string | null =>
  (failure.status === 409 || failure.status === 400) && typeof failure.data?.message === 'string' ? failure.data.message : null

/** A game from the server (an answer, or a refusal's fresh game): offered to the cache (kept when newer). */
const takeGameAtom = atom(null, (get, set, game: Game) => {
  if (get(gameTargetAtom)?.id !== game.id) return
  followBattle(get, set)
  storeGame(get, game)
})

/** How long a move's answer waits for the live stream to bring its version before it is offered itself. */
export const ANSWER_GRACE_MS = 2000

/**
 * A move's accepted answer. While the stream is live it brings every version to every screen, the
 * mover's included: one delivery path per move, and the answer only confirms (it is offered after
 * ANSWER_GRACE_MS, dropped then by the newer-version check, should the stream's event be lost).
 * Without a live stream the answer is the path.
 */
const takeAnswerAtom = atom(null, (get, set, game: Game) => {
  if (get(streamStatusAtom) !== 'live') return void set(takeGameAtom, game)
  setTimeout(() => set(takeGameAtom, game), ANSWER_GRACE_MS)
})

/** onMutate: the optimistic board goes into the cache while the move is sent; returns its rollback. */
const startMoveAtom = atom(null, (get, set, pending: PendingMove): (() => void) => {
  followBattle(get, set)
  set(selectionAtom, IDLE)
  set(moveSendingAtom, true)
  return showOptimistic(get, pending)
})

/**
 * Places a hand item (card or spell). Returns true when the server accepted it. Refusals toast the
 * spec's text ('C'est le tour de l'adversaire', 'Poste déjà occupé', 'Position occupée'); other
 * failures 'Erreur lors du placement de la carte'.
 */
export const placeItemAtom = atom(null, async (get, set, intent: PlaceIntent): Promise<boolean> => {
  const game = get(gameAtom)
  const session = get(sessionAtom)
  if (!game || !session || get(moveSendingAtom)) return false
  set(selectionAtom, IDLE)
  const local = optimisticPlace(game, intent)
  if (!local.ok) {
    set(gameErrorAtom, local.rejection.message)
    return false
  }
  const rollback = set(startMoveAtom, local.pending)
  set(cueAtom, 'place')
  const { item, index } = intent
  const result = await placeMove(game.type, game.id, session.id, {
    cardId: item.kind === 'card' ? item.instanceId : null,
    spellId: item.kind === 'spell' ? item.instanceId : null,
    index,
    version: game.version,
  })
  set(moveSendingAtom, false)
  if (result.ok) {
    set(takeAnswerAtom, result.data.game)
    return true
  }
  rollback()
  const fresh = freshGameOf(result.failure)
  if (fresh) set(takeGameAtom, fresh)
  else void set(refreshGameAtom).catch(() => undefined)
  set(gameErrorAtom, refusalOf(result.failure) ?? gameErrors.place)
  return false
})

/** Places a card of the hand at index. */
export const placeCardAtom = atom(null, (_get, set, move: { instanceId: number; index: number }) =>
  set(placeItemAtom, { kind: 'place', item: { kind: 'card', instanceId: move.instanceId }, index: move.index }),
)

/** Places a spell of the hand at index. */
export const placeSpellAtom = atom(null, (_get, set, move: { instanceId: number; index: number }) =>
  set(placeItemAtom, { kind: 'place', item: { kind: 'spell', instanceId: move.instanceId }, index: move.index }),
)

/**
 * The countdown reached 1: the turn ends locally and the empty move (no card, no index) is sent.
 * A refusal (the server already passed the turn) just takes the fresh game.
 */
export const sendTimeoutAtom = atom(null, async (get, set): Promise<void> => {
  const game = get(gameAtom)
  const session = get(sessionAtom)
  if (!game || !session || get(moveSendingAtom)) return
  const pending = optimisticPass(game)
  if (!pending) return
  const rollback = set(startMoveAtom, pending)
  const result = await placeMove(game.type, game.id, session.id, { version: game.version })
  set(moveSendingAtom, false)
  if (result.ok) return void set(takeAnswerAtom, result.data.game)
  rollback()
  const fresh = freshGameOf(result.failure)
  if (fresh) set(takeGameAtom, fresh)
  else void set(refreshGameAtom).catch(() => undefined)
})

/** Chooses the deck for this game, then reloads the game ('Erreur lors de la sélection du deck' on failure). */
export const chooseDeckAtom = atom(null, async (get, set, deckId: number): Promise<boolean> => {
  const game = get(gameAtom)
  const session = get(sessionAtom)
  if (!game || !session) return false
  const result = await chooseDeck(game.type, game.id, session.id, deckId)
  if (result.ok) {
    set(takeGameAtom, result.data)
    await set(refreshGameAtom).catch(() => undefined)
    return true
  }
  const fresh = freshGameOf(result.failure)
  if (fresh) set(takeGameAtom, fresh)
  set(gameErrorAtom, gameErrors.deck)
  return false
})

/**
 * Leaves the game (quit, cancel, or close a finished one). Returns true when the server answered;
 * the page then goes to /.
 */
/** The game the viewer has said their board was ready for (once per game). */
const readySentForAtom = atom<number | null>(null)

/**
 * The board is drawn: when the viewer's turn is running and has already lost time (the board took
 * a while to show), the server is told, and it gives the viewer's first turn its full time from now
 * (src/server/games/ready.ts bounds it). Once per game; a failure changes nothing.
 */
export const boardReadyAtom = atom(null, async (get, set): Promise<void> => {
  const game = get(gameAtom)
  const session = get(sessionAtom)
  if (!game || !session || game.status !== 'PLAYING' || !game.open || game.you == null || game.roundTo !== game.you) return
  if (get(readySentForAtom) === game.id || get(turnSecondsAtom) >= TURN_SECONDS - 1) return
  set(readySentForAtom, game.id)
  const result = await gameReady(game.id, session.id)
  if (result.ok) set(takeGameAtom, result.data)
})

export const quitGameAtom = atom(null, async (get, set): Promise<boolean> => {
  const game = get(gameAtom)
  const session = get(sessionAtom)
  const target = get(gameTargetAtom)
  if (!game || !session || !target) return false
  const result = await endGame(game, session.id)
  if (result.ok) set(takeGameAtom, result.data)
  else if (result.failure.status !== 404) {
    set(gameErrorAtom, gameErrors.quit)
    return false
  }
  return true
})
