import { describe, expect, it } from 'vitest'
import { boardView, cardDisplayState, displayMessage, handView } from '../../src/scene/model'
import { card, game, spell, withCard, withSpell } from './fixtures'

describe('boardView: card values', () => {
  it('shows each corner as base plus bonus, the bonus being the instance bonus plus the spell', () => {
    let g = withCard(game(), 7, card(301, [5, 4, 3, 2], [1, 0, 2, 0]), 1)
    g = withSpell(g, 7, spell(401, [-2, 1, 0, 3], [1, 0, 0, 0]), 2)
    const slot = boardView(g).slots[7]
    expect(slot.card?.face?.values).toEqual({
      top: { base: 5, bonus: 1 + -2 + 1, total: 5 },
      left: { base: 4, bonus: 1, total: 5 },
      right: { base: 3, bonus: 2, total: 5 },
      bottom: { base: 2, bonus: 3, total: 5 },
    })
    expect(slot.card?.face?.power).toBe(20)
    expect(slot.spell?.face?.values.top).toEqual({ base: -2, bonus: 1, total: -1 })
    expect(slot.spell?.owner).toBe('enemy')
  })

  it('uses the skin art when the instance has one, else the base image, with name and rarity', () => {
    let g = withCard(game(), 0, card(301), 1)
    g = withCard(g, 1, card(302, undefined, undefined, { imageSkin: '/assets/skins/gold.png' }), 1)
    const [a, b] = boardView(g).slots
    expect(a.card?.face).toMatchObject({ art: '/assets/cards/301.png', name: 'Carte 301', rarity: 'commune' })
    expect(b.card?.face?.art).toBe('/assets/skins/gold.png')
  })
})

describe('boardView: KO, owners, stronger, free slots', () => {
  // Viewer joueur1: 10 (power 16, ally), 11 (power 8, enemy), 9 (power 20, enemy), 5 (KO ally), 15 enemy power 4.
  let g = game()
  g = withCard(g, 10, card(301, [4, 4, 4, 4]), 1)
  g = withCard(g, 11, card(302, [2, 2, 2, 2]), 2)
  g = withCard(g, 9, card(303, [5, 5, 5, 5]), 2)
  g = withCard(g, 5, card(304, [9, 9, 9, 9]), 1, 'KO')
  g = withSpell(g, 5, spell(401), 1)
  g = withCard(g, 0, card(305, [9, 9, 9, 9]), 1)
  g = withCard(g, 1, card(306, [1, 1, 1, 1]), 1)

  it('marks KO cards (skull) and ally/enemy by owner relative to the viewer', () => {
    const view = boardView(g)
    expect(view.slots[5].card).toMatchObject({ ko: true, owner: 'ally' })
    expect(view.slots[10].card).toMatchObject({ ko: false, owner: 'ally' })
    expect(view.slots[11].card).toMatchObject({ ko: false, owner: 'enemy' })
    const other = boardView(g, 2)
    expect(other.viewer).toBe(2)
    expect(other.slots[10].card?.owner).toBe('enemy')
    expect(other.slots[11].card?.owner).toBe('ally')
  })

  it("flags the viewer's living cards stronger than an adjacent living enemy card", () => {
    const flags = boardView(g).slots.map((s) => s.card?.stronger ?? false)
    expect(flags[10]).toBe(true) // 16 > 8 (11); weaker than 9 but one is enough
    expect(flags[5]).toBe(false) // KO cards are never flagged
    expect(flags[0]).toBe(false) // neighbours 1 (ally) and 5 (KO): no living enemy
    expect(flags[11]).toBe(false) // enemy cards are not flagged for the viewer
    const forTwo = boardView(g, 2).slots.map((s) => s.card?.stronger ?? false)
    expect(forTwo[9]).toBe(true) // 20 > 16 (10)
    expect(forTwo[11]).toBe(false)
  })

  it('counts the spell in the power used by the stronger flag', () => {
    let h = game()
    h = withCard(h, 10, card(301, [2, 2, 2, 2]), 1) // 8
    h = withCard(h, 11, card(302, [2, 2, 2, 3]), 2) // 9
    expect(boardView(h).slots[10].card?.stronger).toBe(false)
    h = withSpell(h, 10, spell(401, [1, 0, 0, 1]), 1) // 10
    expect(boardView(h).slots[10].card?.stronger).toBe(true)
  })

  it('says whether each position is free for a card and for a spell', () => {
    const view = boardView(g)
    expect(view.slots[3]).toMatchObject({ card: null, spell: null, freeForCard: true, freeForSpell: true })
    expect(view.slots[10]).toMatchObject({ freeForCard: false, freeForSpell: true })
    expect(view.slots[5]).toMatchObject({ freeForCard: false, freeForSpell: false })
    const spellOnly = boardView(withSpell(game(), 2, spell(402), 2)).slots[2]
    expect(spellOnly).toMatchObject({ card: null, freeForCard: true, freeForSpell: false })
  })

  it('someone looking on sees the board from joueur1’s side and has no hand', () => {
    const view = boardView({ ...g, you: null, hand: null })
    expect(view.viewer).toBe(1)
    expect(view.slots[11].card?.owner).toBe('enemy')
    expect(view.hand).toEqual([])
  })
})

describe('hand items', () => {
  it('lists cards then spells with base plus instance bonus', () => {
    const g = game({ hand: { cartes: [card(101, [3, 3, 3, 3], [1, 1, 0, 0])], spells: [spell(201, [2, -1, 0, 0], [0, 0, 1, 0])] } })
    const hand = handView(g)
    expect(hand.map((h) => [h.kind, h.instanceId])).toEqual([
      ['card', 101],
      ['spell', 201],
    ])
    expect(hand[0].face?.values.top).toEqual({ base: 3, bonus: 1, total: 4 })
    expect(hand[0].face?.power).toBe(14)
    expect(hand[1].face?.values.left).toEqual({ base: -1, bonus: 0, total: -1 })
    expect(hand[1].face?.values.right).toEqual({ base: 0, bonus: 1, total: 1 })
    expect(boardView(g).hand).toEqual(hand)
    expect(handView(game({ hand: null }))).toEqual([])
  })
})

describe('display states and texts', () => {
  it('loading, unavailable, invalid and ready', () => {
    expect(cardDisplayState(undefined)).toBe('loading')
    expect(cardDisplayState(null)).toBe('unavailable')
    expect(cardDisplayState(card(1))).toBe('ready')
    expect(cardDisplayState(spell(2))).toBe('ready')
    expect(cardDisplayState(card(1, undefined, undefined, { card: { ...card(1).card, rarete: '' } }))).toBe('invalid')
    expect(cardDisplayState({ ...card(1), card: { ...card(1).card, imageDeBase: undefined } })).toBe('invalid')
    expect(cardDisplayState({ ...spell(2), spell: { ...spell(2).spell, nom: '  ' } })).toBe('invalid')
    expect(cardDisplayState({ id: 3 }, 'spell')).toBe('invalid')
    expect(cardDisplayState('nonsense')).toBe('invalid')
  })

  it('has the spec texts', () => {
    expect(displayMessage('loading', 'card')).toBe('Loading...')
    expect(displayMessage('unavailable', 'spell')).toBe('Card information not available')
    expect(displayMessage('invalid', 'card')).toBe('Invalid card data')
    expect(displayMessage('invalid', 'spell')).toBe('Invalid spell data')
    expect(displayMessage('ready', 'card')).toBeNull()
  })

  it('a board or hand item with bad or missing data shows the text instead of the face', () => {
    let g = withCard(game(), 3, card(301, undefined, undefined, { card: { ...card(301).card, nom: '' } }), 2)
    g = withSpell(g, 3, spell(401, undefined, undefined, { spell: { ...spell(401).spell, rarete: '' } }), 2)
    g = { ...g, plateau: g.plateau.map((v, i) => (i === 8 ? 999 : v)), cardOwners: g.cardOwners.map((v, i) => (i === 8 ? 2 : v)) }
    const view = boardView(g)
    expect(view.slots[3].card).toMatchObject({ display: 'invalid', message: 'Invalid card data', face: null })
    expect(view.slots[3].spell).toMatchObject({ display: 'invalid', message: 'Invalid spell data', face: null })
    expect(view.slots[8].card).toMatchObject({ instanceId: 999, display: 'unavailable', message: 'Card information not available', face: null })
    expect(view.slots[0].card).toBeNull()
  })
})
