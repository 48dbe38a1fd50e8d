import { describe, it, expect } from 'vitest'
import { DECK_MAX_CARDS, DECK_MAX_SPELLS, DECK_MIN_CARDS, DECK_MIN_SPELLS, DECK_RULE, isDeckPlayable, isDeckWithinLimits } from '../../src/game'

describe('deck minimum', () => {
  it('has the documented limits and the literal reading by default', () => {
    expect([DECK_MIN_CARDS, DECK_MIN_SPELLS, DECK_MAX_CARDS, DECK_MAX_SPELLS]).toEqual([12, 6, 30, 15])
    expect(DECK_RULE).toBe('either')
  })

  it("'either': 12 cards or 6 spells is enough", () => {
    expect(isDeckPlayable(12, 0)).toBe(true)
    expect(isDeckPlayable(0, 6)).toBe(true)
    expect(isDeckPlayable(12, 6)).toBe(true)
    expect(isDeckPlayable(11, 5)).toBe(false)
    expect(isDeckPlayable(0, 0)).toBe(false)
    expect(isDeckPlayable(11, 5, 'either')).toBe(false)
  })

  it("'both': both minimums must be met", () => {
    expect(isDeckPlayable(12, 0, 'both')).toBe(false)
    expect(isDeckPlayable(0, 6, 'both')).toBe(false)
    expect(isDeckPlayable(11, 6, 'both')).toBe(false)
    expect(isDeckPlayable(12, 5, 'both')).toBe(false)
    expect(isDeckPlayable(12, 6, 'both')).toBe(true)
    expect(isDeckPlayable(30, 15, 'both')).toBe(true)
  })

  it('enforces at most 30 cards and 15 spells', () => {
    expect(isDeckWithinLimits(30, 15)).toBe(true)
    expect(isDeckWithinLimits(31, 0)).toBe(false)
    expect(isDeckWithinLimits(0, 16)).toBe(false)
    expect(isDeckWithinLimits(-1, 0)).toBe(false)
  })
})
