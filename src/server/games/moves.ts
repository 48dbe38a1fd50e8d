// Placements and passes: checked against the stored game (never the client's view) by the rules
// of src/game; the bot answers through the game path (mutate.ts); a repeated request is not applied twice.
import { MOVE_MESSAGES } from '../../game'
import type { Move, MoveErrorCode, PlayerSlot } from '../../game'
import { badRequest } from '../errors'
import type { Schemas } from '../contract-types'
import { GameRejection, type Step } from './mutate'
import { playMove } from './transitions'
import type { GameRecord } from './types'
import { GAMES } from '../messages'


/** Board conflicts and turn errors are 409 (with the fresh game); bad input is 400. */
const MOVE_STATUS: Record<MoveErrorCode, number> = {
  FINISHED: 409,
  NOT_YOUR_TURN: 409,
  POST_FULL: 409,
  SLOT_TAKEN: 409,
  CARDS_FIRST: 409,
  BAD_INDEX: 400,
  NOT_IN_HAND: 400,
}

const isMoveErrorCode = (code: string): code is MoveErrorCode => Object.hasOwn(MOVE_STATUS, code)

/** The move of a plate request: a card or a spell at an index, or nothing at all (the empty move). */
export function moveOf(body: Pick<Schemas['PlateRequest'], 'cardId' | 'spellId' | 'index'>): Move {
  const hasCard = body.cardId != null
  const hasSpell = body.spellId != null
  const hasIndex = body.index != null
  if (!hasCard && !hasSpell && !hasIndex) return { kind: 'pass' }
  if (hasCard && hasSpell) throw badRequest(GAMES.cardOrSpell)
  if (body.index == null) throw badRequest(GAMES.noIndex)
  if (body.cardId != null) return { kind: 'card', instanceId: body.cardId, index: body.index }
  if (body.spellId != null) return { kind: 'spell', instanceId: body.spellId, index: body.index }
  throw badRequest(GAMES.nothingToPlace) // an index without a card or a spell
}

/** The placement is already on the board at that index, placed by slot: a repeated request. */
function alreadyPlayed(game: GameRecord, slot: PlayerSlot, move: Move): boolean {
  const s = game.state
  if (!s || move.kind === 'pass') return false
  return move.kind === 'card'
    ? s.plateau[move.index] === move.instanceId && s.cardOwners[move.index] === slot
    : s.plateauspell[move.index] === move.instanceId && s.spellOwners[move.index] === slot
}

/**
 * Slot's move on the stored game. A repeat of a placement already applied answers the current
 * game (200, nothing applied); a stale `version` is refused (409 with the fresh game).
 */
export function moveStep(game: GameRecord, slot: PlayerSlot, move: Move, version: number | undefined, now: Date, timeout: boolean): Step<null> {
  if (alreadyPlayed(game, slot, move)) return { game, value: null }
  if (game.status === 'WAITING') throw new GameRejection(409, GAMES.notStarted, 'NOT_STARTED')
  if (game.status === 'FINISHED') throw new GameRejection(409, MOVE_MESSAGES.FINISHED, 'FINISHED')
  if (version !== undefined && version !== game.version) throw new GameRejection(409, GAMES.stale, 'STALE_VERSION')
  const played = playMove(game, slot, move, now, timeout)
  if (!played.ok) throw new GameRejection((isMoveErrorCode(played.code) ? MOVE_STATUS[played.code] : 409), played.message, played.code)
  return { game: played.game, value: null }
}
