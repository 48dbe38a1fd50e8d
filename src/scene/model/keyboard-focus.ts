// Keyboard play, headless: which hand item or slot has the keyboard focus, how arrows move it (along
// the board's drawn geometry: the layout's slot rects, whatever the breakpoint), and which selection
// event Escape sends. Enter and Space are the focused button's own click (the DOM mirror's), which
// sends the same selection events as a click; `focusAfterClick` then moves the focus on.
import { sameItem } from './snapshot'
import type { HandItemRef, Rect } from './snapshot'
import type { SelectionEvent, SelectionState } from './selection'

export type Direction = 'left' | 'right' | 'up' | 'down'

export type KeyboardFocus =
  /** A hand item, by its index in the hand (cards, then spells). */
  | { zone: 'hand'; index: number }
  /** A board position; handIndex is the hand item to come back to (Escape, after a placement). */
  | { zone: 'board'; slot: number; handIndex: number }

export interface KeyboardContext {
  /** The hand items' rects (unscrolled: only their relative places matter). */
  handRects: readonly Rect[]
  /** The 21 slot rects of the layout. */
  slotRects: readonly Rect[]
  /** Where the picked item may go, or null when nothing is picked (then every slot can be visited). */
  targets: ReadonlySet<number> | null
}

interface KeyboardStep {
  focus: KeyboardFocus
  /** The selection event to send (Escape's cancel), if any. */
  event?: SelectionEvent
}

const DIRECTIONS: Readonly<Record<string, Direction>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' }

/** The direction of an arrow key, or null for any other key. */
export const directionOfKey = (key: string): Direction | null => DIRECTIONS[key] ?? null

const centre = (r: Rect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 })

/**
 * The rect nearest to rects[from] in a direction, or null. Candidates lie that way (their centre by
 * more than a quarter of the rect's size) within a 45° cone (so Right at a row's end stays put
 * instead of jumping a row); among allowed rects only, else anywhere in that half (so a lone free
 * slot is still reached). The nearest by distance along the direction plus twice the offset across.
 */
export function nearestInDirection(rects: readonly Rect[], from: number, direction: Direction, allowed?: ReadonlySet<number> | null): number | null {
  const origin = rects[from]
  if (!origin) return null
  const o = centre(origin)
  const horizontal = direction === 'left' || direction === 'right'
  const sign = direction === 'right' || direction === 'down' ? 1 : -1
  const minimum = (horizontal ? origin.width : origin.height) / 4
  const pick = (cone: boolean): number | null => {
    let best: number | null = null
    let bestScore = Infinity
    rects.forEach((r, i) => {
      if (i === from || (allowed && !allowed.has(i))) return
      const c = centre(r)
      const along = sign * (horizontal ? c.x - o.x : c.y - o.y)
      const across = Math.abs(horizontal ? c.y - o.y : c.x - o.x)
      if (along <= minimum || (cone && across > along)) return
      const score = along + 2 * across
      if (score < bestScore) {
        bestScore = score
        best = i
      }
    })
    return best
  }
  return pick(true) ?? (allowed ? pick(false) : null)
}

/** The allowed slot nearest to the board's centre (where the focus lands once an item is picked). */
export function centralSlot(slotRects: readonly Rect[], allowed: ReadonlySet<number> | null): number | null {
  if (slotRects.length === 0) return null
  const xs = slotRects.map((r) => centre(r))
  const mid = { x: xs.reduce((s, c) => s + c.x, 0) / xs.length, y: xs.reduce((s, c) => s + c.y, 0) / xs.length }
  let best: number | null = null
  let bestDistance = Infinity
  xs.forEach((c, i) => {
    if (allowed && !allowed.has(i)) return
    const d = Math.hypot(c.x - mid.x, c.y - mid.y)
    if (d < bestDistance) {
      bestDistance = d
      best = i
    }
  })
  return best
}

/** The focus kept inside the hand's range (the hand shrinks after each placement); null when the hand is empty. */
export function clampFocus(focus: KeyboardFocus, handCount: number): KeyboardFocus {
  const last = Math.max(0, handCount - 1)
  if (focus.zone === 'hand') return focus.index <= last ? focus : { zone: 'hand', index: last }
  return focus.handIndex <= last ? focus : { ...focus, handIndex: last }
}

/** An arrow in the hand: the item that way on screen, else the previous (left, up) or next (right, down) one. */
function moveInHand(index: number, direction: Direction, ctx: KeyboardContext): number {
  const count = ctx.handRects.length
  if (count === 0) return index
  const byGeometry = nearestInDirection(ctx.handRects, index, direction)
  if (byGeometry != null) return byGeometry
  const step = direction === 'left' || direction === 'up' ? -1 : 1
  return Math.min(count - 1, Math.max(0, index + step))
}

/** One key on the focused item; null when the key is not the keyboard play's (Tab, letters, Enter and Space: the button's click). */
export function reduceKeyboard(focus: KeyboardFocus, key: string, ctx: KeyboardContext): KeyboardStep | null {
  if (key === 'Escape') {
    return { focus: focus.zone === 'board' ? { zone: 'hand', index: focus.handIndex } : focus, event: { type: 'cancel' } }
  }
  const direction = directionOfKey(key)
  if (!direction) return null
  if (focus.zone === 'hand') return { focus: { zone: 'hand', index: moveInHand(focus.index, direction, ctx) } }
  const next = nearestInDirection(ctx.slotRects, focus.slot, direction, ctx.targets)
  return { focus: next == null ? focus : { ...focus, slot: next } }
}

/** The selection event of a click (Enter, Space, a screen reader's activation) on the focused item. */
export function clickEvent(focus: KeyboardFocus, hand: readonly HandItemRef[]): SelectionEvent | null {
  if (focus.zone === 'board') return { type: 'clickSlot', index: focus.slot }
  const item = hand[focus.index]
  return item ? { type: 'clickItem', item } : null
}

/**
 * Where the focus goes after a click was sent: an item just picked sends it to the board (the free
 * slot nearest the centre); a placement (the selection back to idle after a click on a slot) sends it
 * back to the hand. Otherwise it stays.
 */
export function focusAfterClick(focus: KeyboardFocus, before: SelectionState, after: SelectionState, ctx: KeyboardContext): KeyboardFocus {
  if (focus.zone === 'hand' && after.kind === 'selected' && !(before.kind === 'selected' && sameItem(before.item, after.item))) {
    const slot = centralSlot(ctx.slotRects, ctx.targets)
    return slot == null ? focus : { zone: 'board', slot, handIndex: focus.index }
  }
  return focusAfterSelectionChange(focus, before, after)
}

/**
 * Where the focus goes when the selection changed, whoever changed it: a pick that ended (placed,
 * cancelled, dropped when the turn ran out or the game changed) while the focus was on the board
 * sends it back to the hand, so Enter never lands on a slot that has nothing to place.
 */
export function focusAfterSelectionChange(focus: KeyboardFocus, before: SelectionState, after: SelectionState): KeyboardFocus {
  if (focus.zone === 'board' && before.kind === 'selected' && after.kind === 'idle') return { zone: 'hand', index: focus.handIndex }
  return focus
}

export const sameFocus = (a: KeyboardFocus | null, b: KeyboardFocus | null): boolean =>
  a === b || (!!a && !!b && (a.zone === 'hand' ? b.zone === 'hand' && a.index === b.index : b.zone === 'board' && a.slot === b.slot))
