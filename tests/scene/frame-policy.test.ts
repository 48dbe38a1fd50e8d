import { describe, expect, it } from 'vitest'
import { shouldDraw } from '../../src/scene/model'

const still = { commit: false, tick: false, tweens: false, dragging: false }

describe('shouldDraw (on-demand rendering)', () => {
  it('draws nothing when nothing changed, dragging or not', () => {
    expect(shouldDraw(still)).toBe(false)
    expect(shouldDraw({ ...still, dragging: true })).toBe(false)
  })

  it('draws a commit or a running tween, even during a drag', () => {
    expect(shouldDraw({ ...still, commit: true })).toBe(true)
    expect(shouldDraw({ ...still, tweens: true })).toBe(true)
    expect(shouldDraw({ ...still, commit: true, dragging: true })).toBe(true)
    expect(shouldDraw({ ...still, tweens: true, dragging: true })).toBe(true)
  })

  it("draws a ticker's change, except while a card is dragged (the board holds still)", () => {
    expect(shouldDraw({ ...still, tick: true })).toBe(true)
    expect(shouldDraw({ ...still, tick: true, dragging: true })).toBe(false)
  })

  it("holds everything back on the pick-up's frame (the dragged card's canvas draws it alone), then draws it", () => {
    expect(shouldDraw({ ...still, commit: true, tweens: true, dragging: true, pickUp: true })).toBe(false)
    expect(shouldDraw({ ...still, commit: true, dragging: true, pickUp: false })).toBe(true)
  })
})
