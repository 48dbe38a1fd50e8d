import { describe, it, expect } from 'vitest'
import { LEVEL_TABLE, buildLevelTable, levelOf, progressPercent } from '../../src/game'

describe('level table', () => {
  it("is the spec's algorithm: 20 entries with the expected values", () => {
    expect(LEVEL_TABLE).toEqual([0, 650, 1300, 1950, 2600, 3250, 3900, 9900, 9905, 9910, 9915, 9920, 9925, 9930, 9935, 9940, 9945, 9950, 9955, 9960])
    expect(buildLevelTable()).toEqual(LEVEL_TABLE)
  })

  it('gives the 1-based level of an XP total', () => {
    expect(levelOf(0)).toBe(1)
    expect(levelOf(-10)).toBe(1)
    expect(levelOf(649)).toBe(1)
    expect(levelOf(650)).toBe(2)
    expect(levelOf(3899)).toBe(6)
    expect(levelOf(3900)).toBe(7)
    expect(levelOf(9899)).toBe(7)
    expect(levelOf(9900)).toBe(8)
    expect(levelOf(9959)).toBe(19)
    expect(levelOf(9960)).toBe(20)
    expect(levelOf(1_000_000)).toBe(20)
  })

  it('gives the whole percent towards the next level, capped at 100', () => {
    expect(progressPercent(0)).toBe(0)
    expect(progressPercent(325)).toBe(50)
    expect(progressPercent(649)).toBe(99)
    expect(progressPercent(650)).toBe(0)
    expect(progressPercent(6900)).toBe(50)
    expect(progressPercent(9902)).toBe(40)
    expect(progressPercent(9960)).toBe(100)
    expect(progressPercent(50_000)).toBe(100)
    expect(progressPercent(-5)).toBe(0)
    for (let xp = 0; xp < 10_100; xp += 37) {
      const p = progressPercent(xp)
      expect(p).toBeGreaterThanOrEqual(0)
      expect(p).toBeLessThanOrEqual(100)
    }
  })
})
