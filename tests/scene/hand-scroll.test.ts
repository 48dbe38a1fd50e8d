import { describe, expect, it } from 'vitest'
import {
  HAND_SCROLL_START,
  clampScroll,
  computeLayout,
  dragScroll,
  grabScroll,
  handItemRects,
  handScrollMax,
  pressGesture,
  releaseScroll,
  revealItem,
  wheelScroll,
} from '../../src/scene/model'

const phone = computeLayout({ width: 390, height: 844 })
const sideways = computeLayout({ width: 844, height: 390 })
const N = 18

describe('hand scrolling', () => {
  it('follows a finger dragged along the row, within range', () => {
    const max = handScrollMax(phone, N)
    expect(max).toBeGreaterThan(0)
    let s = grabScroll(HAND_SCROLL_START, phone, { x: 300, y: 700 })
    s = dragScroll(s, phone, N, { x: 200, y: 705 })
    expect(s.offset).toBe(100)
    s = dragScroll(s, phone, N, { x: 350, y: 700 })
    expect(s.offset).toBe(0)
    s = dragScroll(s, phone, N, { x: -5000, y: 700 })
    expect(s.offset).toBe(max)
    s = releaseScroll(s)
    expect(s.grab).toBeNull()
    // Released: moves no longer scroll.
    expect(dragScroll(s, phone, N, { x: 0, y: 0 })).toBe(s)
  })

  it('scrolls down the column beside the board on a sideways phone', () => {
    let s = grabScroll(HAND_SCROLL_START, sideways, { x: 500, y: 300 })
    s = dragScroll(s, sideways, N, { x: 480, y: 280 })
    expect(s.offset).toBe(20)
  })

  it('moves with the wheel and clamps when the hand shrinks', () => {
    let s = wheelScroll(HAND_SCROLL_START, phone, N, 250)
    expect(s.offset).toBe(250)
    s = wheelScroll(s, phone, N, -1000)
    expect(s.offset).toBe(0)
    s = wheelScroll(s, phone, N, 100000)
    expect(s.offset).toBe(handScrollMax(phone, N))
    s = clampScroll(s, phone, 6)
    expect(s.offset).toBe(handScrollMax(phone, 6))
    expect(clampScroll(s, phone, 6)).toBe(s)
    expect(wheelScroll(HAND_SCROLL_START, phone, 2, 50)).toBe(HAND_SCROLL_START)
  })

  it('reveals an item scrolled out of view', () => {
    const s = revealItem(HAND_SCROLL_START, phone, N, 17)
    const r = handItemRects(phone, N, s.offset)[17]
    expect(r.x + r.width).toBeCloseTo(phone.hand.x + phone.hand.width, 6)
    const back = revealItem(s, phone, N, 0)
    expect(back.offset).toBe(0)
    // Already visible: unchanged.
    expect(revealItem(back, phone, N, 1)).toBe(back)
  })

  it('tells a scroll (along the axis) from a drag towards the board (across it)', () => {
    const o = { x: 100, y: 700 }
    expect(pressGesture(phone, true, o, { x: 104, y: 702 }, 10)).toBe('undecided')
    expect(pressGesture(phone, true, o, { x: 140, y: 710 }, 10)).toBe('scroll')
    expect(pressGesture(phone, true, o, { x: 110, y: 640 }, 10)).toBe('drag')
    expect(pressGesture(phone, false, o, { x: 140, y: 700 }, 10)).toBe('drag')
    // Beside the board the hand scrolls vertically: moving left drags.
    expect(pressGesture(sideways, true, o, { x: 60, y: 705 }, 10)).toBe('drag')
    expect(pressGesture(sideways, true, o, { x: 95, y: 660 }, 10)).toBe('scroll')
  })
})
