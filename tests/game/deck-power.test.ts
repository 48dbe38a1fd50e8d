// A deck's power from its instances as the API sends them: base values plus the instance's bonus.
import { describe, expect, it } from 'vitest'
import { deckPower, instancesPower, makeSides } from '../../src/game'

const card = (base: number[], bonus = 0) => ({ card: makeSides(base[0], base[1], base[2], base[3]), ...makeSides(bonus, bonus, bonus, bonus) })
const spell = (base: number[], bonus = 0) => ({ spell: makeSides(base[0], base[1], base[2], base[3]), ...makeSides(bonus, bonus, bonus, bonus) })

describe('instancesPower', () => {
  it('totals each item as its four base values plus its bonus, curses by their size', () => {
    const cards = [card([1, 2, 3, 4]), card([5, 5, 5, 5], 1)] // totals 10 and 24
    const spells = [spell([1, 1, 1, 1]), spell([-2, -2, -2, -2], -1)] // totals 4 and -12
    expect(instancesPower(cards, spells)).toBe(deckPower([10, 24], [4, -12]))
    expect(instancesPower(cards, spells)).toBe(34 + 16)
  })

  it('is zero without items', () => {
    expect(instancesPower([], [])).toBe(0)
  })
})
