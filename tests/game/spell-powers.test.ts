// Rules 3: the powers of rare and better spells (src/game/spell-powers.ts), as the move applies them,
// the fights the board draws, and the bots' candidates.
import { describe, expect, it } from 'vitest'
import { applyMove, fightsAt, matchSetupOf, powerOfRarity, spellPowerOf, startFromSeed } from '../../src/game'
import { candidateMoves } from '../../src/game/bot/candidates'
import type { MatchState, PlacementMove, Rarete } from '../../src/game'
import { blankState, giveCard, giveSpell, putCard, putSpell } from './fixtures'

/** A rules-3 state where player 1 holds one spell of this rarity and total. */
function withSpell(rarete: Rarete, total: number, rules: 2 | 3 = 3): MatchState {
  const s = giveSpell(blankState({ rules }), 1, 50, total)
  s.spellRarities = { 50: rarete }
  return s
}

const laySpell = (s: MatchState, index: number) => {
  const r = applyMove(s, 1, { kind: 'spell', instanceId: 50, index })
  if (!r.ok) throw new Error(r.code)
  return r
}

describe('the power of a spell', () => {
  it('follows its rarity and direction: commune none, rare and épique Frappe or Ralliement, légendaire curse Néant', () => {
    expect(powerOfRarity('commune', true)).toBeNull()
    expect(powerOfRarity('commune', false)).toBeNull()
    expect(powerOfRarity('rare', true)).toBe('frappe')
    expect(powerOfRarity('épique', true)).toBe('frappe')
    expect(powerOfRarity('légendaire', true)).toBe('neant')
    for (const r of ['rare', 'épique', 'légendaire'] as const) expect(powerOfRarity(r, false)).toBe('ralliement')
  })

  it('exists only under rules 3, with the rarity known', () => {
    expect(spellPowerOf(withSpell('rare', -8), 50)).toBe('frappe')
    expect(spellPowerOf(withSpell('rare', -8, 2), 50)).toBeNull()
    const unknown = withSpell('rare', -8)
    unknown.spellRarities = {}
    expect(spellPowerOf(unknown, 50)).toBeNull()
  })

  it('keeps the rarities of the decks in a new match (from the frozen spells), under rules 3 only', () => {
    const deck = (offset: number, rarete: Rarete) => ({
      cards: [],
      spells: [{ id: offset, pointsHaut: 0, pointsGauche: 0, pointsDroite: 0, pointsBas: 0, spell: { pointsHaut: 2, pointsGauche: 2, pointsDroite: 2, pointsBas: 2, rarete } }],
    })
    const setup = matchSetupOf(deck(1, 'rare'), deck(2, 'légendaire'))
    expect(startFromSeed(setup, 7, 3).state.spellRarities).toEqual({ 1: 'rare', 2: 'légendaire' })
    expect(startFromSeed(setup, 7, 2).state.spellRarities).toBeUndefined()
  })
})

describe('« Frappe »: a rare or épique curse under an enemy card', () => {
  it('makes the placer’s neighbouring cards attack it at once, until it falls', () => {
    const s = withSpell('rare', -8)
    putCard(s, 10, 1, 2, 20) // 20 − 8 = 12
    putCard(s, 5, 2, 1, 11) // too weak
    putCard(s, 9, 3, 1, 13) // beats 12
    putCard(s, 11, 4, 1, 30) // would also win, but the card has fallen
    const r = laySpell(s, 10)
    expect(r.events.ko).toEqual([10])
    expect(fightsAt(r.state, 10, 1, 'spell')).toEqual([]) // the card is KO now
    const before = applyMove(s, 1, { kind: 'spell', instanceId: 50, index: 10 })
    expect(before.ok).toBe(true)
  })

  it('lists the fights in order with both totals (what the board draws)', () => {
    const s = withSpell('épique', -13)
    putCard(s, 10, 1, 2, 25) // 12 once cursed
    putCard(s, 5, 2, 1, 11)
    putCard(s, 9, 3, 1, 13)
    putSpell(s, 10, 50, 1, -13)
    s.hands[1].spells = []
    expect(fightsAt(s, 10, 1, 'spell')).toEqual([
      { attacker: 5, defender: 10, attackerTotal: 11, defenderTotal: 12, outcome: 'held' },
      { attacker: 9, defender: 10, attackerTotal: 13, defenderTotal: 12, outcome: 'ko' },
    ])
  })

  it('a commune curse, and any curse under rules 2, only weakens the card', () => {
    for (const s of [withSpell('commune', -4), withSpell('rare', -8, 2)]) {
      putCard(s, 10, 1, 2, 14)
      putCard(s, 9, 3, 1, 13)
      expect(laySpell(s, 10).events.ko).toEqual([])
    }
  })

  it('has no power when laid on an empty position: the card placed there later only takes its values', () => {
    const s = giveCard(withSpell('rare', -8), 2, 1, 20)
    putCard(s, 9, 3, 1, 13)
    const laid = laySpell(s, 10).state
    expect(laid.roundTo).toBe(2)
    const r = applyMove(laid, 2, { kind: 'card', instanceId: 1, index: 10 })
    expect(r.ok && r.state.satutscard[10]).toBe('ALIVE') // 12 against 13: the opponent's card placed there stands, and attacks nothing it can beat
  })
})

describe('« Néant »: the légendaire curse', () => {
  it('devours the enemy card it is laid under, with no card of the placer next to it', () => {
    const s = withSpell('légendaire', -20)
    putCard(s, 10, 1, 2, 40) // still 20 once cursed
    const r = laySpell(s, 10)
    expect(r.events.ko).toEqual([10])
    expect(fightsAt({ ...s, plateauspell: r.state.plateauspell }, 10, 1, 'spell')).toEqual([
      { attacker: 10, defender: 10, attackerTotal: -20, defenderTotal: 20, outcome: 'ko' },
    ])
  })

  it('does nothing under a KO card', () => {
    const s = withSpell('légendaire', -20)
    putCard(s, 10, 1, 2, 14, 'KO')
    expect(laySpell(s, 10).events.ko).toEqual([])
  })
})

describe('« Ralliement »: a rare or better blessing under the placer’s card', () => {
  it('makes that card attack, then the placer’s cards next to it attack their own enemy neighbours', () => {
    const s = withSpell('rare', 8)
    putCard(s, 10, 1, 1, 10) // 18 once blessed
    putCard(s, 11, 2, 2, 15) // beaten by the blessed card
    putCard(s, 9, 3, 1, 14) // an ally next to 10…
    putCard(s, 8, 4, 2, 12) // …beats this enemy next to it (2 steps from 10)
    putCard(s, 4, 5, 2, 16) // …but not this one
    const r = laySpell(s, 10)
    expect(r.events.ko).toEqual([8, 11])
    expect(r.state.satutscard[4]).toBe('ALIVE')
  })

  it('a card falls once even when two rallied cards could beat it', () => {
    const s = withSpell('épique', 13)
    putCard(s, 10, 1, 1, 5)
    putCard(s, 9, 3, 1, 14)
    putCard(s, 11, 4, 1, 14)
    putCard(s, 15, 6, 1, 1) // 15 is next to 10 but too weak to attack anything
    putSpell(s, 10, 50, 1, 13)
    s.hands[1].spells = []
    putCard(s, 14, 5, 2, 12) // next to 9 (9 + 5) and to 15, not to 11
    putCard(s, 16, 7, 2, 12) // next to 11 (11 + 5) and to 15
    const fights = fightsAt(s, 10, 1, 'spell')
    expect(fights.filter((f) => f.outcome === 'ko').map((f) => f.defender).sort()).toEqual([14, 16])
    expect(new Set(fights.map((f) => f.defender)).size).toBe(fights.length)
  })

  it('a commune blessing only makes its own card attack', () => {
    const s = withSpell('commune', 4)
    putCard(s, 10, 1, 1, 10)
    putCard(s, 9, 3, 1, 14)
    putCard(s, 8, 4, 2, 12)
    expect(laySpell(s, 10).events.ko).toEqual([])
  })
})

describe('the bots see the powers', () => {
  const spellMoves = (s: MatchState): { move: PlacementMove; kos: number }[] => candidateMoves(s, 1).filter((c) => c.move.kind === 'spell')

  it('count the KO of a Frappe and of a Néant, not of a commune curse', () => {
    for (const [rarete, total, kos] of [['rare', -8, 1], ['légendaire', -20, 1], ['commune', -4, 0]] as const) {
      const s = withSpell(rarete, total)
      putCard(s, 10, 1, 2, 16)
      putCard(s, 9, 3, 1, 13)
      expect(spellMoves(s).find((c) => c.move.index === 10)?.kos, rarete).toBe(kos)
    }
  })

  it('count a Ralliement’s allies’ KOs', () => {
    const s = withSpell('rare', 8)
    putCard(s, 10, 1, 1, 10)
    putCard(s, 9, 3, 1, 14)
    putCard(s, 8, 4, 2, 12)
    expect(spellMoves(s).find((c) => c.move.index === 10)?.kos).toBe(1)
  })
})
