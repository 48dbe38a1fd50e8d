import { describe, it, expect } from 'vitest'
import { DIFFICULTIES, FACILE_KO_CHANCE, applyMove, checkMove, chooseMove, createRng, legalMoves, previewKos } from '../../src/game'
import type { MatchState, Move } from '../../src/game'
import { blankState, deepFreeze, fillKoExcept, giveCard, giveSpell, putCard } from './fixtures'
import { randomMatch, randomMove } from './random-game'

/** A fake clock advancing 1 ms per reading, so 'difficile' stops after a bounded search. */
const fakeClock = () => {
  let t = 0
  return () => (t += 1)
}

/** Mid-game states reached by random play. */
function randomStates(count: number): MatchState[] {
  const out: MatchState[] = []
  for (let seed = 0; out.length < count; seed++) {
    const rng = createRng(seed)
    let s = randomMatch(seed)
    const steps = rng.int(30)
    for (let k = 0; k < steps && !s.finished; k++) {
      const r = applyMove(s, s.roundTo, randomMove(s, rng))
      if (r.ok) s = r.state
    }
    if (!s.finished) out.push(deepFreeze(s))
  }
  return out
}

const isKoMove = (s: MatchState, m: Move) => m.kind !== 'pass' && previewKos(s, s.roundTo, m).length > 0

describe('bots', () => {
  const states = randomStates(40)

  for (const difficulty of DIFFICULTIES) {
    it(`${difficulty} only returns legal moves (and passes only when it has none)`, () => {
      states.forEach((s, i) => {
        const move = chooseMove(s, s.roundTo, difficulty, createRng(i), 50, fakeClock())
        expect(checkMove(s, s.roundTo, move)).toBeNull()
        expect(move.kind === 'pass').toBe(legalMoves(s, s.roundTo).length === 0)
      })
    })
  }

  it('difficile without a clock stays legal, bounded by its node budget', () => {
    for (const s of states.slice(0, 4)) expect(checkMove(s, s.roundTo, chooseMove(s, s.roundTo, 'difficile', createRng(1)))).toBeNull()
  })

  it('passes when it is not its turn or the game is over', () => {
    const s = states[0]
    const other = s.roundTo === 1 ? 2 : 1
    expect(chooseMove(s, other, 'moyen', createRng(1))).toEqual({ kind: 'pass' })
    expect(chooseMove({ ...s, finished: true }, s.roundTo, 'facile', createRng(1))).toEqual({ kind: 'pass' })
  })

  it('passes when holding nothing that fits', () => {
    const s = fillKoExcept(blankState(), [])
    giveCard(s, 1, 1, 5)
    for (const d of DIFFICULTIES) expect(chooseMove(s, 1, d, createRng(3), 50, fakeClock())).toEqual({ kind: 'pass' })
  })

  it('facile looks for a KO on about FACILE_KO_CHANCE of its moves, and otherwise plays at random', () => {
    const s = blankState()
    for (const id of [1, 2, 3]) giveCard(s, 1, id, 6)
    giveSpell(s, 1, 51, 1)
    putCard(s, 10, 90, 2, 5) // only a card next to 10 can KO it
    const moves = Array.from({ length: 400 }, (_, seed) => chooseMove(s, 1, 'facile', createRng(seed)))
    const kos = moves.filter((m) => m.kind === 'card' && [5, 9, 11, 15].includes(m.index)).length / moves.length
    // the KO it looks for, plus the share of random picks that happen to be one (3 cards × 4 slots)
    const expected = FACILE_KO_CHANCE + (1 - FACILE_KO_CHANCE) * (12 / legalMoves(s, 1).length)
    expect(kos).toBeGreaterThan(expected - 0.08)
    expect(kos).toBeLessThan(expected + 0.08)
    expect(new Set(moves.map((m) => m.kind))).toEqual(new Set(['card', 'spell']))
    let koChosen = 0
    let koAvailable = 0
    states.forEach((st, i) => {
      if (!legalMoves(st, st.roundTo).some((m) => isKoMove(st, m))) return
      koAvailable++
      if (isKoMove(st, chooseMove(st, st.roundTo, 'facile', createRng(i)))) koChosen++
    })
    expect(koChosen).toBeGreaterThan(koAvailable * FACILE_KO_CHANCE * 0.7)
    expect(koChosen).toBeLessThan(koAvailable)
  })

  it('moyen and difficile take the winning last move', () => {
    // one card slot left (20); player 1 wins only by placing the 12 there, killing the 10 at 19
    const s = fillKoExcept(blankState(), [19, 20])
    putCard(s, 19, 90, 2, 10)
    giveCard(giveCard(s, 1, 1, 12), 1, 2, 3)
    giveSpell(s, 1, 51, 1)
    for (const d of ['moyen', 'difficile'] as const) {
      expect(chooseMove(s, 1, d, createRng(4), 50, fakeClock())).toEqual({ kind: 'card', instanceId: 1, index: 20 })
    }
  })

  it('difficile sees a curse that lets its card finish an enemy', () => {
    const s = blankState()
    putCard(s, 10, 90, 2, 20)
    putCard(s, 11, 1, 1, 17)
    fillKoExcept(s, [0, 1])
    giveSpell(s, 1, 51, -5)
    giveCard(s, 1, 2, 4)
    giveCard(s, 2, 3, 30)
    const move = chooseMove(s, 1, 'difficile', createRng(9), 50, fakeClock())
    expect(move).toEqual({ kind: 'spell', instanceId: 51, index: 10 })
  })
})
