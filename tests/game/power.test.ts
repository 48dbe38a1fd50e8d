import { describe, it, expect } from 'vitest'
import { cardPower, isStronger, makeSides, power, sideValues, strongerFlags } from '../../src/game'
import { blankState, putCard, putSpell } from './fixtures'

describe('side values and power', () => {
  it('adds the spell on the same position side by side', () => {
    const s = putSpell(putCard(blankState(), 4, 1, 1, makeSides(1, 2, 3, 4)), 4, 50, 1, makeSides(2, 0, 1, 5))
    expect(sideValues(s, 4)).toEqual(makeSides(3, 2, 4, 9))
    expect(power(s, 4)).toBe(18)
  })

  it('lets a curse lower values, below zero too (no clamping)', () => {
    const s = putSpell(putCard(blankState(), 4, 1, 1, makeSides(1, 2, 3, 4)), 4, 50, 2, makeSides(-5, -1, -3, 0))
    expect(sideValues(s, 4)).toEqual(makeSides(-4, 1, 0, 4))
    expect(power(s, 4)).toBe(1)
  })

  it('is the card alone without a spell, null / 0 without a card', () => {
    const s = putSpell(putCard(blankState(), 0, 1, 1, makeSides(9, 9, 1, 1)), 5, 50, 1, 3)
    expect(sideValues(s, 0)).toEqual(makeSides(9, 9, 1, 1))
    expect(power(s, 0)).toBe(20)
    expect(sideValues(s, 5)).toBeNull()
    expect(power(s, 5)).toBe(0)
    expect(cardPower(makeSides(1, 2, 3, 4))).toBe(10)
  })

  it('returns a copy of the card values', () => {
    const s = putCard(blankState(), 0, 1, 1, makeSides(1, 1, 1, 1))
    sideValues(s, 0)!.pointsHaut = 99
    expect(s.cardSides[1].pointsHaut).toBe(1)
  })
})

describe('stronger flag', () => {
  it('compares totals, spells included', () => {
    const s = putCard(putCard(blankState(), 0, 1, 1, 10), 1, 2, 2, 12)
    expect(isStronger(s, 1, 0)).toBe(true)
    expect(isStronger(s, 0, 1)).toBe(false)
    putSpell(s, 0, 50, 1, 3)
    expect(isStronger(s, 0, 1)).toBe(true)
    expect(isStronger(s, 0, 7)).toBe(false)
  })

  it("flags forPlayer's living cards stronger than at least one adjacent living enemy", () => {
    const s = blankState()
    putCard(s, 10, 1, 1, 15) // neighbours 5, 9, 11, 15
    putCard(s, 5, 2, 2, 20) // stronger enemy
    putCard(s, 9, 3, 2, 14) // weaker enemy → 10 flagged
    putCard(s, 11, 4, 1, 3) // own card: neighbour 16 is an enemy of equal power
    putCard(s, 16, 5, 2, 3)
    putCard(s, 0, 6, 1, 30) // next to the enemy 5
    putCard(s, 20, 7, 1, 30) // only a KO enemy next to it
    putCard(s, 19, 8, 2, 1, 'KO')
    const flags = strongerFlags(s, 1)
    expect(flags).toHaveLength(21)
    expect(flags.flatMap((f, i) => (f ? [i] : []))).toEqual([0, 10])
    const enemy = strongerFlags(s, 2)
    expect(enemy.flatMap((f, i) => (f ? [i] : []))).toEqual([5]) // 20 > 15; 9 (14) and 16 (3) beat nobody
  })

  it('counts the spell under the card', () => {
    const s = putCard(putCard(blankState(), 0, 1, 1, 10), 1, 2, 2, 12)
    expect(strongerFlags(s, 1)[0]).toBe(false)
    putSpell(s, 0, 50, 1, 3)
    expect(strongerFlags(s, 1)[0]).toBe(true)
    expect(strongerFlags(s, 2)[1]).toBe(false)
  })
})
