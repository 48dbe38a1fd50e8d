import { describe, it, expect } from 'vitest'
import { createRng, makeSides, newMatch } from '../../src/game'

const sides = makeSides(1, 2, 3, 4)
const options = (seed: number) => ({
  hand1: { cards: [1, 2], spells: [51] },
  hand2: { cards: [11, 12], spells: [] },
  cardSides: { 1: sides, 2: sides, 11: sides, 12: sides },
  spellSides: { 51: makeSides(1, 0, 0, 0) },
  rng: createRng(seed),
})

describe('newMatch', () => {
  it('starts an empty board with full hands, the starter to play', () => {
    const s = newMatch(options(7))
    expect(s.plateau).toEqual(Array(21).fill(null))
    expect(s.plateauspell).toEqual(Array(21).fill(null))
    expect(s.satutscard).toEqual(Array(21).fill(null))
    expect(s.hands[1]).toEqual({ cards: [1, 2], spells: [51] })
    expect(s.hands[2]).toEqual({ cards: [11, 12], spells: [] })
    expect(s.roundTo).toBe(s.starter)
    expect(s).toMatchObject({ moveCount: 0, finished: false, winner: null, endReason: null, consecutiveTimeouts: { 1: 0, 2: 0 } })
  })

  it('draws the starter with the seeded generator: same seed, same starter; both happen', () => {
    expect(newMatch(options(42)).starter).toBe(newMatch(options(42)).starter)
    const starters = new Set(Array.from({ length: 40 }, (_, seed) => newMatch(options(seed)).starter))
    expect(starters).toEqual(new Set([1, 2]))
  })

  it('copies the hands it is given', () => {
    const o = options(1)
    const s = newMatch(o)
    o.hand1.cards.push(99)
    expect(s.hands[1].cards).toEqual([1, 2])
  })

  it('gives the first turn to the other player when the starter has nothing to place', () => {
    for (let seed = 0; seed < 10; seed++) {
      const s = newMatch({ ...options(seed), hand1: { cards: [], spells: [] } })
      expect(s.roundTo).toBe(2)
    }
  })

  it('ends at once when nobody has anything to place', () => {
    const s = newMatch({ ...options(3), hand1: { cards: [], spells: [] }, hand2: { cards: [], spells: [] } })
    // a tie (no card at all) goes to the starter under rules 2, to the other player under rules 1
    expect(s).toMatchObject({ finished: true, endReason: 'no-moves', winner: s.starter })
    const first = newMatch({ ...options(3), hand1: { cards: [], spells: [] }, hand2: { cards: [], spells: [] }, rules: 1 })
    expect(first).toMatchObject({ finished: true, endReason: 'no-moves', winner: first.starter === 1 ? 2 : 1 })
  })
})
