// Matchmaking by strength: the windows widen per full step of waiting, a pair is judged with the
// wider of its two waits, an unknown deck power fits any, and the closest candidate is chosen.
// Every number is read from the constants (the bench tunes them).
import { describe, expect, it } from 'vitest'
import { POWER_WINDOW, RATING_WINDOW, canPair, pairingDistance, pickOpponent, powerGap, powerWindow, ratingWindow, type Seeker } from '../../src/game'

const seeker = (rating: number, power: number | null, waitedMs = 0): Seeker => ({ rating, power, waitedMs })
/** A rating `share` of the way to the edge of the base window (1: on the edge). */
const ratingAt = (share: number, waitedMs = 0) => 1000 + share * ratingWindow(waitedMs)
/** A power `share` of the way to the edge of the window, from 100 below it (gap = 1 - 100 / p). */
const powerAt = (share: number, waitedMs = 0) => 100 / (1 - share * powerWindow(waitedMs))

describe('matchmaking windows', () => {
  it('start at their base and widen by one step per full period waited, never for a part of one', () => {
    expect(ratingWindow(0)).toBe(RATING_WINDOW.base)
    expect(ratingWindow(RATING_WINDOW.everyMs - 1)).toBe(RATING_WINDOW.base)
    expect(ratingWindow(RATING_WINDOW.everyMs)).toBe(RATING_WINDOW.base + RATING_WINDOW.step)
    expect(ratingWindow(3 * RATING_WINDOW.everyMs + 5)).toBe(RATING_WINDOW.base + 3 * RATING_WINDOW.step)
    expect(powerWindow(0)).toBe(POWER_WINDOW.base)
    expect(powerWindow(POWER_WINDOW.everyMs - 1)).toBe(POWER_WINDOW.base)
    expect(powerWindow(2 * POWER_WINDOW.everyMs)).toBeCloseTo(POWER_WINDOW.base + 2 * POWER_WINDOW.step)
  })

  it('never shrink below their base (a clock running backwards)', () => {
    expect(ratingWindow(-60_000)).toBe(RATING_WINDOW.base)
    expect(powerWindow(-60_000)).toBe(POWER_WINDOW.base)
  })
})

describe('powerGap', () => {
  it('is the distance as a share of the larger power, 0 when either is unknown', () => {
    expect(powerGap(100, 80)).toBeCloseTo(0.2)
    expect(powerGap(80, 100)).toBeCloseTo(0.2)
    expect(powerGap(100, 100)).toBe(0)
    expect(powerGap(0, 0)).toBe(0)
    expect(powerGap(null, 100)).toBe(0)
    expect(powerGap(100, null)).toBe(0)
  })
})

describe('pairing', () => {
  it('accepts a rating up to the edge of the window and refuses one past it', () => {
    expect(canPair(seeker(1000, null), seeker(ratingAt(1), null))).toBe(true)
    expect(canPair(seeker(1000, null), seeker(ratingAt(1) + 1, null))).toBe(false)
    expect(canPair(seeker(ratingAt(1) + 1, null), seeker(1000, null))).toBe(false) // either way round
  })

  it('accepts a deck power within the window and refuses one past it', () => {
    expect(canPair(seeker(1000, 100), seeker(1000, Math.floor(powerAt(0.99))))).toBe(true)
    expect(canPair(seeker(1000, 100), seeker(1000, Math.ceil(powerAt(1.01))))).toBe(false)
  })

  it('needs both axes: a close rating does not make up for far decks, nor the reverse', () => {
    const far = Math.ceil(powerAt(1.5))
    expect(canPair(seeker(1000, 100), seeker(1000, far))).toBe(false)
    expect(canPair(seeker(1000, 100), seeker(ratingAt(1.5), 100))).toBe(false)
  })

  it('lets an unknown deck power fit any power', () => {
    expect(canPair(seeker(1000, null), seeker(1000, 10_000))).toBe(true)
    expect(canPair(seeker(1000, 5), seeker(1000, null))).toBe(true)
    expect(pairingDistance(seeker(1000, null), seeker(ratingAt(0.5), 10_000))).toBeCloseTo(0.5)
  })

  it('judges a pair with the wider of the two waits, whoever waited', () => {
    const oneStep = RATING_WINDOW.everyMs
    const rating = ratingAt(1, oneStep) // on the edge of the window after one step
    expect(rating).toBeGreaterThan(ratingAt(1))
    expect(canPair(seeker(1000, null, 0), seeker(rating, null, 0))).toBe(false)
    expect(canPair(seeker(1000, null, oneStep), seeker(rating, null, 0))).toBe(true)
    expect(canPair(seeker(1000, null, 0), seeker(rating, null, oneStep))).toBe(true)
    const power = Math.floor(powerAt(0.99, POWER_WINDOW.everyMs))
    expect(canPair(seeker(1000, 100, 0), seeker(1000, power, 0))).toBe(false)
    expect(canPair(seeker(1000, 100, 0), seeker(1000, power, POWER_WINDOW.everyMs))).toBe(true)
  })
})

describe('pickOpponent', () => {
  it('chooses the closest candidate within the windows', () => {
    const candidates = [
      { id: 1, ...seeker(ratingAt(0.8), 100) },
      { id: 2, ...seeker(ratingAt(0.2), 100) },
      { id: 3, ...seeker(ratingAt(0.5), 100) },
    ]
    expect(pickOpponent(seeker(1000, 100), candidates)?.id).toBe(2)
  })

  it('weighs each axis against its own window: the larger share decides', () => {
    const candidates = [
      { id: 1, ...seeker(1000, Math.ceil(powerAt(0.9))) }, // same rating, power near the edge
      { id: 2, ...seeker(ratingAt(0.5), 100) }, // same power, rating half way
    ]
    expect(pickOpponent(seeker(1000, 100), candidates)?.id).toBe(2)
  })

  it('takes the first of equals (candidates come oldest first)', () => {
    const candidates = [
      { id: 7, ...seeker(ratingAt(0.3), null) },
      { id: 8, ...seeker(ratingAt(0.3), null) },
    ]
    expect(pickOpponent(seeker(1000, null), candidates)?.id).toBe(7)
  })

  it('answers null when nobody fits, and finds them once the wait has widened the windows', () => {
    const candidates = [{ id: 1, ...seeker(ratingAt(1.2), null) }]
    expect(pickOpponent(seeker(1000, null), candidates)).toBeNull()
    expect(pickOpponent(seeker(1000, null, RATING_WINDOW.everyMs), candidates)?.id).toBe(1)
    expect(pickOpponent(seeker(1000, null), [])).toBeNull()
  })
})
