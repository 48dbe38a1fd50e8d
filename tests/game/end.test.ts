import { describe, it, expect } from 'vitest'
import { canPlay, decideWinner, detectEnd, isBoardFull, livingTotals } from '../../src/game'
import { blankState, fillKoExcept, giveCard, giveSpell, putCard, putSpell } from './fixtures'

describe('end detection', () => {
  it('sees a full board (KO cards fill slots too)', () => {
    const s = fillKoExcept(blankState(), [])
    expect(isBoardFull(s)).toBe(true)
    expect(detectEnd(s)).toBe('board-full')
    expect(isBoardFull(fillKoExcept(blankState(), [20]))).toBe(false)
  })

  it('knows who can still place', () => {
    const s = fillKoExcept(blankState(), [20])
    expect(canPlay(s, 1)).toBe(false)
    giveCard(s, 1, 1, 5)
    expect(canPlay(s, 1)).toBe(true)
    giveSpell(s, 2, 51, 2)
    expect(canPlay(s, 2)).toBe(true) // spell slots are all free
    for (let i = 0; i < 21; i++) putSpell(s, i, 100 + i, 1, 1)
    expect(canPlay(s, 2)).toBe(false)
  })

  it("ends with 'no-moves' when neither player can place, not before", () => {
    const s = fillKoExcept(blankState(), [20])
    expect(detectEnd(s)).toBe('no-moves')
    giveSpell(s, 2, 51, 1)
    expect(detectEnd(s)).toBeNull()
  })
})

describe('winner', () => {
  it('is the player with more living cards', () => {
    const s = blankState()
    putCard(s, 0, 1, 1, 5)
    putCard(s, 1, 2, 1, 5)
    putCard(s, 2, 3, 2, 30)
    putCard(s, 3, 4, 2, 30, 'KO')
    expect(livingTotals(s)).toEqual({ 1: { cards: 2, power: 10 }, 2: { cards: 1, power: 30 } })
    expect(decideWinner(s)).toBe(1)
  })

  it('breaks a tie on cards with the higher total power of living cards (spells included)', () => {
    const s = blankState()
    putCard(s, 0, 1, 1, 10)
    putCard(s, 2, 3, 2, 11)
    putCard(s, 4, 4, 1, 30, 'KO')
    expect(decideWinner(s)).toBe(2)
    putSpell(s, 0, 50, 1, 2)
    expect(decideWinner(s)).toBe(1)
  })

  it('breaks a full tie in favour of the player who did not start', () => {
    const s = putCard(putCard(blankState({ starter: 1 }), 0, 1, 1, 10), 10, 2, 2, 10)
    expect(decideWinner(s)).toBe(2)
    s.starter = 2
    expect(decideWinner(s)).toBe(1)
    expect(decideWinner(blankState({ starter: 2 }))).toBe(1) // empty board
  })

  it('under rules 2 gives a tie on living cards to the player who started, whatever the powers', () => {
    const s = blankState({ rules: 2, starter: 1 })
    putCard(s, 0, 1, 1, 10)
    putCard(s, 2, 3, 2, 25)
    expect(decideWinner(s)).toBe(1)
    s.starter = 2
    expect(decideWinner(s)).toBe(2)
    putCard(s, 4, 4, 1, 9)
    expect(decideWinner(s)).toBe(1) // more living cards still decides first
  })
})
