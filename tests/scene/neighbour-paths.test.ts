// The links drawn from a slot to its neighbours: src/game's adjacency, straight between card edges,
// and the row-end links (2↔3, 7↔8, 12↔13, 17↔18) around the board's side, never across a card.
import { describe, expect, it } from 'vitest'
import { IDLE, computeLayout, linkedSlot, neighbourPaths, neighboursOf } from '../../src/scene/model'
import type { Point, Rect, SelectionState } from '../../src/scene/model'

const layout = computeLayout({ width: 1440, height: 900 })
const inside = (p: Point, r: Rect) => p.x > r.x + 0.5 && p.x < r.x + r.width - 0.5 && p.y > r.y + 0.5 && p.y < r.y + r.height - 0.5
const onEdge = (p: Point, r: Rect) =>
  p.x >= r.x - 0.01 && p.x <= r.x + r.width + 0.01 && p.y >= r.y - 0.01 && p.y <= r.y + r.height + 0.01 && !inside(p, r)

describe('neighbour paths', () => {
  it('go to exactly the neighbours src/game names', () => {
    for (let i = 0; i < 21; i++) expect(neighbourPaths(layout, i).map((p) => p.to)).toEqual(neighboursOf(i))
    expect(neighboursOf(17)).toEqual([12, 16, 18])
    expect(neighboursOf(0)).toEqual([1, 5])
  })

  it('run from the slot’s edge to the neighbour’s edge', () => {
    for (const path of neighbourPaths(layout, 10)) {
      expect(path.kind).not.toBe('wrap')
      expect(onEdge(path.points[0]!, layout.slots[10]!)).toBe(true)
      expect(onEdge(path.points.at(-1)!, layout.slots[path.to]!)).toBe(true)
    }
  })

  it('take a row end around the board, outside every card, in both directions', () => {
    const wraps = neighbourPaths(layout, 17).filter((p) => p.kind === 'wrap')
    expect(wraps.map((p) => p.to)).toEqual([18])
    const back = neighbourPaths(layout, 18).find((p) => p.to === 17)!
    expect(back.kind).toBe('wrap')
    expect(back.points).toEqual([...wraps[0]!.points].reverse())
    const points = wraps[0]!.points
    // leaves 17 by its right side and enters 18 by its left
    expect(points[0]!.x).toBeCloseTo(layout.slots[17]!.x + layout.slots[17]!.width)
    expect(points.at(-1)!.x).toBeCloseTo(layout.slots[18]!.x)
    // the corners lie outside the board's box, or in the gap between rows
    for (const p of points.slice(1, -1)) for (const slot of layout.slots) expect(inside(p, slot)).toBe(false)
    expect(Math.max(...points.map((p) => p.x))).toBeGreaterThan(layout.board.x + layout.board.width)
    expect(Math.min(...points.map((p) => p.x))).toBeLessThan(layout.board.x)
  })

  it('a diagonal neighbour of a centred short row (0 and 5) is joined along the line between centres', () => {
    const path = neighbourPaths(layout, 0).find((p) => p.to === 5)!
    expect(path.kind).toBe('column')
    expect(onEdge(path.points[0]!, layout.slots[0]!)).toBe(true)
    expect(onEdge(path.points[1]!, layout.slots[5]!)).toBe(true)
  })
})

describe('the slot whose links are shown', () => {
  const item = { kind: 'card' as const, instanceId: 101 }
  const dragging = (overTarget: number | null): SelectionState => ({ kind: 'dragging', item, origin: { x: 0, y: 0 }, pointer: { x: 5, y: 5 }, overTarget, overError: null })

  it('on the board: the keyboard’s slot first, else the mouse’s, none during a drag', () => {
    expect(linkedSlot('board', IDLE, { zone: 'board', slot: 7, handIndex: 0 }, 3)).toBe(7)
    expect(linkedSlot('board', IDLE, { zone: 'hand', index: 0 }, 3)).toBe(3)
    expect(linkedSlot('board', { kind: 'selected', item }, null, 12)).toBe(12)
    expect(linkedSlot('board', IDLE, null, null)).toBeNull()
    expect(linkedSlot('board', dragging(4), { zone: 'board', slot: 7, handIndex: 0 }, 3)).toBeNull()
  })

  it('on the dragged card’s canvas: the slot under the card while dragging, else none', () => {
    expect(linkedSlot('drag', dragging(17), null, null)).toBe(17)
    expect(linkedSlot('drag', dragging(null), null, 3)).toBeNull()
    expect(linkedSlot('drag', IDLE, { zone: 'board', slot: 7, handIndex: 0 }, 3)).toBeNull()
  })
})
