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
 * The hand item under the point, with its place in the hand, or null. Items are laid out by
 * handItemRects in the hand's order; where they overlap the later one (drawn on top) wins.
 */
export function handItemAt(
  layout: Pick<SceneLayout, 'hand' | 'handItemSize' | 'handGap'>,
  hand: readonly HandItemRef[],
  x: number,
  y: number,
): { item: HandItemRef; index: number; rect: Rect } | null {
  const rects = handItemRects(layout, hand.length)
  for (let k = rects.length - 1; k >= 0; k--) if (contains(rects[k], x, y)) return { item: hand[k], index: k, rect: rects[k] }
  return null
}
