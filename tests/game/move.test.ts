import { describe, it, expect } from 'vitest'
import { applyMove, applyPlacement, endByQuit } from '../../src/game'
import type { MatchState, Move, PlayerSlot } from '../../src/game'
import { blankState, deepFreeze, fillKoExcept, giveCard, giveSpell, putCard } from './fixtures'

function must(s: MatchState, player: PlayerSlot, move: Move): MatchState {
  const r = applyMove(s, player, move)
  if (!r.ok) throw new Error(r.code)
  return r.state
}

/** Each player holds three cards and two spells; player 1 to play. */
function ready(): MatchState {
  const s = blankState()
  for (const id of [1, 2, 3]) giveCard(s, 1, id, 10)
  for (const id of [11, 12, 13]) giveCard(s, 2, id, 10)
  giveSpell(giveSpell(s, 1, 51, 1), 1, 52, 1)
  giveSpell(giveSpell(s, 2, 61, 1), 2, 62, 1)
  return s
}

const pass: Move = { kind: 'pass' }

describe('applyMove', () => {
  it('places, removes from the hand, counts the move and passes the turn', () => {
    const r = applyMove(ready(), 1, { kind: 'card', instanceId: 2, index: 7 })
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.state.plateau[7]).toBe(2)
    expect(r.state.cardOwners[7]).toBe(1)
    expect(r.state.satutscard[7]).toBe('ALIVE')
    expect(r.state.hands[1].cards).toEqual([1, 3])
    expect(r.state.hands[2].cards).toEqual([11, 12, 13])
    expect(r.state.roundTo).toBe(2)
    expect(r.state.moveCount).toBe(1)
    expect(r.events).toEqual({ ko: [], ended: false })
  })

  it('places a spell into the spell row only', () => {
    const s = must(ready(), 1, { kind: 'spell', instanceId: 52, index: 0 })
    expect(s.plateauspell[0]).toBe(52)
    expect(s.spellOwners[0]).toBe(1)
    expect(s.plateau[0]).toBeNull()
    expect(s.satutscard[0]).toBeNull()
    expect(s.hands[1].spells).toEqual([51])
  })

  it('never mutates its input', () => {
    const s = deepFreeze(ready())
    const copy = structuredClone(s)
    must(s, 1, { kind: 'card', instanceId: 1, index: 3 })
    must(s, 1, pass)
    applyMove(s, 2, pass)
    expect(s).toEqual(copy)
  })

  it('refuses a finished game', () => {
    const s = endByQuit(ready(), 2, 'quit')
    expect(applyMove(s, 1, { kind: 'card', instanceId: 1, index: 0 })).toMatchObject({ ok: false, code: 'FINISHED' })
  })
})

describe('timeouts', () => {
  it('counts passes per player and resets on a real placement', () => {
    let s = must(ready(), 1, pass)
    expect(s.consecutiveTimeouts).toEqual({ 1: 1, 2: 0 })
    expect(s.roundTo).toBe(2)
    expect(s.moveCount).toBe(1)
    s = must(s, 2, { kind: 'card', instanceId: 11, index: 0 })
    s = must(s, 1, pass)
    expect(s.consecutiveTimeouts[1]).toBe(2)
    s = must(s, 2, pass)
    s = must(s, 1, { kind: 'spell', instanceId: 51, index: 5 })
    expect(s.consecutiveTimeouts).toEqual({ 1: 0, 2: 1 })
    s = must(s, 2, { kind: 'card', instanceId: 12, index: 1 })
    s = must(s, 1, pass)
    s = must(s, 2, pass)
    s = must(s, 1, pass)
    expect(s.finished).toBe(false) // two in a row after the reset
  })

  it("forfeits at the 3rd consecutive pass: the opponent wins, whatever the board says", () => {
    let s = ready()
    s = must(s, 1, pass)
    s = must(s, 2, { kind: 'card', instanceId: 11, index: 0 })
    s = must(s, 1, pass)
    s = must(s, 2, pass)
    const r = applyMove(s, 1, pass)
    expect(r.ok && r.events.ended).toBe(true)
    if (!r.ok) return
    expect(r.state).toMatchObject({ finished: true, winner: 2, endReason: 'forfeit' })
    expect(r.state.consecutiveTimeouts[1]).toBe(3)
    const leading = putCard(structuredClone(s), 4, 99, 1, 30) // player 1 leads on the board
    expect(applyMove(leading, 1, pass)).toMatchObject({ ok: true, state: { winner: 2, endReason: 'forfeit' } })
  })
})

describe('turn order and end of game', () => {
  it('gives the turn back to the player who still can place', () => {
    const s = fillKoExcept(blankState(), [18, 19, 20])
    giveCard(giveCard(s, 1, 1, 10), 1, 2, 10)
    giveCard(s, 2, 11, 10)
    let next = must(s, 1, { kind: 'card', instanceId: 1, index: 18 })
    expect(next.roundTo).toBe(2)
    next = must(next, 2, { kind: 'card', instanceId: 11, index: 19 })
    expect(next.roundTo).toBe(1)
    expect(next.finished).toBe(false)
    // player 2 has nothing left: after player 1's move it would be player 2's turn, but they cannot place
    const s2 = fillKoExcept(blankState(), [18, 19, 20])
    giveCard(giveCard(s2, 1, 1, 10), 1, 2, 10)
    giveSpell(s2, 1, 51, 1)
    const after = must(s2, 1, { kind: 'card', instanceId: 1, index: 18 })
    expect(after.roundTo).toBe(1)
    expect(after.finished).toBe(false)
  })

  it('ends when the board is full, with the winner decided on living cards', () => {
    const s = fillKoExcept(blankState(), [20])
    putCard(s, 19, 500, 2, 5, 'ALIVE')
    giveCard(s, 1, 1, 4) // too weak to KO 19 (5)
    giveSpell(s, 1, 51, 1)
    const r = applyMove(s, 1, { kind: 'card', instanceId: 1, index: 20 })
    expect(r.ok && r.events.ended).toBe(true)
    if (!r.ok) return
    expect(r.state).toMatchObject({ finished: true, endReason: 'board-full' })
    expect(r.state.winner).toBe(2) // 1 living each; 5 > 4
  })

  it("ends with 'no-moves' when nobody can place anything", () => {
    const s = fillKoExcept(blankState(), [19, 20])
    giveCard(s, 1, 1, 10)
    giveSpell(s, 2, 61, 1)
    let next = must(s, 1, { kind: 'card', instanceId: 1, index: 19 })
    expect(next.roundTo).toBe(2)
    next = must(next, 2, { kind: 'spell', instanceId: 61, index: 0 })
    expect(next).toMatchObject({ finished: true, endReason: 'no-moves', winner: 1 })
  })

  it('ends by quit or surrender with the opponent as winner', () => {
    expect(endByQuit(ready(), 1, 'quit')).toMatchObject({ finished: true, winner: 2, endReason: 'quit' })
    expect(endByQuit(ready(), 2, 'surrender')).toMatchObject({ finished: true, winner: 1, endReason: 'surrender' })
    const done = endByQuit(ready(), 2, 'quit')
    expect(endByQuit(done, 1, 'quit')).toBe(done)
  })
})

describe('applyPlacement (the mover-only part the client shows before the answer)', () => {
  it('checks and places like applyMove, without combat or a turn change', () => {
    const s = ready()
    putCard(s, 8, 11, 2, 1)
    const placed = applyPlacement(s, 1, { kind: 'card', instanceId: 2, index: 7 })
    const moved = applyMove(s, 1, { kind: 'card', instanceId: 2, index: 7 })
    if (!placed.ok || !moved.ok) throw new Error('expected both legal')
    expect(placed.state.plateau).toEqual(moved.state.plateau)
    expect(placed.state.cardOwners).toEqual(moved.state.cardOwners)
    expect(placed.state.hands).toEqual(moved.state.hands)
    expect(placed.state.roundTo).toBe(1)
    expect(placed.state.moveCount).toBe(0)
  })

  it('refuses with the same code and message as applyMove', () => {
    const s = ready()
    for (const move of [
      { kind: 'card', instanceId: 99, index: 3 },
      { kind: 'card', instanceId: 1, index: 40 },
    ] as const) {
      const placed = applyPlacement(s, 1, move)
      const moved = applyMove(s, 1, move)
      expect(placed).toEqual(moved)
      expect(placed.ok).toBe(false)
    }
    expect(applyPlacement(s, 2, { kind: 'card', instanceId: 11, index: 3 })).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' })
  })
})
