// Upgrades strengthen an item in its own direction; a deck's power is what a game deals from it.
import { describe, it, expect } from 'vitest'
import { GAME_CARDS, GAME_SPELLS, bonusAtLevel, deckPower, levelOfBonus, makeSides, upgradeDirection } from '../../src/game'

describe('upgrades', () => {
  it('raise a card and a blessing, and sink a curse', () => {
    expect(upgradeDirection(makeSides(3, 3, 3, 3))).toBe(1)
    expect(upgradeDirection(makeSides(0, 1, 1, 3))).toBe(1)
    expect(upgradeDirection(makeSides(-1, -1, -1, -1))).toBe(-1)
    expect(upgradeDirection(makeSides(0, -1, -1, -2))).toBe(-1)
    expect(bonusAtLevel(makeSides(-1, -1, -1, -1), 3)).toEqual(makeSides(-3, -3, -3, -3))
    expect(bonusAtLevel(makeSides(2, 2, 2, 2), 2)).toEqual(makeSides(2, 2, 2, 2))
    expect(bonusAtLevel(makeSides(2, 2, 2, 2), 0)).toEqual(makeSides(0, 0, 0, 0))
  })

  it('count a level the same either way', () => {
    expect(levelOfBonus(makeSides(-2, -2, -2, -2))).toBe(2)
    expect(levelOfBonus(makeSides(3, 3, 3, 3))).toBe(3)
    expect(levelOfBonus(makeSides(0, 0, 0, 0))).toBe(0)
  })
})

describe('deckPower', () => {
  it('is the sum of the totals a game deals: the whole of a small deck', () => {
    expect(deckPower([10, 12, 14], [4, -6])).toBe(36 + 10)
  })

  it('counts a big deck by its mean over the items dealt', () => {
    const cards = Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? 10 : 20))
    const spells = Array.from({ length: 12 }, () => 5)
    expect(deckPower(cards, spells)).toBe(15 * GAME_CARDS + 5 * GAME_SPELLS)
    // a deck of the same cards repeated has the same power as the cards once
    expect(deckPower([...cards, ...cards].slice(0, 30), spells)).toBe(deckPower(cards, spells))
  })

  it('is zero for an empty deck', () => {
    expect(deckPower([], [])).toBe(0)
  })
})
