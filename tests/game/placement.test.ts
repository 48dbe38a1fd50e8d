import { describe, it, expect } from 'vitest'
import { MOVE_MESSAGES, applyMove, checkMove, slotError } from '../../src/game'
import { blankState, giveCard, giveSpell, putCard, putSpell } from './fixtures'

/** Player 1 to play, holding card 1 and spell 51. */
const ready = () => giveSpell(giveCard(blankState(), 1, 1, 10), 1, 51, 2)

describe('checkMove', () => {
  it('accepts a card on a free card slot and a spell on a free spell slot', () => {
    const s = ready()
    expect(checkMove(s, 1, { kind: 'card', instanceId: 1, index: 0 })).toBeNull()
    expect(checkMove(s, 1, { kind: 'spell', instanceId: 51, index: 20 })).toBeNull()
    expect(checkMove(s, 1, { kind: 'pass' })).toBeNull()
  })

  it('accepts a card where only a spell lies, and a spell where only a card lies', () => {
    const s = putCard(putSpell(ready(), 3, 60, 2, 1), 4, 9, 2, 5)
    expect(checkMove(s, 1, { kind: 'card', instanceId: 1, index: 3 })).toBeNull()
    expect(checkMove(s, 1, { kind: 'spell', instanceId: 51, index: 4 })).toBeNull()
  })

  it('refuses a finished game first', () => {
    const s = ready()
    s.finished = true
    s.roundTo = 2
    expect(checkMove(s, 1, { kind: 'card', instanceId: 1, index: 99 })).toBe('FINISHED')
    expect(checkMove(s, 1, { kind: 'pass' })).toBe('FINISHED')
  })

  it('refuses out of turn, before looking at the index', () => {
    const s = ready()
    expect(checkMove(s, 2, { kind: 'card', instanceId: 1, index: 99 })).toBe('NOT_YOUR_TURN')
    expect(checkMove(s, 2, { kind: 'pass' })).toBe('NOT_YOUR_TURN')
  })

  it('refuses a bad index', () => {
    const s = ready()
    for (const index of [-1, 21, 2.5, NaN]) expect(checkMove(s, 1, { kind: 'card', instanceId: 1, index })).toBe('BAD_INDEX')
  })

  it('refuses what is not in the hand (wrong kind, other player, already placed)', () => {
    const s = giveCard(ready(), 2, 2, 10)
    expect(checkMove(s, 1, { kind: 'card', instanceId: 51, index: 0 })).toBe('NOT_IN_HAND')
    expect(checkMove(s, 1, { kind: 'spell', instanceId: 1, index: 0 })).toBe('NOT_IN_HAND')
    expect(checkMove(s, 1, { kind: 'card', instanceId: 2, index: 0 })).toBe('NOT_IN_HAND')
  })

  it("says 'Poste déjà occupé' for a position holding both a card and a spell", () => {
    const s = putSpell(putCard(ready(), 6, 9, 2, 5), 6, 60, 2, 1)
    expect(checkMove(s, 1, { kind: 'card', instanceId: 1, index: 6 })).toBe('POST_FULL')
    expect(checkMove(s, 1, { kind: 'spell', instanceId: 51, index: 6 })).toBe('POST_FULL')
    expect(slotError(s, 'card', 6)).toBe('POST_FULL')
  })

  it("says 'Position occupée' for a taken card slot (card) or spell slot (spell)", () => {
    const s = putSpell(putCard(ready(), 6, 9, 2, 5), 7, 60, 2, 1)
    expect(checkMove(s, 1, { kind: 'card', instanceId: 1, index: 6 })).toBe('SLOT_TAKEN')
    expect(checkMove(s, 1, { kind: 'spell', instanceId: 51, index: 7 })).toBe('SLOT_TAKEN')
    expect(slotError(s, 'spell', 8)).toBeNull()
  })

  it('puts the not-in-hand check before occupancy', () => {
    const s = putSpell(putCard(ready(), 6, 9, 2, 5), 6, 60, 2, 1)
    expect(checkMove(s, 1, { kind: 'card', instanceId: 42, index: 6 })).toBe('NOT_IN_HAND')
  })
})

describe('move messages', () => {
  it("uses the spec's texts verbatim", () => {
    expect(MOVE_MESSAGES.NOT_YOUR_TURN).toBe("C'est le tour de l'adversaire")
    expect(MOVE_MESSAGES.POST_FULL).toBe('Poste déjà occupé')
    expect(MOVE_MESSAGES.SLOT_TAKEN).toBe('Position occupée')
    for (const text of Object.values(MOVE_MESSAGES)) expect(text.length).toBeGreaterThan(0)
  })

  it('returns the code and its French message from applyMove', () => {
    const s = putSpell(putCard(ready(), 6, 9, 2, 5), 6, 60, 2, 1)
    expect(applyMove(s, 1, { kind: 'card', instanceId: 1, index: 6 })).toEqual({ ok: false, code: 'POST_FULL', message: 'Poste déjà occupé' })
    expect(applyMove(s, 2, { kind: 'pass' })).toEqual({ ok: false, code: 'NOT_YOUR_TURN', message: "C'est le tour de l'adversaire" })
    const finished = { ...s, finished: true }
    expect(applyMove(finished, 1, { kind: 'pass' })).toEqual({ ok: false, code: 'FINISHED', message: 'La partie est terminée.' })
  })
})
