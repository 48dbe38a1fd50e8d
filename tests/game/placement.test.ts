import { describe, it, expect } from 'vitest'
import { MOVE_MESSAGES, OPENING_CARDS, applyMove, checkMove, legalMoves, slotError } from '../../src/game'
import { candidateMoves } from '../../src/game/bot/candidates'
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

describe('the opening (rules 2): two cards before the first spell', () => {
  const opening = () => giveSpell(giveCard(blankState({ rules: 2 }), 1, 1, 10), 1, 51, 2)

  it('refuses a spell while the player has laid fewer than OPENING_CARDS cards and holds one', () => {
    expect(OPENING_CARDS).toBe(2)
    const none = opening()
    expect(checkMove(none, 1, { kind: 'spell', instanceId: 51, index: 20 })).toBe('CARDS_FIRST')
    expect(legalMoves(none, 1).some((m) => m.kind === 'spell')).toBe(false)
    const one = putCard(opening(), 0, 9, 1, 5)
    expect(checkMove(one, 1, { kind: 'spell', instanceId: 51, index: 0 })).toBe('CARDS_FIRST')
    expect(checkMove(one, 1, { kind: 'card', instanceId: 1, index: 4 })).toBeNull()
  })

  it("counts the player's own cards only, living or KO", () => {
    const theirs = putCard(putCard(opening(), 0, 9, 2, 5), 2, 8, 2, 5)
    expect(checkMove(theirs, 1, { kind: 'spell', instanceId: 51, index: 0 })).toBe('CARDS_FIRST')
    const two = putCard(putCard(opening(), 0, 9, 1, 5, 'KO'), 2, 8, 1, 5)
    expect(checkMove(two, 1, { kind: 'spell', instanceId: 51, index: 0 })).toBeNull()
    expect(legalMoves(two, 1).some((m) => m.kind === 'spell')).toBe(true)
  })

  it('lets a player without a card in hand lay spells, and leaves rules 1 games as they were', () => {
    const noCard = giveSpell(blankState({ rules: 2 }), 1, 51, 2)
    expect(checkMove(noCard, 1, { kind: 'spell', instanceId: 51, index: 20 })).toBeNull()
    const old = giveSpell(giveCard(blankState({ rules: 1 }), 1, 1, 10), 1, 51, 2)
    expect(checkMove(old, 1, { kind: 'spell', instanceId: 51, index: 20 })).toBeNull()
  })

  it('says so in French, and the bots never try it', () => {
    const r = applyMove(opening(), 1, { kind: 'spell', instanceId: 51, index: 20 })
    expect(r).toEqual({ ok: false, code: 'CARDS_FIRST', message: MOVE_MESSAGES.CARDS_FIRST })
    expect(MOVE_MESSAGES.CARDS_FIRST).toMatch(/deux premières cartes/)
    expect(candidateMoves(opening(), 1).every((c) => c.move.kind === 'card')).toBe(true)
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
