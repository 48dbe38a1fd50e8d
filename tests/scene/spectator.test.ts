// The spectator's view of a game: seats, hand counts, whose turn, the winner; and the board model
// read with `you: null` and no hand (nothing to pick, joueur1's side as the ally).
import { describe, expect, it } from 'vitest'
import { IDLE, boardView, handRefs, reduceSelection, spectatorView, toMatchState } from '../../src/scene/model'
import type { GameSnapshot } from '../../src/scene/model'
import { USER2, card, game, withCard } from './fixtures'

const hands = { joueur1: { cards: 4, spells: 2 }, joueur2: { cards: 5, spells: 1 } }
/** A game as a spectator receives it: no `you`, no hand, both hands' sizes. */
const watched = (over: Partial<GameSnapshot> = {}) => ({ ...game({ you: null, hand: null, ...over }), handSizes: hands })

describe('spectatorView', () => {
  it('lists both players with their hand counts and side colours, joueur1 first', () => {
    const view = spectatorView(watched())
    expect(view.seats.map((s) => [s.pseudo, s.side, s.hand.cards, s.hand.spells])).toEqual([
      ['Alice', 'ally', 4, 2],
      ['Bruno', 'enemy', 5, 1],
    ])
  })

  it('says whose turn runs, and nobody’s while the game waits', () => {
    expect(spectatorView(watched({ roundTo: 2 })).turnOf).toBe('Bruno')
    expect(spectatorView(watched({ roundTo: 1 })).seats.map((s) => s.playing)).toEqual([true, false])
    expect(spectatorView(watched({ status: 'WAITING' })).turnOf).toBeNull()
  })

  it('names the winner once the game is over, and nobody’s turn', () => {
    const view = spectatorView(watched({ open: false, status: 'FINISHED', winner: USER2 }))
    expect(view.ended).toBe(true)
    expect(view.winner).toBe('Bruno')
    expect(view.turnOf).toBeNull()
  })

  it('has no winner while running, nor for a game that ended without one', () => {
    expect(spectatorView(watched()).winner).toBeNull()
    expect(spectatorView(watched()).ended).toBe(false)
    expect(spectatorView(watched({ open: false, status: 'FINISHED', winner: null })).winner).toBeNull()
  })

  it('leaves out a seat not taken yet', () => {
    expect(spectatorView(watched({ joueur2: null })).seats.map((s) => s.pseudo)).toEqual(['Alice'])
  })
})

describe('the board seen by a spectator', () => {
  it('shows joueur1’s cards as the ally and joueur2’s as the enemy, with an empty hand', () => {
    const g = withCard(withCard(watched(), 0, card(301), 1), 4, card(302, undefined, undefined, { joueur: { id: USER2 } }), 2)
    const view = boardView(g)
    expect(view.viewer).toBe(1)
    expect(view.slots[0].card?.owner).toBe('ally')
    expect(view.slots[4].card?.owner).toBe('enemy')
    expect(view.hand).toEqual([])
    expect(handRefs(g)).toEqual([])
  })

  it('lets nothing be picked, even an item the player holds (you: null)', () => {
    const g = watched()
    const step = reduceSelection(IDLE, { type: 'clickItem', item: { kind: 'card', instanceId: 101 } }, { match: toMatchState(g), you: null })
    expect(step.state.kind).toBe('idle')
    expect(step.intent).toBeUndefined()
  })
})
