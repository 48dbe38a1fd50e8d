import { describe, expect, it } from 'vitest'
import { boardView, diffSnapshots, isYourTurn, optimisticPass, optimisticPlace, rollbackMove } from '../../src/scene/model'
import { card, game, spell, withCard } from './fixtures'

describe('optimistic placement', () => {
  it('puts the card on the slot, takes it out of the hand and ends the turn locally', () => {
    const g = game()
    const r = optimisticPlace(g, { kind: 'place', item: { kind: 'card', instanceId: 101 }, index: 12 })
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const after = r.pending.after
    expect(after.plateau[12]).toBe(101)
    expect(after.cardOwners[12]).toBe(1)
    expect(after.satutscard[12]).toBe('ALIVE')
    expect(after.hand?.cartes.map((c) => c.id)).toEqual([102])
    expect(after.roundTo).toBe(2)
    expect(after.turnDeadline).toBeNull()
    expect(isYourTurn(after)).toBe(false)
    expect(after.lastMove).toMatchObject({ player: 1, kind: 'card', instanceId: 101, index: 12 })
    const slot = boardView(after).slots[12]
    expect(slot.card).toMatchObject({ instanceId: 101, owner: 'ally', ko: false, display: 'ready' })
    // The input is untouched.
    expect(g.plateau[12]).toBeNull()
    expect(g.hand?.cartes).toHaveLength(2)
    expect(r.pending.before).toBe(g)
  })

  it('puts a spell on its spell slot', () => {
    const r = optimisticPlace(game(), { kind: 'place', item: { kind: 'spell', instanceId: 201 }, index: 0 })
    expect(r.ok && r.pending.after.plateauspell[0]).toBe(201)
    expect(r.ok && r.pending.after.spellOwners[0]).toBe(1)
    expect(r.ok && r.pending.after.hand?.spells).toEqual([])
    expect(r.ok && boardView(r.pending.after).slots[0].spell?.instanceId).toBe(201)
  })

  it('refuses with the spec message instead of changing anything', () => {
    const taken = withCard(game(), 3, card(301), 2)
    expect(optimisticPlace(taken, { kind: 'place', item: { kind: 'card', instanceId: 101 }, index: 3 })).toEqual({
      ok: false,
      rejection: { code: 'SLOT_TAKEN', message: 'Position occupée' },
    })
    expect(optimisticPlace(game({ roundTo: 2 }), { kind: 'place', item: { kind: 'card', instanceId: 101 }, index: 3 })).toMatchObject({
      ok: false,
      rejection: { message: "C'est le tour de l'adversaire" },
    })
    expect(optimisticPlace(game(), { kind: 'place', item: { kind: 'card', instanceId: 999 }, index: 3 })).toMatchObject({ ok: false, rejection: { code: 'NOT_IN_HAND' } })
  })

  it('rolls back to the board before the move when the server refuses', () => {
    const g = game({ hand: { cartes: [card(101)], spells: [spell(201)] } })
    const r = optimisticPlace(g, { kind: 'place', item: { kind: 'card', instanceId: 101 }, index: 5 })
    if (!r.ok) throw new Error('expected ok')
    const back = rollbackMove(r.pending, r.pending.after)
    expect(back).toBe(g)
    expect(back.plateau[5]).toBeNull()
    expect(back.hand?.cartes.map((c) => c.id)).toEqual([101])
    expect(isYourTurn(back)).toBe(true)
  })

  it('keeps a newer server snapshot that arrived meanwhile', () => {
    const g = game()
    const r = optimisticPlace(g, { kind: 'place', item: { kind: 'card', instanceId: 101 }, index: 5 })
    if (!r.ok) throw new Error('expected ok')
    const newer = { ...g, version: 5, roundTo: 2 as const }
    expect(rollbackMove(r.pending, newer)).toBe(newer)
  })

  it('the server’s answer after the optimistic board animates only what is new (the KOs)', () => {
    const g = withCard(game(), 11, card(301, [1, 1, 1, 1]), 2)
    const r = optimisticPlace(g, { kind: 'place', item: { kind: 'card', instanceId: 101 }, index: 12 })
    if (!r.ok) throw new Error('expected ok')
    const server = { ...r.pending.after, satutscard: r.pending.after.satutscard.map((s, i) => (i === 11 ? ('KO' as const) : s)), version: 2 }
    const d = diffSnapshots(r.pending.after, server)
    expect(d.opponentPlacements).toEqual([])
    expect(d.newKo).toEqual([11])
  })
})

describe('optimistic pass (the timeout)', () => {
  it('ends the turn locally and changes nothing else', () => {
    const g = game()
    const p = optimisticPass(g)
    expect(p?.after.roundTo).toBe(2)
    expect(p?.after.plateau).toEqual(g.plateau)
    expect(p?.after.hand).toEqual(g.hand)
    expect(p?.after.lastMove).toMatchObject({ kind: 'pass', timeout: true, instanceId: null, index: null })
    expect(p?.intent).toBeNull()
    expect(optimisticPass(game({ roundTo: 2 }))).toBeNull()
  })
})
