import { describe, expect, it } from 'vitest'
import { bannerText, isYourTurn, modeTitle, turnHighlights, turnStarted } from '../../src/scene/model'
import { SERVER_NOW, card, game, iso, spell, withCard, withSpell } from './fixtures'

describe('whose turn', () => {
  it('is the viewer’s when roundTo equals their slot in an open, running game', () => {
    expect(isYourTurn(game())).toBe(true)
    expect(isYourTurn(game({ roundTo: 2 }))).toBe(false)
    expect(isYourTurn(game({ you: 2, roundTo: 2 }))).toBe(true)
    expect(isYourTurn(game({ open: false }))).toBe(false)
    expect(isYourTurn(game({ status: 'WAITING' }))).toBe(false)
    expect(isYourTurn(game({ you: null }))).toBe(false)
  })

  it('banner: the spec texts with the seconds left', () => {
    expect(bannerText(game(), 30)).toBe("C'est à vous de jouer! (30s)")
    expect(bannerText(game(), 4)).toBe("C'est à vous de jouer! (4s)")
    expect(bannerText(game(), -1)).toBe("C'est à vous de jouer! (0s)")
    expect(bannerText(game({ roundTo: 2 }), 12)).toBe('Attendez votre tour...')
  })

  it('mode titles', () => {
    expect(modeTitle('unranked')).toBe('Unranked Game')
    for (const type of ['ranked', 'private', 'training', 'solo'] as const) {
      expect(modeTitle(type)).toMatch(/\S/)
      expect(modeTitle(type)).not.toBe('Unranked Game')
    }
  })
})

describe('turn start', () => {
  const mine = game()
  const theirs = game({ roundTo: 2 })

  it('is detected once, when the viewer’s turn begins', () => {
    expect(turnStarted(theirs, mine)).toBe(true)
    expect(turnStarted(mine, mine)).toBe(false)
    const polled = { ...mine, version: 2 }
    expect(turnStarted(mine, polled)).toBe(false)
    expect(turnStarted(mine, theirs)).toBe(false)
    expect(turnStarted(theirs, theirs)).toBe(false)
    expect(turnStarted(null, mine)).toBe(true)
  })

  it('also when the viewer plays twice in a row (a new deadline)', () => {
    const again = { ...mine, turnDeadline: iso(SERVER_NOW + 60_000) }
    expect(turnStarted(mine, again)).toBe(true)
  })

  it('highlights the positions where something of the hand can go', () => {
    let g = withCard(game(), 0, card(301), 2)
    g = withSpell(g, 1, spell(401), 2)
    g = withCard(g, 2, card(302), 2)
    g = withSpell(g, 2, spell(402), 2)
    // Cards and spells in hand: every position but the full one (2).
    expect(turnHighlights(g)).toEqual([...Array(21).keys()].filter((i) => i !== 2))
    // Only spells left: free spell slots.
    const spellsOnly = { ...g, hand: { cartes: [], spells: [spell(201)] } }
    expect(turnHighlights(spellsOnly)).toEqual([...Array(21).keys()].filter((i) => i !== 1 && i !== 2))
    // Only cards left: free card slots.
    const cardsOnly = { ...g, hand: { cartes: [card(101)], spells: [] } }
    expect(turnHighlights(cardsOnly)).toEqual([...Array(21).keys()].filter((i) => i !== 0 && i !== 2))
    expect(turnHighlights({ ...g, roundTo: 2 })).toEqual([])
  })
})
