import { describe, it, expect } from 'vitest'
import { handSizes, legalMoves, playerView, previewKos } from '../../src/game'
import { blankState, giveCard, giveSpell, putCard, putSpell } from './fixtures'

describe('view helpers', () => {
  it('counts the hands', () => {
    const s = giveSpell(giveCard(giveCard(blankState(), 1, 1, 5), 1, 2, 5), 2, 61, 1)
    expect(handSizes(s)).toEqual({ 1: { cards: 2, spells: 0 }, 2: { cards: 0, spells: 1 } })
  })

  it('lists every legal placement of the player to move, none for the other', () => {
    const s = giveSpell(giveCard(giveCard(blankState(), 1, 1, 5), 1, 2, 5), 1, 51, 1)
    putCard(s, 0, 90, 2, 3)
    putSpell(s, 1, 91, 2, 1)
    putSpell(putCard(s, 2, 92, 2, 3), 2, 93, 2, 1)
    const moves = legalMoves(s, 1)
    expect(moves).toHaveLength(2 * 19 + 1 * 19) // card slots free: all but 0 and 2; spell slots: all but 1 and 2
    expect(moves).toContainEqual({ kind: 'card', instanceId: 1, index: 1 })
    expect(moves).toContainEqual({ kind: 'spell', instanceId: 51, index: 0 })
    expect(moves).not.toContainEqual({ kind: 'card', instanceId: 1, index: 0 })
    expect(legalMoves(s, 2)).toEqual([])
    expect(legalMoves({ ...s, finished: true }, 1)).toEqual([])
  })

  it('previews the KOs of a placement without changing the state', () => {
    const s = putCard(giveCard(blankState(), 1, 1, 9), 1, 90, 2, 3)
    expect(previewKos(s, 1, { kind: 'card', instanceId: 1, index: 0 })).toEqual([1])
    expect(previewKos(s, 1, { kind: 'card', instanceId: 1, index: 10 })).toEqual([])
    expect(previewKos(s, 1, { kind: 'card', instanceId: 1, index: 1 })).toEqual([]) // illegal
    expect(s.plateau[0]).toBeNull()
  })

  it("hides the opponent's hand from a player's view", () => {
    const s = giveSpell(giveCard(giveCard(blankState(), 1, 1, 5), 2, 2, 7), 2, 61, 3)
    putCard(s, 4, 3, 2, 8)
    const view = playerView(s, 1)
    expect(view.hands[1]).toEqual({ cards: [1], spells: [] })
    expect(view.hands[2]).toEqual({ cards: [], spells: [] })
    expect(view.opponentHandSize).toEqual({ cards: 1, spells: 1 })
    expect(Object.keys(view.cardSides).sort()).toEqual(['1', '3'])
    expect(view.spellSides).toEqual({})
    expect(s.hands[2].cards).toEqual([2])
  })
})
