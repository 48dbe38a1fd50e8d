import { describe, expect, it } from 'vitest'
import { artOf, artOfItems, boardView, firstFrameArt } from '../../src/scene/model'
import { card, game, spell, withCard, withSpell } from './fixtures'

describe('the art a battle needs', () => {
  it('draws a skin when the instance has one, else the catalogue image, and nothing for a face not drawn', () => {
    expect(artOf(card(1), 'card')).toBe('/assets/cards/1.png')
    expect(artOf(card(1, undefined, undefined, { imageSkin: '/assets/skins/or.svg' }), 'card')).toBe('/assets/skins/or.svg')
    expect(artOf(spell(2), 'spell')).toBe('/assets/spells/2.png')
    const broken = card(3)
    expect(artOf({ ...broken, card: { ...broken.card, nom: '' } }, 'card')).toBeNull()
  })

  it('lists a deck or a hand once per image', () => {
    const twin = card(5, undefined, undefined, { card: card(4).card })
    expect(artOfItems({ cartes: [card(4), twin, card(6)], spells: [spell(7)] })).toEqual(['/assets/cards/4.png', '/assets/cards/6.png', '/assets/spells/7.png'])
  })

  it('names every image of the first frame: the hand and what stands on the board, not what left it', () => {
    let g = game({ hand: { cartes: [card(1)], spells: [spell(2)] } })
    g = withCard(g, 4, card(10), 2)
    g = withSpell(g, 6, spell(11), 1)
    // an instance the game still lists but no position holds is not drawn
    g = { ...g, boardCards: [...g.boardCards, card(12)] }
    const urls = firstFrameArt(g)
    expect(urls).toEqual(['/assets/cards/1.png', '/assets/spells/2.png', '/assets/cards/10.png', '/assets/spells/11.png'])
    // the same images the faces draw
    const view = boardView(g)
    const drawn = [...view.hand.map((h) => h.face?.art), view.slots[4].card?.face?.art, view.slots[6].spell?.face?.art]
    expect(new Set(drawn)).toEqual(new Set(urls))
  })

  it('is empty for a spectator before anything is placed', () => {
    expect(firstFrameArt(game({ hand: null }))).toEqual([])
  })
})
