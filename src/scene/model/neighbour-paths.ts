// The links drawn from one slot to its neighbours (src/game's adjacency, never re-derived) when the
// slot is hovered, focused or aimed at: a straight segment between the two cards' edges, or, for a
// row end joined to the next row's start (2↔3, 7↔8, 12↔13, 17↔18), a path out of the row's end,
// through the gap between the rows, and into the other row's start, along the board's sides.
import { adjacentView } from '../../game'
import type { AdjacencyLink } from './links'
import { linkKind } from './links'
import type { SceneLayout } from './layout'
import type { KeyboardFocus } from './keyboard-focus'
import { hoverGlow } from './selection'
import type { SelectionState } from './selection'
import type { Point, Rect } from './snapshot'

export interface NeighbourPath {
  /** The slot whose neighbours are shown. */
  from: number
  /** The neighbour. */
  to: number
  kind: AdjacencyLink['kind']
  /** The polyline to stroke, from `from`'s edge to `to`'s edge. */
  points: Point[]
}

const centre = (r: Rect): Point => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 })

/** How far along (dx, dy) from a rect's centre its edge lies (a fraction of the vector). */
function edgeFraction(r: Rect, dx: number, dy: number): number {
  const fx = dx === 0 ? Infinity : r.width / 2 / Math.abs(dx)
  const fy = dy === 0 ? Infinity : r.height / 2 / Math.abs(dy)
  return Math.min(fx, fy)
}

/** A straight link from a's edge to b's edge along the line between their centres. */
function straight(a: Rect, b: Rect): Point[] {
  const ca = centre(a)
  const cb = centre(b)
  const dx = cb.x - ca.x
  const dy = cb.y - ca.y
  const ta = edgeFraction(a, dx, dy)
  const tb = edgeFraction(b, dx, dy)
  return [
    { x: ca.x + dx * ta, y: ca.y + dy * ta },
    { x: cb.x - dx * tb, y: cb.y - dy * tb },
  ]
}

/** The row-end path from the last slot of a row (end) to the first of the next (start), outside the board's cards. */
function wrap(layout: SceneLayout, end: Rect, start: Rect): Point[] {
  const margin = Math.max(3, Math.min(8, layout.slotGap * 0.6))
  const right = layout.board.x + layout.board.width + margin
  const left = layout.board.x - margin
  const gapY = (end.y + end.height + start.y) / 2
  const endY = end.y + end.height / 2
  const startY = start.y + start.height / 2
  return [
    { x: end.x + end.width, y: endY },
    { x: right, y: endY },
    { x: right, y: gapY },
    { x: left, y: gapY },
    { x: left, y: startY },
    { x: start.x, y: startY },
  ]
}

/** The links of slot index to each of its neighbours, in src/game's order (up, left, right, down). */
export function neighbourPaths(layout: SceneLayout, index: number): NeighbourPath[] {
  const from = layout.slots[index]
  if (!from) return []
  return adjacentView(index).flatMap((to): NeighbourPath[] => {
    const rect = layout.slots[to]
    if (!rect) return []
    const kind = linkKind(index, to)
    if (kind !== 'wrap') return [{ from: index, to, kind, points: straight(from, rect) }]
    const points = index < to ? wrap(layout, from, rect) : wrap(layout, rect, from).reverse()
    return [{ from: index, to, kind, points }]
  })
}

/**
 * The slot whose links a canvas shows: on the dragged card's canvas, the slot under the dragged card;
 * on the board's, the slot the keyboard focuses, else the one the mouse rests on (none during a drag).
 */
export function linkedSlot(canvas: 'board' | 'drag', selection: SelectionState, focus: KeyboardFocus | null, hover: number | null): number | null {
  const dragging = selection.kind === 'dragging'
  if (canvas === 'drag') return dragging ? (hoverGlow(selection)?.slot ?? null) : null
  if (dragging) return null
  return focus?.zone === 'board' ? focus.slot : hover
}
