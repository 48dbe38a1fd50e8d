import { describe, expect, it } from 'vitest'
import { timerBarPlan, timerBarTiming } from '../../src/scene/model'
import type { CountdownState } from '../../src/scene/model'

const NOW = 1_000_000
const countdown = (leftMs: number | null, offsetMs = 0): CountdownState => ({
  deadlineMs: leftMs == null ? null : NOW + leftMs,
  offsetMs,
  mine: true,
  timeoutSentFor: null,
  lastTick: null,
})

describe('timerBarPlan', () => {
  it('empties over the time left, from the fraction now, and turns red at 5 s', () => {
    expect(timerBarPlan(countdown(20_000), true, NOW)).toEqual({ fraction: 20 / 30, durationMs: 20_000, red: false, redInMs: 15_000 })
  })

  it('is red already at 5 s or less, with nothing left to schedule', () => {
    expect(timerBarPlan(countdown(5_000), true, NOW)).toEqual({ fraction: 5 / 30, durationMs: 5_000, red: true, redInMs: null })
    expect(timerBarPlan(countdown(4_200), true, NOW).red).toBe(true)
    expect(timerBarPlan(countdown(5_001), true, NOW).red).toBe(false)
  })

  it('reads the server clock through the offset', () => {
    // The server is 2 s ahead: 2 s less are left than the local clock says.
    expect(timerBarPlan(countdown(12_000, 2_000), true, NOW)).toMatchObject({ durationMs: 10_000, redInMs: 5_000 })
  })

  it('stands still and empty once the deadline has passed', () => {
    expect(timerBarPlan(countdown(-3_000), true, NOW)).toEqual({ fraction: 0, durationMs: 0, red: true, redInMs: null })
  })

  it('is full and still when no turn runs, empty when the game is not running', () => {
    expect(timerBarPlan(countdown(null), true, NOW)).toEqual({ fraction: 1, durationMs: 0, red: false, redInMs: null })
    expect(timerBarPlan(countdown(20_000), false, NOW)).toEqual({ fraction: 0, durationMs: 0, red: false, redInMs: null })
    expect(timerBarPlan(null, true, NOW).durationMs).toBe(0)
  })
})

describe('timerBarTiming', () => {
  it('is linear, or one step a second under prefers-reduced-motion', () => {
    expect(timerBarTiming(20_000, false)).toBe('linear')
    expect(timerBarTiming(20_000, true)).toBe('steps(20, end)')
    expect(timerBarTiming(300, true)).toBe('steps(1, end)')
  })
})
