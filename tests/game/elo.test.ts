import { describe, it, expect } from 'vitest'
import { ELO_K, ELO_START, eloUpdate, expectedScore } from '../../src/game'

describe('Elo', () => {
  it('moves equal ratings by K/2', () => {
    expect(ELO_START).toBe(1000)
    expect(ELO_K).toBe(32)
    expect(eloUpdate(1000, 1000)).toEqual({ winner: 1016, loser: 984 })
  })

  it('gives the favourite less and the underdog more, as integers, zero-sum', () => {
    const fav = eloUpdate(1400, 1000)
    const upset = eloUpdate(1000, 1400)
    expect(fav).toEqual({ winner: 1403, loser: 997 })
    expect(upset).toEqual({ winner: 1029, loser: 1371 })
    for (const [w, l] of [[1000, 1000], [1234, 987], [800, 2000]]) {
      const r = eloUpdate(w, l)
      expect(Number.isInteger(r.winner) && Number.isInteger(r.loser)).toBe(true)
      expect(r.winner + r.loser).toBe(w + l)
      expect(r.winner).toBeGreaterThanOrEqual(w)
    }
  })

  it('takes another K and computes the expected score', () => {
    expect(eloUpdate(1000, 1000, 16)).toEqual({ winner: 1008, loser: 992 })
    expect(expectedScore(1000, 1000)).toBe(0.5)
    expect(expectedScore(1400, 1000)).toBeCloseTo(0.909, 3)
  })
})
