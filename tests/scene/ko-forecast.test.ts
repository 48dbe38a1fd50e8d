// The KO forecast of a picked item: the free slots where laying it knocks something out, and how
// many, by src/game's rules (cards, spells under rules 1, 2 and 3, powers by rarity).
import { describe, expect, it } from 'vitest'
import { koForecast, toMatchState } from '../../src/scene/model'
import type { GameSnapshot, HandItemRef, SpellInstance } from '../../src/scene/model'
import { card, game, spell, withCard, withSpell, withStatus } from './fixtures'

const forecastOf = (g: GameSnapshot, item: HandItemRef) => Object.fromEntries(koForecast({ match: toMatchState(g), you: g.you }, item))
const CARD: HandItemRef = { kind: 'card', instanceId: 101 }

/** A spell of four equal values and a rarity. */
const rareSpell = (id: number, value: number, rarete: string): SpellInstance =>
  spell(id, [value, value, value, value], undefined, { spell: { nom: `Sort ${id}`, rarete, imageDeBase: `/assets/spells/${id}.png`, pointsHaut: value, pointsGauche: value, pointsDroite: value, pointsBas: value } })

/** Spells only in the viewer's hand (no opening left to lay), enemy card 12 (3,3,3,3) at 10, ally card 8 (2,2,2,2) at 9. */
function spellBoard(rules: 1 | 2 | 3, ...spells: SpellInstance[]): GameSnapshot {
  const g = game({ rules, hand: { cartes: [], spells } })
  return withCard(withCard(g, 10, card(301, [3, 3, 3, 3]), 2), 9, card(302, [2, 2, 2, 2]), 1)
}

describe('the KO forecast of a card', () => {
  it('counts the weaker enemy neighbours of each free slot, row ends included', () => {
    // enemies of total 4 at 10 and 12; the card in hand totals 8
    const g = withCard(withCard(game(), 10, card(401, [1, 1, 1, 1]), 2), 12, card(402, [1, 1, 1, 1]), 2)
    // 11 touches both; 13 touches 12 across the row end (12↔13)
    expect(forecastOf(g, CARD)).toEqual({ 5: 1, 7: 1, 9: 1, 11: 2, 13: 1, 15: 1, 17: 1 })
  })

  it('marks nothing where every fight is held or tied, and never an occupied slot', () => {
    const g = withCard(withCard(game(), 10, card(401, [2, 2, 2, 2]), 2), 12, card(402, [5, 5, 5, 5]), 2)
    const forecast = forecastOf(g, CARD)
    expect(forecast).toEqual({})
    expect(forecast).not.toHaveProperty('10')
  })

  it('leaves out knocked-out enemies, the viewer’s own cards, and occupied slots next to a weak enemy', () => {
    let g = withCard(game(), 10, card(401, [1, 1, 1, 1]), 2, 'KO')
    g = withCard(g, 12, card(402, [1, 1, 1, 1]), 1)
    g = withCard(g, 6, card(403, [1, 1, 1, 1]), 2)
    g = withCard(g, 11, card(404, [1, 1, 1, 1]), 1) // 11 is next to 6 but taken
    expect(forecastOf(g, CARD)).toEqual({ 1: 1, 5: 1, 7: 1 })
  })

  it('is empty out of turn', () => {
    const g = withCard(game({ roundTo: 2 }), 10, card(401, [1, 1, 1, 1]), 2)
    expect(forecastOf(g, CARD)).toEqual({})
  })
})

describe('the KO forecast of a spell', () => {
  const spellItem = (id: number): HandItemRef => ({ kind: 'spell', instanceId: id })

  it('rules 3, Néant (a légendaire curse): the enemy card under it falls', () => {
    expect(forecastOf(spellBoard(3, rareSpell(203, -1, 'légendaire')), spellItem(203))).toEqual({ 10: 1 })
  })

  it('rules 3, Frappe (a rare curse): 12 − 8 = 4, the ally at 9 (8) knocks it out', () => {
    expect(forecastOf(spellBoard(3, rareSpell(211, -2, 'rare')), spellItem(211))).toEqual({ 10: 1 })
  })

  it('rules 3, a commune curse has no power: nothing falls', () => {
    expect(forecastOf(spellBoard(3, rareSpell(204, -2, 'commune')), spellItem(204))).toEqual({})
  })

  it('rules 2: a curse under an enemy card starts no fight, whatever its rarity', () => {
    expect(forecastOf(spellBoard(2, rareSpell(211, -2, 'rare')), spellItem(211))).toEqual({})
  })

  it('rules 1: every spell under an enemy card makes the neighbouring cards strike', () => {
    expect(forecastOf(spellBoard(1, rareSpell(211, -2, 'commune')), spellItem(211))).toEqual({ 10: 1 })
  })

  it('a blessing under the viewer’s own card makes it win a tie (and marks no empty slot)', () => {
    // ally 8 at 9 against enemy 8 at 10: +4 makes 12 > 8
    let g = game({ rules: 2, hand: { cartes: [], spells: [rareSpell(221, 1, 'commune')] } })
    g = withCard(withCard(g, 10, card(301, [2, 2, 2, 2]), 2), 9, card(302, [2, 2, 2, 2]), 1)
    expect(forecastOf(g, spellItem(221))).toEqual({ 9: 1 })
  })

  it('no mark on a slot whose spell place is taken', () => {
    const g = withSpell(spellBoard(3, rareSpell(203, -1, 'légendaire')), 10, spell(299), 2)
    expect(forecastOf(g, spellItem(203))).toEqual({})
  })

  it('a spell under a knocked-out card does nothing', () => {
    const g = withStatus(spellBoard(3, rareSpell(203, -1, 'légendaire')), 10, 'KO')
    expect(forecastOf(g, spellItem(203))).toEqual({})
  })
})
