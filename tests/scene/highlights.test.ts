import { describe, expect, it } from 'vitest'
import { HIGHLIGHT_MS } from '../../src/game'
import { NO_HIGHLIGHTS, activeHighlights, glowPulse, highlightLeft, highlightOpacity, startHighlights, turnHighlights, turnStarted } from '../../src/scene/model'
import { game } from './fixtures'

describe('highlights', () => {
  const T0 = 1_000_000
  const state = startHighlights([0, 4, 20], T0)

  it('last 2 s from their start', () => {
    expect(HIGHLIGHT_MS).toBe(2000)
    expect(activeHighlights(state, T0)).toEqual([0, 4, 20])
    expect(activeHighlights(state, T0 + 1999)).toEqual([0, 4, 20])
    expect(activeHighlights(state, T0 + 2000)).toEqual([])
    expect(activeHighlights(state, T0 + 60_000)).toEqual([])
    expect(activeHighlights(NO_HIGHLIGHTS, T0)).toEqual([])
  })

  it('fade from 1 to 0', () => {
    expect(highlightLeft(state, T0)).toBe(1)
    expect(highlightLeft(state, T0 + 500)).toBeCloseTo(0.75, 6)
    expect(highlightLeft(state, T0 + 2000)).toBe(0)
    expect(highlightLeft(NO_HIGHLIGHTS, T0)).toBe(0)
  })

  it('fade out, or stay steady until they go under reduced motion (nothing to redraw meanwhile)', () => {
    expect(highlightOpacity(state, T0, false)).toBe(1)
    expect(highlightOpacity(state, T0 + 1500, false)).toBeCloseTo(0.4, 6)
    expect(highlightOpacity(state, T0 + 1999, false)).toBeGreaterThan(0)
    const steady = [0, 500, 1000, 1999].map((t) => highlightOpacity(state, T0 + t, true))
    expect(steady).toEqual([1, 1, 1, 1])
    expect(highlightOpacity(state, T0 + 2000, true)).toBe(0)
    expect(highlightOpacity(NO_HIGHLIGHTS, T0, true)).toBe(0)
  })

  it('pulse, but hold still under reduced motion', () => {
    const pulses = [0, 100, 200, 300].map((t) => glowPulse(T0 + t, false))
    expect(new Set(pulses).size).toBe(4)
    for (const p of pulses) expect(p).toBeGreaterThanOrEqual(0.35 - 1e-9)
    expect([0, 100, 200].map((t) => glowPulse(T0 + t, true))).toEqual([0.85, 0.85, 0.85])
  })

  it('start at a turn start with the empty positions', () => {
    const prev = game({ roundTo: 2 })
    const next = game()
    expect(turnStarted(prev, next)).toBe(true)
    const h = startHighlights(turnHighlights(next), T0)
    expect(activeHighlights(h, T0 + 100)).toHaveLength(21)
    expect(activeHighlights(h, T0 + HIGHLIGHT_MS)).toHaveLength(0)
  })
})
