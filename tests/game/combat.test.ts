import { describe, it, expect } from 'vitest'
import { applyMove, resolveCombat } from '../../src/game'
import type { MatchState } from '../../src/game'
import { blankState, giveCard, giveSpell, putCard, putSpell } from './fixtures'

/** Plays player 1's move and returns the new state and KOs. */
function play(s: MatchState, move: Parameters<typeof applyMove>[2]) {
  const r = applyMove(s, 1, move)
  if (!r.ok) throw new Error(r.code)
  return r
}

describe('combat after a card placement', () => {
  it('KOs adjacent living enemy cards of lower power only', () => {
    const s = giveCard(blankState(), 1, 1, 15)
    putCard(s, 5, 10, 2, 14) // weaker → KO
    putCard(s, 9, 11, 2, 15) // equal → stays
    putCard(s, 11, 12, 2, 20) // stronger → stays, and does not strike back
    putCard(s, 15, 13, 2, 3) // weaker → KO
    putCard(s, 16, 14, 2, 1) // not adjacent to 10
    const r = play(s, { kind: 'card', instanceId: 1, index: 10 })
    expect(r.events.ko).toEqual([5, 15])
    expect(r.state.satutscard[5]).toBe('KO')
    expect(r.state.satutscard[15]).toBe('KO')
    expect(r.state.satutscard[9]).toBe('ALIVE')
    expect(r.state.satutscard[11]).toBe('ALIVE')
    expect(r.state.satutscard[10]).toBe('ALIVE')
    expect(r.state.satutscard[16]).toBe('ALIVE')
  })

  it('never attacks own cards', () => {
    const s = putCard(giveCard(blankState(), 1, 1, 30), 4, 10, 1, 4)
    expect(play(s, { kind: 'card', instanceId: 1, index: 3 }).events.ko).toEqual([])
  })

  it('follows the wrapping adjacency (2 attacks 3)', () => {
    const s = putCard(giveCard(blankState(), 1, 1, 20), 3, 10, 2, 8)
    expect(play(s, { kind: 'card', instanceId: 1, index: 2 }).events.ko).toEqual([3])
  })

  it('leaves KO cards inert: not attacked again, and they never attack', () => {
    const s = giveCard(blankState(), 1, 1, 5)
    putCard(s, 1, 10, 2, 2, 'KO') // KO enemy next to 0
    putCard(s, 5, 11, 2, 30, 'KO') // a KO strong enemy does not attack
    const r = play(s, { kind: 'card', instanceId: 1, index: 0 })
    expect(r.events.ko).toEqual([])
    expect(r.state.satutscard[0]).toBe('ALIVE')
    expect(r.state.satutscard[1]).toBe('KO')
    expect(r.state.plateau[1]).toBe(10) // the slot stays taken
  })

  it('counts a spell already on the empty position for the card that lands there', () => {
    const s = giveCard(blankState(), 1, 1, 10)
    putSpell(s, 10, 60, 2, 5) // even an opponent's blessing counts for whoever lands there
    putCard(s, 11, 10, 2, 14)
    const r = play(s, { kind: 'card', instanceId: 1, index: 10 })
    expect(r.events.ko).toEqual([11])
  })

  it('weakens the card landing on a cursed position', () => {
    const s = giveCard(blankState(), 1, 1, 12)
    putSpell(s, 10, 60, 2, -4)
    putCard(s, 11, 10, 2, 10)
    expect(play(s, { kind: 'card', instanceId: 1, index: 10 }).events.ko).toEqual([])
  })
})

describe('combat after a spell placement', () => {
  it('does nothing on an empty position', () => {
    const s = giveSpell(blankState(), 1, 51, 10)
    putCard(s, 11, 10, 2, 1)
    const r = play(s, { kind: 'spell', instanceId: 51, index: 10 })
    expect(r.events.ko).toEqual([])
    expect(r.state.satutscard[11]).toBe('ALIVE')
  })

  it('a blessing under an own card makes that card attack with its new power', () => {
    const s = giveSpell(blankState(), 1, 51, 3)
    putCard(s, 10, 1, 1, 12)
    putCard(s, 11, 10, 2, 14)
    putCard(s, 9, 11, 2, 16)
    const r = play(s, { kind: 'spell', instanceId: 51, index: 10 })
    expect(r.events.ko).toEqual([11])
    expect(r.state.satutscard[9]).toBe('ALIVE')
  })

  it("a curse under an enemy card lets the caster's adjacent cards attack it", () => {
    const s = giveSpell(blankState(), 1, 51, -6)
    putCard(s, 10, 10, 2, 18)
    putCard(s, 11, 1, 1, 13) // 13 > 18 − 6
    putCard(s, 9, 2, 1, 11) // 11 < 12: alone it would not be enough
    const r = play(s, { kind: 'spell', instanceId: 51, index: 10 })
    expect(r.events.ko).toEqual([10])
    expect(r.state.satutscard[11]).toBe('ALIVE')
  })

  it('a curse that leaves the enemy still stronger changes nothing, and the enemy does not strike back', () => {
    const s = giveSpell(blankState(), 1, 51, -2)
    putCard(s, 10, 10, 2, 18)
    putCard(s, 11, 1, 1, 13)
    const r = play(s, { kind: 'spell', instanceId: 51, index: 10 })
    expect(r.events.ko).toEqual([])
    expect(r.state.satutscard[11]).toBe('ALIVE')
  })

  it("a caster's KO card next to the cursed enemy does not attack", () => {
    const s = giveSpell(blankState(), 1, 51, -6)
    putCard(s, 10, 10, 2, 18)
    putCard(s, 11, 1, 1, 30, 'KO')
    expect(play(s, { kind: 'spell', instanceId: 51, index: 10 }).events.ko).toEqual([])
  })

  it('does nothing under a KO card', () => {
    const s = giveSpell(blankState(), 1, 51, 20)
    putCard(s, 10, 1, 1, 12, 'KO')
    putCard(s, 11, 10, 2, 1)
    expect(play(s, { kind: 'spell', instanceId: 51, index: 10 }).events.ko).toEqual([])
  })
})

describe('resolveCombat', () => {
  it('reads the state as given, from the point of view of the attacker', () => {
    const s = putCard(putCard(blankState(), 10, 1, 1, 12), 11, 2, 2, 10)
    expect(resolveCombat(s, 10, 1)).toEqual([11])
    expect(resolveCombat(s, 11, 2)).toEqual([])
    expect(resolveCombat(s, 11, 1)).toEqual([11]) // player 1 cast something on 11: 10 attacks it
    expect(resolveCombat(s, 5, 1)).toEqual([]) // no card there
  })

  describe('under rules 2', () => {
    it('a curse under an enemy card starts no fight: it only weakens the card for later placements', () => {
      const s = giveCard(giveSpell(blankState({ rules: 2 }), 1, 51, -6), 1, 3, 14)
      putCard(s, 10, 10, 2, 18)
      putCard(s, 11, 1, 1, 13) // 13 > 18 − 6, yet no attack
      putCard(s, 20, 2, 1, 1) // a second card laid: the opening is over
      const cursed = play(s, { kind: 'spell', instanceId: 51, index: 10 })
      expect(cursed.events.ko).toEqual([])
      expect(cursed.state.satutscard[10]).toBe('ALIVE')
      // a card placed next to it later attacks the weakened card
      const next = applyMove({ ...cursed.state, roundTo: 1 }, 1, { kind: 'card', instanceId: 3, index: 5 })
      expect(next.ok && next.events.ko).toEqual([10])
    })

    it('a blessing under an enemy card starts no fight either', () => {
      const s = giveSpell(blankState({ rules: 2 }), 1, 51, 9)
      putCard(s, 10, 10, 2, 12)
      putCard(s, 11, 1, 1, 15)
      expect(play(s, { kind: 'spell', instanceId: 51, index: 10 }).events.ko).toEqual([])
    })

    it('a blessing under an own card still makes it attack with its new power', () => {
      const s = giveSpell(blankState({ rules: 2 }), 1, 51, 3)
      putCard(s, 10, 1, 1, 12)
      putCard(s, 11, 10, 2, 14)
      putCard(s, 9, 11, 2, 16)
      expect(play(s, { kind: 'spell', instanceId: 51, index: 10 }).events.ko).toEqual([11])
    })

    it('a placed card attacks as under rules 1', () => {
      const s = giveCard(blankState({ rules: 2 }), 1, 1, 12)
      putCard(s, 11, 10, 2, 11)
      putCard(s, 9, 11, 2, 13)
      expect(play(s, { kind: 'card', instanceId: 1, index: 10 }).events.ko).toEqual([11])
    })
  })
})
