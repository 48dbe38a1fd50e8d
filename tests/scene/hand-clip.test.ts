// The scrolling hand's clip (model/hand-clip.ts): what of each item's rectangle the viewport keeps.
import { describe, expect, it } from 'vitest'
import { computeLayout, cropWithin, handClip, handScrollMax, isWhole, WHOLE } from '../../src/scene/model'

const clip = { x: 100, y: 50, width: 200, height: 100 }

describe('cropWithin', () => {
  it('keeps a rectangle inside whole, drops one outside', () => {
    expect(cropWithin({ x: 120, y: 60, width: 50, height: 80 }, clip)).toEqual(WHOLE)
    expect(isWhole(cropWithin({ x: 100, y: 50, width: 200, height: 100 }, clip)!)).toBe(true)
    expect(cropWithin({ x: 300, y: 60, width: 50, height: 80 }, clip)).toBeNull() // touching the right edge
    expect(cropWithin({ x: 10, y: 60, width: 50, height: 80 }, clip)).toBeNull()
    expect(cropWithin({ x: 120, y: 60, width: 0, height: 80 }, clip)).toBeNull()
  })

  it('trims what crosses an edge, as fractions of the rectangle', () => {
    // 25 of 100 px past the left edge, 20 of 80 past the bottom
    expect(cropWithin({ x: 75, y: 90, width: 100, height: 80 }, clip)).toEqual({ left: 0.25, top: 0, right: 0, bottom: 0.25 })
    expect(cropWithin({ x: 250, y: 30, width: 100, height: 40 }, clip)).toEqual({ left: 0, top: 0.5, right: 0.5, bottom: 0 })
  })
})

describe('handClip', () => {
  it('is the hand area with room for a raised card and the glow, only when the hand scrolls', () => {
    const layout = computeLayout({ width: 390, height: 844 })
    expect(handScrollMax(layout, 45)).toBeGreaterThan(0)
    const c = handClip(layout, 10, true)!
    expect(c.x).toBeLessThan(layout.hand.x)
    expect(c.y).toBeLessThan(layout.hand.y - 10)
    expect(c.x + c.width).toBeGreaterThan(layout.hand.x + layout.hand.width)
    expect(c.y + c.height).toBeGreaterThan(layout.hand.y + layout.hand.height)
    expect(handClip(layout, 10, false)).toBeNull()
  })
})
