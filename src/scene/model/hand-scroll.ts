// Scrolling the hand when it holds more items than its area shows (a phone with 18 items): the
// offset along the hand's axis, grabbed and dragged by a finger or the mouse, moved by the wheel,
// kept in range when the hand or the layout changes. A press on an item that moves along the axis
// scrolls; one that moves across it (towards the board) drags the item out.
import { handItemRects, handScrollMax } from './layout'
import type { SceneLayout } from './layout'
import type { Point } from './snapshot'

type HandLayout = Pick<SceneLayout, 'hand' | 'handItemSize' | 'handGap' | 'handAxis'>

export interface HandScrollState {
  /** How far the hand is scrolled along its axis (CSS px, 0 … handScrollMax). */
  offset: number
  /** While a pointer scrolls the hand: where it was pressed (along the axis) and the offset then. */
  grab: { from: number; offset: number } | null
}

export const HAND_SCROLL_START: HandScrollState = Object.freeze({ offset: 0, grab: null })

/** A press scrolls only when it moves clearly along the axis (within ~34° of it): a diagonal pull drags the card. */
const SCROLL_DOMINANCE = 1.5

const along = (layout: Pick<SceneLayout, 'handAxis'>, p: Point): number => (layout.handAxis === 'x' ? p.x : p.y)
const clamp = (v: number, max: number): number => Math.min(Math.max(0, v), Math.max(0, max))

/** What a press that moved from origin to point means: not yet decided, a scroll of the hand, or a drag of the item. */
export function pressGesture(layout: Pick<SceneLayout, 'handAxis'>, canScroll: boolean, origin: Point, point: Point, threshold: number): 'undecided' | 'scroll' | 'drag' {
  const dx = point.x - origin.x
  const dy = point.y - origin.y
  if (Math.hypot(dx, dy) <= threshold) return 'undecided'
  if (!canScroll) return 'drag'
  const alongAxis = Math.abs(layout.handAxis === 'x' ? dx : dy)
  const across = Math.abs(layout.handAxis === 'x' ? dy : dx)
  return alongAxis > SCROLL_DOMINANCE * across ? 'scroll' : 'drag'
}

/** A pointer starts scrolling the hand at point. */
export const grabScroll = (state: HandScrollState, layout: HandLayout, point: Point): HandScrollState => ({
  offset: state.offset,
  grab: { from: along(layout, point), offset: state.offset },
})

/** The grabbing pointer moved: the content follows it, within range. */
export function dragScroll(state: HandScrollState, layout: HandLayout, count: number, point: Point): HandScrollState {
  if (!state.grab) return state
  const offset = clamp(state.grab.offset - (along(layout, point) - state.grab.from), handScrollMax(layout, count))
  return offset === state.offset ? state : { offset, grab: state.grab }
}

/** The grabbing pointer was released. */
export const releaseScroll = (state: HandScrollState): HandScrollState => (state.grab ? { offset: state.offset, grab: null } : state)

/** A wheel (or trackpad) turn of delta px. */
export function wheelScroll(state: HandScrollState, layout: HandLayout, count: number, delta: number): HandScrollState {
  const offset = clamp(state.offset + delta, handScrollMax(layout, count))
  return offset === state.offset ? state : { offset, grab: state.grab }
}

/** The offset kept in range after the hand or the layout changed (same object when unchanged). */
export function clampScroll(state: HandScrollState, layout: HandLayout, count: number): HandScrollState {
  const offset = clamp(state.offset, handScrollMax(layout, count))
  return offset === state.offset ? state : { offset, grab: state.grab }
}

/** The smallest scroll that shows item k whole (keyboard focus, the browser tests). */
export function revealItem(state: HandScrollState, layout: HandLayout, count: number, k: number): HandScrollState {
  const rect = handItemRects(layout, count, 0)[k]
  if (!rect) return state
  const start = layout.handAxis === 'x' ? rect.x - layout.hand.x : rect.y - layout.hand.y
  const length = layout.handAxis === 'x' ? rect.width : rect.height
  const view = layout.handAxis === 'x' ? layout.hand.width : layout.hand.height
  let offset = state.offset
  if (start < offset) offset = start
  else if (start + length > offset + view) offset = start + length - view
  offset = clamp(offset, handScrollMax(layout, count))
  return offset === state.offset ? state : { offset, grab: state.grab }
}
