// What lies under a point of the canvas (CSS px): a slot, a hand item, or nothing.
import { handItemRects } from './layout'
import type { SceneLayout } from './layout'
import type { HandItemRef, Rect } from './snapshot'

/** Inside a rectangle; the left and top edges belong to it, the right and bottom ones do not. */
export const contains = (r: Rect, x: number, y: number): boolean => x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height

/** The position (0–20) whose slot is under the point, or null (a gap, the hand, outside). */
export function slotAt(layout: Pick<SceneLayout, 'slots'>, x: number, y: number): number | null {
  const i = layout.slots.findIndex((r) => contains(r, x, y))
  return i < 0 ? null : i
}

/**
 * The hand item under the point, with its place in the hand and its rectangle, or null. Items are
 * laid out by handItemRects scrolled by `scroll`; only the part inside the hand area counts (the
 * rest is scrolled out of view).
 */
export function handItemAt(
  layout: Pick<SceneLayout, 'hand' | 'handItemSize' | 'handGap' | 'handAxis'>,
  hand: readonly HandItemRef[],
  x: number,
  y: number,
  scroll = 0,
): { item: HandItemRef; index: number; rect: Rect } | null {
  if (!contains(layout.hand, x, y)) return null
  const rects = handItemRects(layout, hand.length, scroll)
  for (let k = rects.length - 1; k >= 0; k--) if (contains(rects[k], x, y)) return { item: hand[k], index: k, rect: rects[k] }
  return null
}

/** The card on the board or in the hand under the point (what a long-press or a hover zooms), or null. */
export function cardAt(
  layout: Pick<SceneLayout, 'hand' | 'handItemSize' | 'handGap' | 'handAxis' | 'slots'>,
  hand: readonly HandItemRef[],
  x: number,
  y: number,
  scroll = 0,
): { where: 'hand'; item: HandItemRef } | { where: 'board'; index: number } | null {
  const inHand = handItemAt(layout, hand, x, y, scroll)
  if (inHand) return { where: 'hand', item: inHand.item }
  const index = slotAt(layout, x, y)
  return index == null ? null : { where: 'board', index }
}
