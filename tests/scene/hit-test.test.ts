import { describe, expect, it } from 'vitest'
import { cardAt, centreOf, computeLayout, handItemAt, handItemRects, slotAt } from '../../src/scene/model'
import type { HandItemRef } from '../../src/scene/model'

describe.each([
  [390, 844],
  [740, 360],
  [1366, 768],
])('slotAt on %i×%i', (width, height) => {
  const layout = computeLayout({ width, height })

  it('finds every slot at its centre', () => {
    layout.slots.forEach((r, i) => {
      const c = centreOf(r)
      expect(slotAt(layout, c.x, c.y)).toBe(i)
    })
  })

  it('counts the top-left edge in, the right and bottom edges out', () => {
    const r = layout.slots[9]
    expect(slotAt(layout, r.x, r.y)).toBe(9)
    expect(slotAt(layout, r.x + r.width - 0.01, r.y + r.height - 0.01)).toBe(9)
    expect(slotAt(layout, r.x + r.width, r.y + 1)).toBeNull() // in the gap before slot 10
    expect(slotAt(layout, r.x + 1, r.y + r.height)).toBeNull() // in the gap above row 3
    expect(slotAt(layout, r.x - 0.01, r.y + 1)).toBeNull()
  })

  it('finds nothing in the gaps, beside the short rows, in the hand or outside', () => {
    const a = layout.slots[0]
    const b = layout.slots[1]
    expect(slotAt(layout, (a.x + a.width + b.x) / 2, a.y + a.height / 2)).toBeNull()
    const row1 = layout.slots[3]
    expect(slotAt(layout, a.x + 1, (a.y + a.height + row1.y) / 2)).toBeNull()
    // Left of slot 0 (row 0 has 3 slots, centred): above slot 3.
    expect(slotAt(layout, row1.x + 1, a.y + 1)).toBeNull()
    const hand = centreOf(layout.hand)
    expect(slotAt(layout, hand.x, hand.y)).toBeNull()
    expect(slotAt(layout, -5, -5)).toBeNull()
    expect(slotAt(layout, width + 5, height / 2)).toBeNull()
  })
})

describe('handItemAt', () => {
  const layout = computeLayout({ width: 1366, height: 768 })
  const hand: HandItemRef[] = [
    { kind: 'card', instanceId: 101 },
    { kind: 'card', instanceId: 102 },
    { kind: 'spell', instanceId: 201 },
  ]

  it('finds each item at its centre, nothing between or outside', () => {
    const rects = handItemRects(layout, hand.length)
    rects.forEach((r, k) => {
      const c = centreOf(r)
      expect(handItemAt(layout, hand, c.x, c.y)).toEqual({ item: hand[k], index: k, rect: r })
    })
    expect(handItemAt(layout, hand, rects[0].x + rects[0].width + layout.handGap / 2, rects[0].y + 5)).toBeNull()
    expect(handItemAt(layout, hand, 1, 1)).toBeNull()
    expect(handItemAt(layout, [], centreOf(layout.hand).x, centreOf(layout.hand).y)).toBeNull()
  })

  it('follows the hand scroll and ignores items scrolled out of the hand area', () => {
    const phone = computeLayout({ width: 390, height: 844 })
    const many: HandItemRef[] = Array.from({ length: 18 }, (_, k) => ({ kind: 'card', instanceId: 1000 + k }))
    const scroll = 300
    const rects = handItemRects(phone, many.length, scroll)
    const k = rects.findIndex((r) => r.x >= phone.hand.x)
    const c = centreOf(rects[k])
    expect(handItemAt(phone, many, c.x, c.y, scroll)?.item.instanceId).toBe(1000 + k)
    // Unscrolled, another item sits there.
    expect(handItemAt(phone, many, c.x, c.y, 0)?.item.instanceId).not.toBe(1000 + k)
    // Item 0 is scrolled out to the left: its rectangle is outside the area, nothing is hit there.
    expect(rects[0].x + rects[0].width).toBeLessThan(phone.hand.x)
    expect(handItemAt(phone, many, rects[0].x + 5, rects[0].y + 5, scroll)).toBeNull()
  })
})

describe('cardAt', () => {
  const layout = computeLayout({ width: 390, height: 844 })
  const hand: HandItemRef[] = [{ kind: 'card', instanceId: 101 }]
  it('names the hand item or the board slot under the point', () => {
    const r = handItemRects(layout, 1)[0]
    expect(cardAt(layout, hand, centreOf(r).x, centreOf(r).y)).toEqual({ where: 'hand', item: hand[0] })
    const s = centreOf(layout.slots[7])
    expect(cardAt(layout, hand, s.x, s.y)).toEqual({ where: 'board', index: 7 })
    expect(cardAt(layout, hand, 1, 1)).toBeNull()
  })
})
