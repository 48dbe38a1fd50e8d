// The selection and drag state machine of the hand, as a pure reducer (chessground's drag.ts, headless).
// The view hit-tests (hit-test.ts) and sends events; each step returns the new state and at most one
// placement intent or one rejection (the spec's toast text). Every check is src/game's checkMove.
import { MOVE_MESSAGES, checkMove, legalMoves } from '../../game'
import type { MatchState, MoveErrorCode, PlayerSlot } from '../../game'
import { sameItem } from './snapshot'
import type { HandItemRef, Point, Rect } from './snapshot'

/** A press that moves less than this (CSS px) is a click; beyond it, a drag. */
export const DRAG_THRESHOLD_PX = 6

export type SelectionState =
  /** Nothing picked. */
  | { kind: 'idle' }
  /** An item chosen by a click, waiting for a click on a slot. */
  | { kind: 'selected'; item: HandItemRef }
  /** Pointer down on an item, not yet moved beyond the threshold (click or drag still open). */
  | { kind: 'pressed'; item: HandItemRef; origin: Point; wasSelected: boolean }
  /** The item follows the pointer; overTarget is the slot under it, overError why it may not go there. */
  | { kind: 'dragging'; item: HandItemRef; origin: Point; pointer: Point; overTarget: number | null; overError: MoveErrorCode | null }

export type SelectionEvent =
  | { type: 'pointerDown'; item: HandItemRef; point: Point }
  | { type: 'pointerMove'; point: Point; slot: number | null }
  | { type: 'pointerUp'; point: Point; slot: number | null }
  /** A click on a hand item (keyboard, or a tap the view detected itself). */
  | { type: 'clickItem'; item: HandItemRef }
  | { type: 'clickSlot'; index: number }
  /** Escape, the turn ended, the game changed. */
  | { type: 'cancel' }

export interface PlaceIntent {
  kind: 'place'
  item: HandItemRef
  index: number
}

export interface Rejection {
  code: MoveErrorCode
  /** The text to toast (MOVE_MESSAGES). */
  message: string
}

export interface SelectionStep {
  state: SelectionState
  intent?: PlaceIntent
  rejection?: Rejection
}

export interface SelectionContext {
  /** The local match: toMatchState of the snapshot shown (optimistic or not). */
  match: MatchState
  /** The viewer's slot; null for someone looking on (nothing can be picked). */
  you: PlayerSlot | null
  /** Override of DRAG_THRESHOLD_PX (e.g. larger for touch). */
  dragThreshold?: number
}

export const IDLE: SelectionState = Object.freeze({ kind: 'idle' })

const reject = (state: SelectionState, code: MoveErrorCode): SelectionStep => ({ state, rejection: { code, message: MOVE_MESSAGES[code] } })

const inHand = (ctx: SelectionContext, item: HandItemRef): boolean => {
  if (ctx.you == null) return false
  const hand = ctx.match.hands[ctx.you]
  return (item.kind === 'card' ? hand.cards : hand.spells).includes(item.instanceId)
}

/** Why the player may not pick anything now (game over, out of turn), or null. */
export const pickError = (ctx: SelectionContext): MoveErrorCode | null =>
  ctx.you == null ? 'NOT_YOUR_TURN' : checkMove(ctx.match, ctx.you, { kind: 'pass' })

/** Why item may not be placed at index (src/game's checkMove), or null when it may. */
export const placeError = (ctx: SelectionContext, item: HandItemRef, index: number): MoveErrorCode | null =>
  ctx.you == null ? 'NOT_YOUR_TURN' : checkMove(ctx.match, ctx.you, { kind: item.kind, instanceId: item.instanceId, index })

/** Positions where item may go now (to highlight the targets of the selected or dragged item). */
export function placeTargets(ctx: SelectionContext, item: HandItemRef): number[] {
  if (ctx.you == null) return []
  return legalMoves(ctx.match, ctx.you)
    .filter((m) => m.kind === item.kind && m.instanceId === item.instanceId)
    .map((m) => m.index)
}

/** The item picked (selected, pressed or dragged), or null. */
export const pickedItem = (state: SelectionState): HandItemRef | null => (state.kind === 'idle' ? null : state.item)

/** Where to draw the dragged item: its hand rectangle moved by the pointer's travel. */
export function draggedRect(itemRect: Rect, state: SelectionState): Rect | null {
  if (state.kind !== 'dragging') return null
  return { ...itemRect, x: itemRect.x + state.pointer.x - state.origin.x, y: itemRect.y + state.pointer.y - state.origin.y }
}

/**
 * The picked item can no longer be played with this context (the turn ended, the game closed, the
 * item left the hand): the view then sends `cancel`.
 */
export const isStale = (state: SelectionState, ctx: SelectionContext): boolean =>
  state.kind !== 'idle' && (!inHand(ctx, state.item) || pickError(ctx) !== null)

/** Toggling selection on item (a click): the selected item unselects, another one is selected. */
function toggle(state: SelectionState, ctx: SelectionContext, item: HandItemRef, wasSelected: boolean): SelectionStep {
  if (!inHand(ctx, item)) return { state }
  const error = pickError(ctx)
  if (error) return reject(IDLE, error)
  return { state: wasSelected ? IDLE : { kind: 'selected', item } }
}

/** Dropping (or click-placing) item on index: an intent, or the rejection. */
function place(ctx: SelectionContext, item: HandItemRef, index: number, keepOnTakenSlot: SelectionState): SelectionStep {
  const error = placeError(ctx, item, index)
  if (error === null) return { state: IDLE, intent: { kind: 'place', item, index } }
  const stay = error === 'SLOT_TAKEN' || error === 'POST_FULL' || error === 'BAD_INDEX'
  return reject(stay ? keepOnTakenSlot : IDLE, error)
}

const moved = (a: Point, b: Point, threshold: number): boolean => Math.hypot(a.x - b.x, a.y - b.y) > threshold

function drag(state: Extract<SelectionState, { kind: 'pressed' | 'dragging' }>, ctx: SelectionContext, point: Point, slot: number | null): SelectionState {
  return {
    kind: 'dragging',
    item: state.item,
    origin: state.origin,
    pointer: point,
    overTarget: slot,
    overError: slot == null ? null : placeError(ctx, state.item, slot),
  }
}

/** One step of the machine. Unknown or irrelevant events return the same state object. */
export function reduceSelection(state: SelectionState, event: SelectionEvent, ctx: SelectionContext): SelectionStep {
  const threshold = ctx.dragThreshold ?? DRAG_THRESHOLD_PX
  switch (event.type) {
    case 'pointerDown': {
      if (state.kind === 'pressed' || state.kind === 'dragging') return { state }
      if (!inHand(ctx, event.item)) return { state }
      const error = pickError(ctx)
      if (error) return reject(IDLE, error)
      const wasSelected = state.kind === 'selected' && sameItem(state.item, event.item)
      return { state: { kind: 'pressed', item: event.item, origin: event.point, wasSelected } }
    }
    case 'pointerMove': {
      if (state.kind === 'dragging') return { state: drag(state, ctx, event.point, event.slot) }
      if (state.kind === 'pressed' && moved(event.point, state.origin, threshold)) return { state: drag(state, ctx, event.point, event.slot) }
      return { state }
    }
    case 'pointerUp': {
      if (state.kind === 'pressed' && !moved(event.point, state.origin, threshold)) return toggle(state, ctx, state.item, state.wasSelected)
      if (state.kind === 'pressed' || state.kind === 'dragging') {
        // A drop: on no slot it simply returns to the hand; on a slot it is placed or refused.
        if (event.slot == null) return { state: IDLE }
        return place(ctx, state.item, event.slot, IDLE)
      }
      return { state }
    }
    case 'clickItem': {
      if (state.kind === 'pressed' || state.kind === 'dragging') return { state }
      return toggle(state, ctx, event.item, state.kind === 'selected' && sameItem(state.item, event.item))
    }
    case 'clickSlot': {
      if (state.kind !== 'selected') return { state }
      return place(ctx, state.item, event.index, state)
    }
    case 'cancel':
      return { state: state.kind === 'idle' ? state : IDLE }
  }
}

/**
 * Whether two selections look the same to React (kind and item). Neither the pointer's moves nor the
 * slot under a dragged card count: what follows the pointer (the card, the hovered slot's glow) is
 * drawn by the drag canvas's ticker, so a drag never commits React nor redraws the board.
 */
export const sameCoarse = (a: SelectionState, b: SelectionState): boolean => {
  if (a.kind !== b.kind) return false
  if (a.kind === 'idle' || b.kind === 'idle') return true
  return sameItem(a.item, b.item)
}

/**
 * The selection as the board's canvas draws it. A drag is drawn over the board by the drag canvas
 * (targets, KO badges, the ghost in the hand, the card), and a press shows nothing until it is a
 * click or a drag (a press on the selected item keeps it selected): picking a card up never
 * redraws the board, a whole-canvas frame in software renderers.
 */
export function boardSelection(s: SelectionState): SelectionState {
  if (s.kind === 'dragging') return IDLE
  if (s.kind === 'pressed') return s.wasSelected ? { kind: 'selected', item: s.item } : IDLE
  return s
}

/** The slot under a dragged card, glowing white, or red when the card may not go there; null otherwise. */
export function hoverGlow(state: SelectionState): { slot: number; refused: boolean } | null {
  if (state.kind !== 'dragging' || state.overTarget == null) return null
  return { slot: state.overTarget, refused: state.overError !== null }
}
