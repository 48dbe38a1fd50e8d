// Rules 3's spell powers as the battle shows them: the face's power, the clashes a power starts
// (what the board draws), and the screen reader's hand label.
import { describe, expect, it } from 'vitest'
import { boardView, clashSequence } from '../../src/scene/model'
import type { GameSnapshot } from '../../src/scene/model'
import { mirrorLabels } from '../../src/ui/pages/game/BoardMirrorLabels'
import { card, game, spell, withCard, withSpell, withStatus } from './fixtures'

const curse = (id: number, rarete: string) => spell(id, [-2, -2, -2, -2], undefined, { spell: { nom: `Sort ${id}`, rarete, imageDeBase: `/assets/spells/${id}.png`, pointsHaut: -2, pointsGauche: -2, pointsDroite: -2, pointsBas: -2 } })
const blessing = (id: number, rarete: string) => spell(id, [2, 2, 2, 2], undefined, { spell: { nom: `Sort ${id}`, rarete, imageDeBase: `/assets/spells/${id}.png`, pointsHaut: 2, pointsGauche: 2, pointsDroite: 2, pointsBas: 2 } })

const withHandSpells = (rules: 1 | 2 | 3, ...spells: ReturnType<typeof spell>[]): GameSnapshot => game({ rules, hand: { cartes: [], spells } })

describe('the face of a spell', () => {
  it('carries its power under rules 3: Frappe, Ralliement, Néant; none for a commune', () => {
    const hand = boardView(withHandSpells(3, curse(201, 'rare'), blessing(202, 'épique'), curse(203, 'légendaire'), curse(204, 'commune'))).hand
    expect(hand.map((h) => h.face?.spellPower)).toEqual(['frappe', 'ralliement', 'neant', null])
  })

  it('has no power before rules 3', () => {
    expect(boardView(withHandSpells(2, curse(201, 'rare'))).hand[0].face?.spellPower).toBeNull()
  })

  it('is said by the screen reader with what it does', () => {
    const labels = mirrorLabels(boardView(withHandSpells(3, curse(201, 'rare'), curse(204, 'commune'))))
    expect(labels.hand[0]).toBe('Sort 1 : Sort 201, haut -2, gauche -2, droite -2, bas -2, total -8, pouvoir Frappe : Posée sous une carte adverse, vos cartes voisines l’attaquent aussitôt.')
    expect(labels.hand[1]).not.toContain('pouvoir')
  })
})

describe('the clashes a power starts', () => {
  it('Frappe: the mover’s neighbouring card attacks the cursed enemy card, which falls', () => {
    const before = withCard(withCard(game({ rules: 3, hand: { cartes: [], spells: [] } }), 10, card(301, [3, 3, 3, 3]), 2), 9, card(302, [2, 2, 2, 2]), 1) // 12 against 8
    const laid = withStatus(withSpell(before, 10, curse(211, 'rare'), 1), 10, 'KO') // 12 − 8 = 4 < 8
    const after = { ...laid, version: 2, lastMove: { player: 1 as const, kind: 'spell' as const, instanceId: 211, index: 10, ko: [10], timeout: false } }
    expect(clashSequence(before, after)?.clashes).toEqual([{ attacker: 9, defender: 10, attackerTotal: 8, defenderTotal: 4, outcome: 'ko', by: 1 }])
  })

  it('Néant: the card falls with no attacker (the board draws no arrow)', () => {
    const before = withCard(game({ rules: 3, hand: { cartes: [], spells: [] } }), 10, card(301, [3, 3, 3, 3]), 2)
    const laid = withStatus(withSpell(before, 10, curse(203, 'légendaire'), 1), 10, 'KO')
    const after = { ...laid, version: 2, lastMove: { player: 1 as const, kind: 'spell' as const, instanceId: 203, index: 10, ko: [10], timeout: false } }
    expect(clashSequence(before, after)?.clashes).toEqual([{ attacker: 10, defender: 10, attackerTotal: -8, defenderTotal: 4, outcome: 'ko', by: 1 }])
  })

  it('a commune curse starts no clash', () => {
    const before = withCard(withCard(game({ rules: 3, hand: { cartes: [], spells: [] } }), 10, card(301, [3, 3, 3, 3]), 2), 9, card(302, [2, 2, 2, 2]), 1)
    const laid = withSpell(before, 10, curse(204, 'commune'), 1)
    const after = { ...laid, version: 2, lastMove: { player: 1 as const, kind: 'spell' as const, instanceId: 204, index: 10, ko: [], timeout: false } }
    expect(clashSequence(before, after)).toBeNull()
  })
})
