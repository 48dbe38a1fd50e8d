// The optimistic board after the viewer's move, shown until the server answers, and its rollback.
// Locally the rules place the item (src/game's applyPlacement) and the turn ends; combat (KOs) is
// left to the server's answer, whose diff animates it.
import { MOVE_MESSAGES, applyPlacement, checkMove, opponentOf } from '../../game'
import type { MoveErrorCode, PlayerSlot } from '../../game'
import { toMatchState } from './match-state'
import type { Rejection, PlaceIntent } from './selection'
import type { GameSnapshot } from './snapshot'

export interface PendingMove {
  /** The placement, or null for the timeout's empty move. */
  intent: PlaceIntent | null
  /** The snapshot before the move (restored on refusal). */
  before: GameSnapshot
  /** The optimistic snapshot shown while the request runs. */
  after: GameSnapshot
}

export type OptimisticResult = { ok: true; pending: PendingMove } | { ok: false; rejection: Rejection }

/** The turn handed to the opponent locally (no deadline known until the server answers). */
const endTurn = (you: PlayerSlot): Pick<GameSnapshot, 'roundTo' | 'turnDeadline'> => ({
  roundTo: opponentOf(you),
  turnDeadline: null,
})

/**
 * The board with the intent applied locally by src/game's applyPlacement (the check and the item
 * placed, as the server's applyMove does before combat); or the refusal to toast.
 */
export function optimisticPlace(game: GameSnapshot, intent: PlaceIntent): OptimisticResult {
  const you = game.you
  const { item, index } = intent
  const refuse = (code: MoveErrorCode): OptimisticResult => ({ ok: false, rejection: { code, message: MOVE_MESSAGES[code] } })
  if (you == null) return refuse('NOT_YOUR_TURN')
  const hand = game.hand
  const placement = applyPlacement(toMatchState(game), you, { kind: item.kind, instanceId: item.instanceId, index })
  if (!placement.ok) return refuse(placement.code)
  if (!hand) return refuse('NOT_IN_HAND')
  const placed = placement.state
  const board = {
    plateau: placed.plateau,
    satutscard: placed.satutscard,
    cardOwners: placed.cardOwners,
    plateauspell: placed.plateauspell,
    spellOwners: placed.spellOwners,
  }
  const lastMove = { player: you, kind: item.kind, instanceId: item.instanceId, index, ko: [], timeout: false }
  const cardPlaced = hand.cartes.find((c) => c.id === item.instanceId)
  const spellPlaced = hand.spells.find((s) => s.id === item.instanceId)
  const after: GameSnapshot = {
    ...game,
    ...board,
    ...endTurn(you),
    boardCards: item.kind === 'card' && cardPlaced ? [...game.boardCards, cardPlaced] : game.boardCards,
    boardSpells: item.kind === 'spell' && spellPlaced ? [...game.boardSpells, spellPlaced] : game.boardSpells,
    hand: {
      ...hand,
      cartes: hand.cartes.filter((c) => placed.hands[you].cards.includes(c.id)),
      spells: hand.spells.filter((s) => placed.hands[you].spells.includes(s.id)),
    },
    lastMove,
  }
  return { ok: true, pending: { intent, before: game, after } }
}

/** The timeout's empty move: the turn ends locally, nothing else changes. Null when it is not the viewer's turn. */
export function optimisticPass(game: GameSnapshot): PendingMove | null {
  const you = game.you
  if (you == null || checkMove(toMatchState(game), you, { kind: 'pass' }) !== null) return null
  const after: GameSnapshot = {
    ...game,
    ...endTurn(you),
    lastMove: { player: you, kind: 'pass', instanceId: null, index: null, ko: [], timeout: true },
  }
  return { intent: null, before: game, after }
}

/**
 * The snapshot to show when the server refuses the move: the one before it, unless a newer server
 * snapshot has replaced the optimistic one meanwhile (the server's data always wins).
 */
export const rollbackMove = (pending: PendingMove, current: GameSnapshot): GameSnapshot => (current === pending.after ? pending.before : current)
