import { describe, expect, it } from 'vitest'
import { CELEBRATION, celebrationDuration, celebrationParticles, particleAt } from '../../src/scene/model'

const AREA = { width: 1200, height: 800 }
const WON = { won: true, reducedMotion: false }

describe('the celebration of a win', () => {
  it('is drawn from its seed: same seed, same particles; another seed, others', () => {
    const a = celebrationParticles(42, AREA, WON)
    expect(a).toHaveLength(CELEBRATION.perBurst * CELEBRATION.burstPoints.length)
    expect(celebrationParticles(42, AREA, WON)).toEqual(a)
    expect(celebrationParticles(43, AREA, WON)).not.toEqual(a)
  })

  it('makes nothing for a loss, with reduced motion, or without a scene', () => {
    expect(celebrationParticles(42, AREA, { won: false, reducedMotion: false })).toEqual([])
    expect(celebrationParticles(42, AREA, { won: true, reducedMotion: true })).toEqual([])
    expect(celebrationParticles(42, { width: 0, height: 800 }, WON)).toEqual([])
    expect(celebrationDuration([])).toBe(0)
  })

  it('bursts upward from the three points, in turn', () => {
    const ps = celebrationParticles(7, AREA, WON)
    for (const p of ps) {
      expect(p.vy).toBeLessThan(0)
      expect(CELEBRATION.burstPoints.some(([fx, fy]) => p.x0 === AREA.width * fx && p.y0 === AREA.height * fy)).toBe(true)
      expect(p.life).toBeGreaterThanOrEqual(CELEBRATION.lifeMin)
      expect(p.life).toBeLessThanOrEqual(CELEBRATION.lifeMax)
    }
    const firstOfLast = ps[ps.length - 1]
    expect(firstOfLast.delay).toBeGreaterThanOrEqual(CELEBRATION.burstDelays[2])
  })

  it('lives from its delay to its end, rises then falls, and fades out at the end', () => {
    const [p] = celebrationParticles(3, AREA, WON)
    expect(particleAt(p, p.delay - 1).visible).toBe(false)
    const start = particleAt(p, p.delay)
    expect(start).toMatchObject({ visible: true, x: p.x0, y: p.y0, alpha: 1 })
    expect(particleAt(p, p.delay + 150).y).toBeLessThan(p.y0)
    // The lowest point of the flight comes back below the start before the end.
    expect(particleAt(p, p.delay + p.life - 1).y).toBeGreaterThan(p.y0)
    expect(particleAt(p, p.delay + p.life * 0.5).alpha).toBe(1)
    const late = particleAt(p, p.delay + p.life * 0.9).alpha
    expect(late).toBeGreaterThan(0)
    expect(late).toBeLessThan(1)
    expect(particleAt(p, p.delay + p.life).visible).toBe(false)
  })

  it('ends when its last particle is gone', () => {
    const ps = celebrationParticles(9, AREA, WON)
    const end = celebrationDuration(ps)
    expect(end).toBe(Math.max(...ps.map((p) => p.delay + p.life)))
    expect(ps.some((p) => particleAt(p, end - 1).visible)).toBe(true)
    expect(ps.every((p) => !particleAt(p, end).visible)).toBe(true)
  })

  it('scales its speed and pull with the scene (a phone is no wider burst than it can show)', () => {
    const big = celebrationParticles(5, AREA, WON)[0]
    const small = celebrationParticles(5, { width: 600, height: 400 }, WON)[0]
    expect(small.vy).toBeCloseTo(big.vy / 2, 9)
    expect(small.fall).toBeCloseTo(big.fall / 2, 12)
  })
})
