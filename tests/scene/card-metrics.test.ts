// The card face's geometry: the total is the main number, every value digit is at least 11 px tall,
// and the plates, the total and the name never overlap nor leave the card, on every card size a
// layout draws (board and hand, phones and desktops).
import { describe, expect, it } from 'vitest'
import { MIN_DIGIT_PX, TOTAL_OVER_VALUE, computeLayout, digitHeightPx, faceLayout, labelFits, platePlacement } from '../../src/scene/model'
import type { FaceCorner, Rect } from '../../src/scene/model'

const EPS = 1e-6
const SCREENS: [number, number][] = [
  [390, 844],
  [360, 640],
  [844, 390],
  [667, 375],
  [740, 360],
  [768, 1024],
  [1024, 600],
  [1440, 900],
  [1920, 1080],
]
const CORNERS: FaceCorner[] = ['top', 'left', 'bottom', 'right']
const inside = (r: Rect, w: number, h: number) => r.x >= -EPS && r.y >= -EPS && r.x + r.width <= w + EPS && r.y + r.height <= h + EPS
const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width - EPS && b.x < a.x + a.width - EPS && a.y < b.y + b.height - EPS && b.y < a.y + a.height - EPS

/** Every face size drawn: each screen's board card and hand card. */
const faces = SCREENS.flatMap(([width, height]) => {
  const l = computeLayout({ width, height })
  return [
    { name: `${width}×${height} board`, ...l.slotSize },
    { name: `${width}×${height} hand`, ...l.handItemSize },
  ]
})

describe('card face layout', () => {
  it.each(faces)('$name: value digits ≥ 11 px tall, the total taller', ({ width, height }) => {
    const m = faceLayout(width, height)
    expect(digitHeightPx(m.valueFont)).toBeGreaterThanOrEqual(MIN_DIGIT_PX)
    expect(digitHeightPx(m.totalFont)).toBeGreaterThanOrEqual(digitHeightPx(m.valueFont) * TOTAL_OVER_VALUE - EPS)
    // The total's digits fit their box's height.
    expect(digitHeightPx(m.totalFont)).toBeLessThanOrEqual(m.totalBox.height + EPS)
  })

  it.each(faces)('$name: plates, total and name inside the card and apart', ({ width, height }) => {
    const m = faceLayout(width, height)
    // A one-digit value (the widest digit) and a two-digit one, placed as the painter does.
    for (const textWidth of [m.valueFont * 0.69, m.valueFont * 1.38]) {
      const rects = CORNERS.map((c) => platePlacement(m, c, textWidth).rect)
      const parts = [...rects, m.totalBox, ...(m.name ? [m.name] : [])]
      for (const r of parts) expect(inside(r, width, height), JSON.stringify(r)).toBe(true)
      for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) expect(overlap(parts[i], parts[j]), `${i}/${j}`).toBe(false)
      // The plate holds a digit's height plus its padding: glyphs are never shrunk vertically.
      for (const r of rects) expect(r.height).toBeCloseTo(digitHeightPx(m.valueFont) + 2 * m.platePad, 6)
    }
    // The top value leaves room for the owner marker (top left) and the chevron (top right).
    const top = platePlacement(m, 'top', m.valueFont * 0.69).rect
    expect(top.x).toBeGreaterThanOrEqual(m.marker)
    expect(width - (top.x + top.width)).toBeGreaterThanOrEqual(m.marker)
  })

  it('squeezes a label only as far as needed, and says when « 5+2 » no longer fits', () => {
    const small = faceLayout(48, 72)
    const one = platePlacement(small, 'left', 5)
    expect(one.squeeze).toBe(1)
    const wide = platePlacement(small, 'left', 200)
    expect(wide.squeeze).toBeLessThan(1)
    expect(wide.rect.width).toBeLessThanOrEqual(small.cells.left.width + EPS)
    // « 5+2 » at the value font (about 1.75 em) fits the top plate of a hand card, not the foot of a small board card.
    const label = (m: ReturnType<typeof faceLayout>) => m.valueFont * 1.75
    const hand = faceLayout(80, 120)
    expect(labelFits(hand, 'top', label(hand))).toBe(true)
    expect(labelFits(small, 'left', label(small))).toBe(false)
  })

  it('shows the name on faces at least 70 px wide only', () => {
    expect(faceLayout(80, 120).name).not.toBeNull()
    expect(faceLayout(48, 72).name).toBeNull()
  })
})
