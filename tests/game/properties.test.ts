import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { applyMove, canPlay, createRng, decideWinner } from '../../src/game'
import type { MatchState } from '../../src/game'
import { deepFreeze } from './fixtures'
import { randomMatch, randomMove } from './random-game'

const SETTINGS = { seed: 20_240_601, numRuns: 150 }

/** Checks what must hold between two consecutive states. */
function checkStep(before: MatchState, after: MatchState): void {
  for (let i = 0; i < 21; i++) {
    if (before.satutscard[i] === 'KO') expect(after.satutscard[i]).toBe('KO') // no revival
    if (before.plateau[i] != null) {
      expect(after.plateau[i]).toBe(before.plateau[i]) // never overwritten
      expect(after.cardOwners[i]).toBe(before.cardOwners[i])
    }
    if (before.plateauspell[i] != null) {
      expect(after.plateauspell[i]).toBe(before.plateauspell[i])
      expect(after.spellOwners[i]).toBe(before.spellOwners[i])
    }
  }
  for (const p of [1, 2] as const) {
    for (const id of after.hands[p].cards) expect(before.hands[p].cards).toContain(id) // hands only shrink
    for (const id of after.hands[p].spells) expect(before.hands[p].spells).toContain(id)
  }
  const held = (s: MatchState) => s.hands[1].cards.length + s.hands[1].spells.length + s.hands[2].cards.length + s.hands[2].spells.length
  expect(held(before) - held(after)).toBeLessThanOrEqual(1)
  if (!after.finished) expect(canPlay(after, after.roundTo)).toBe(true) // the turn never goes to someone stuck
}

/** Plays a random game to its end, checking every step; returns the final state and placement count. */
function playOut(seed: number, passRate: number): { state: MatchState; placements: number } {
  const rng = createRng(seed ^ 0x5eed)
  let state = deepFreeze(randomMatch(seed))
  let placements = 0
  for (let guard = 0; !state.finished && guard < 1000; guard++) {
    const snapshot = JSON.stringify(state)
    const move = randomMove(state, rng, passRate)
    const result = applyMove(state, state.roundTo, move) // frozen input: any mutation would throw
    expect(result.ok).toBe(true)
    if (!result.ok) break
    expect(JSON.stringify(state)).toBe(snapshot)
    checkStep(state, result.state)
    if (move.kind !== 'pass') placements++
    state = deepFreeze(result.state)
  }
  return { state, placements }
}

describe('random legal games (property)', () => {
  it('end within 42 placements with a winner when both always play', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const { state, placements } = playOut(seed, 0)
        expect(state.finished).toBe(true)
        expect(placements).toBeLessThanOrEqual(42)
        expect(['board-full', 'no-moves']).toContain(state.endReason)
        expect(state.winner).toBe(decideWinner(state))
      }),
      SETTINGS,
    )
  })

  it('keep every invariant with timeouts mixed in, and forfeit only at the 3rd pass in a row', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.double({ min: 0.05, max: 0.6, noNaN: true }), (seed, passRate) => {
        const { state } = playOut(seed, passRate)
        expect(state.finished).toBe(true)
        expect(state.winner === 1 || state.winner === 2).toBe(true)
        for (const p of [1, 2] as const) expect(state.consecutiveTimeouts[p]).toBeLessThanOrEqual(3)
        if (state.endReason === 'forfeit') {
          const loser = state.winner === 1 ? 2 : 1
          expect(state.consecutiveTimeouts[loser]).toBe(3)
        }
      }),
      { ...SETTINGS, numRuns: 100 },
    )
  })

  it('never throws on any move, legal or not, and refuses illegal ones with a code', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('card', 'spell', 'pass'),
        fc.integer({ min: -3, max: 3000 }),
        fc.integer({ min: -2, max: 23 }),
        fc.constantFrom(1, 2),
        (seed, kind, instanceId, index, player) => {
          const state = deepFreeze(randomMatch(seed))
          const move = kind === 'pass' ? { kind } : { kind, instanceId, index }
          const result = applyMove(state, player as 1 | 2, move as never)
          if (!result.ok) expect(result.message.length).toBeGreaterThan(0)
        },
      ),
      SETTINGS,
    )
  })
})
