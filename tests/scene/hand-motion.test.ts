// The hand's motion after a change (model/hand-motion.ts): from the old rectangles to the new ones,
// frame by frame, no two items ever overlap (the issue saw a card drawn over another right after a
// placement), on a single-row hand (upright phone) and a grid hand (sideways phone, desktop).
import { describe, expect, it } from 'vitest'
import { computeLayout, handItemRects, handStep, staysInRow } from '../../src/scene/model'
import type { Point, Rect } from '../../src/scene/model'

const EPS = 1e-6
const overlaps = (a: Point, b: Point, w: number, h: number) => Math.abs(a.x - b.x) < w - EPS && Math.abs(a.y - b.y) < h - EPS

/** Plays the motion of the hand when item `removed` of `count` leaves; returns the frames it took and any overlap seen. */
function playRemoval(layout: ReturnType<typeof computeLayout>, count: number, removed: number, fraction: number) {
  const before: Rect[] = handItemRects(layout, count)
  const after: Rect[] = handItemRects(layout, count - 1)
  let at: Point[] = before.filter((_, k) => k !== removed).map((r) => ({ x: r.x, y: r.y }))
  const targets = after.map((r) => ({ x: r.x, y: r.y }))
  const { width, height } = layout.handItemSize
  const seen: string[] = []
  let frames = 0
  while (at.some((p, k) => p.x !== targets[k].x || p.y !== targets[k].y) && frames < 200) {
    at = handStep(at, targets, fraction, height)
    frames += 1
    for (let i = 0; i < at.length; i++) for (let j = i + 1; j < at.length; j++) if (overlaps(at[i], at[j], width, height)) seen.push(`frame ${frames}: ${i}/${j}`)
  }
  return { frames, seen, settled: at.every((p, k) => p.x === targets[k].x && p.y === targets[k].y) }
}

describe('the hand after a placement', () => {
  for (const [w, h, count] of [
    [390, 844, 9],
    [844, 390, 9],
    [844, 390, 12],
    [1440, 900, 14],
    [1920, 1080, 12],
  ] as const) {
    it(`${w}×${h}, ${count} items: every removal settles with no item ever over another`, () => {
      const layout = computeLayout({ width: w, height: h })
      for (let removed = 0; removed < count; removed++) {
        const run = playRemoval(layout, count, removed, 0.25)
        expect(run.seen, `removed ${removed}`).toEqual([])
        expect(run.settled).toBe(true)
      }
    })
  }

  it('glides along a row (several frames), jumps when the grid reflows', () => {
    const row = computeLayout({ width: 390, height: 844 })
    expect(playRemoval(row, 9, 0, 0.25).frames).toBeGreaterThan(3)
    const grid = computeLayout({ width: 844, height: 390 })
    expect(playRemoval(grid, 12, 0, 0.25).frames).toBe(1)
  })

  it('a raise for the selection stays in the row; a move a row up does not', () => {
    expect(staysInRow({ x: 0, y: 100 }, { x: 0, y: 100 - 0.12 * 120 }, 120)).toBe(true)
    expect(staysInRow({ x: 0, y: 100 }, { x: 88, y: 100 - 132 }, 120)).toBe(false)
  })
})
