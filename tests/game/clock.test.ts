import { describe, it, expect } from 'vitest'
import { GAME_POLL_MS, HIGHLIGHT_MS, MAX_CONSECUTIVE_TIMEOUTS, TURN_MS, TURN_RED_SECONDS, TURN_SECONDS, applyExpiredTurns, isRedZone, secondsLeft, turnDeadline } from '../../src/game'
import { blankState, giveCard } from './fixtures'

describe('turn clock', () => {
  it("has the spec's constants", () => {
    expect([TURN_SECONDS, TURN_RED_SECONDS, HIGHLIGHT_MS, GAME_POLL_MS, MAX_CONSECUTIVE_TIMEOUTS]).toEqual([30, 5, 2000, 4000, 3])
    expect(TURN_MS).toBe(30_000)
  })

  it('counts seconds left from times passed in', () => {
    const deadline = turnDeadline(1_000)
    expect(deadline).toBe(31_000)
    expect(secondsLeft(deadline, 1_000)).toBe(30)
    expect(secondsLeft(deadline, 1_001)).toBe(30)
    expect(secondsLeft(deadline, 26_000)).toBe(5)
    expect(secondsLeft(deadline, 31_000)).toBe(0)
    expect(secondsLeft(deadline, 99_000)).toBe(0)
    expect(isRedZone(5)).toBe(true)
    expect(isRedZone(6)).toBe(false)
  })

  it('applies one pass per expired turn, then stops at the running one', () => {
    const s = giveCard(giveCard(blankState(), 1, 1, 5), 2, 2, 5)
    const none = applyExpiredTurns(s, 30_000, 29_999)
    expect(none).toEqual({ state: s, deadlineMs: 30_000, passes: 0 })
    const two = applyExpiredTurns(s, 30_000, 60_000)
    expect(two.passes).toBe(2)
    expect(two.deadlineMs).toBe(90_000)
    expect(two.state.consecutiveTimeouts).toEqual({ 1: 1, 2: 1 })
    const all = applyExpiredTurns(s, 30_000, 1_000_000)
    expect(all.passes).toBe(5)
    expect(all.state).toMatchObject({ finished: true, winner: 2, endReason: 'forfeit' })
  })
})
