// How the hand's items move to their new places when the hand changes (a placement, a rollback, a
// resize). When every item stays in its row they glide together, a fraction of the way per frame:
// the items after a removed one shift by one cell, side by side, into the cell it left. When one
// changes rows (a grid hand reflows), all of them are put on their places at once: a glide across
// rows passes diagonally over a neighbour, and an item that jumped alone would sit on one still
// gliding out of its cell (a card drawn over another right after a placement).
import type { Point } from './snapshot'

/** Closer than this (CSS px) an item is put on its target. */
const SNAP_PX = 0.3

/** Whether a move from `at` to `target` stays in the item's row (a raise for the selection does; a row change does not). */
export const staysInRow = (at: Point, target: Point, itemHeight: number): boolean => Math.abs(target.y - at.y) < itemHeight / 2

/** The items' next positions: `fraction` of the way (1 under reduced motion) when all stay in their rows, else their targets. */
export function handStep(at: readonly Point[], targets: readonly Point[], fraction: number, itemHeight: number): Point[] {
  const glide = at.every((p, k) => staysInRow(p, targets[k], itemHeight))
  return at.map((p, k) => {
    const t = targets[k]
    const dx = t.x - p.x
    const dy = t.y - p.y
    if (!glide || (Math.abs(dx) < SNAP_PX && Math.abs(dy) < SNAP_PX)) return { x: t.x, y: t.y }
    return { x: p.x + dx * fraction, y: p.y + dy * fraction }
  })
}
