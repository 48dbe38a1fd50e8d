import { describe, expect, it } from 'vitest'
import type { components } from '../../src/api/schema'
import { handRefs, sameItem, toMatchState } from '../../src/scene/model'
import type { GameSnapshot } from '../../src/scene/model'
import { card, game, withCard } from './fixtures'

// Compile-time check (tsc): the contract's Game is assignable to the model's GameSnapshot.
const fromApi = (g: components['schemas']['Game']): GameSnapshot => g

describe('GameSnapshot', () => {
  it('is structurally satisfied by the generated contract type', () => {
    expect(typeof fromApi).toBe('function')
  })

  it('hand refs: cards first, then spells', () => {
    expect(handRefs(game())).toEqual([
      { kind: 'card', instanceId: 101 },
      { kind: 'card', instanceId: 102 },
      { kind: 'spell', instanceId: 201 },
    ])
    expect(handRefs(game({ hand: null }))).toEqual([])
    expect(sameItem({ kind: 'card', instanceId: 1 }, { kind: 'card', instanceId: 1 })).toBe(true)
    expect(sameItem({ kind: 'card', instanceId: 1 }, { kind: 'spell', instanceId: 1 })).toBe(false)
    expect(sameItem(null, { kind: 'card', instanceId: 1 })).toBe(false)
  })

  it('toMatchState: the viewer’s hand and the instances’ values for src/game', () => {
    const g = withCard(game({ you: 2, roundTo: 2 }), 3, card(301, [1, 2, 3, 4], [1, 1, 1, 1]), 1)
    const m = toMatchState(g)
    expect(m.hands[2]).toEqual({ cards: [101, 102], spells: [201] })
    expect(m.hands[1]).toEqual({ cards: [], spells: [] })
    expect(m.cardSides[301]).toEqual({ pointsHaut: 2, pointsGauche: 3, pointsDroite: 4, pointsBas: 5 })
    expect(m.roundTo).toBe(2)
    expect(m.finished).toBe(false)
    expect(toMatchState(game({ open: false })).finished).toBe(true)
    // Before the game starts nobody may place: the turn is the opponent's locally.
    expect(toMatchState(game({ status: 'WAITING' })).roundTo).toBe(2)
  })
})
