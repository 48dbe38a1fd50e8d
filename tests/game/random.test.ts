import { describe, it, expect } from 'vitest'
import { createRng, resumeRng, shuffled } from '../../src/game'

describe('seeded generator', () => {
  it('repeats the same sequence for the same seed, another for another seed', () => {
    const a = createRng(123)
    const b = createRng(123)
    const c = createRng(124)
    const seqA = Array.from({ length: 10 }, () => a.next())
    expect(Array.from({ length: 10 }, () => b.next())).toEqual(seqA)
    expect(Array.from({ length: 10 }, () => c.next())).not.toEqual(seqA)
  })

  it('stays within [0, 1) and int() within [0, max)', () => {
    const rng = createRng(9)
    const counts = [0, 0, 0]
    for (let i = 0; i < 3000; i++) {
      const x = rng.next()
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThan(1)
      counts[rng.int(3)]++
    }
    for (const n of counts) expect(n).toBeGreaterThan(800)
  })

  it('resumes from a saved state', () => {
    const rng = createRng(2024)
    rng.next()
    rng.int(10)
    const saved = rng.state()
    const expected = [rng.next(), rng.next(), rng.int(100)]
    const resumed = resumeRng(saved)
    expect([resumed.next(), resumed.next(), resumed.int(100)]).toEqual(expected)
    expect(createRng(saved).next()).toBe(expected[0])
  })

  it('picks an element and refuses an empty array', () => {
    const rng = createRng(5)
    expect(['a', 'b', 'c']).toContain(rng.pick(['a', 'b', 'c']))
    expect(() => rng.pick([])).toThrow(RangeError)
  })

  it('shuffles into a permutation without touching the input', () => {
    const input = [1, 2, 3, 4, 5, 6]
    const out = shuffled(input, createRng(1))
    expect(input).toEqual([1, 2, 3, 4, 5, 6])
    expect([...out].sort()).toEqual(input)
  })
})
