// Rules 2 deal each hand from its deck with the game's seed: 10 cards and 4 spells each.
import { describe, it, expect } from 'vitest'
import { CURRENT_RULES, DEAL, GAME_CARDS, GAME_SPELLS, createRng, dealFrom, makeSides, newMatch } from '../../src/game'
import type { Hand, Sides } from '../../src/game'

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i)
const sides = makeSides(2, 2, 2, 2)

function options(seed: number, deck1: Hand, deck2: Hand) {
  const cardSides: Record<number, Sides> = {}
  const spellSides: Record<number, Sides> = {}
  for (const id of [...deck1.cards, ...deck2.cards]) cardSides[id] = sides
  for (const id of [...deck1.spells, ...deck2.spells]) spellSides[id] = makeSides(1, 0, 0, 0)
  return { hand1: deck1, hand2: deck2, cardSides, spellSides, rng: createRng(seed) }
}

const big1: Hand = { cards: range(100, 30), spells: range(500, 15) }
const big2: Hand = { cards: range(200, 30), spells: range(600, 15) }

describe('the deal (rules 2)', () => {
  it('deals 10 cards and 4 spells to each hand, whoever starts', () => {
    expect([GAME_CARDS, GAME_SPELLS]).toEqual([10, 4])
    expect(DEAL).toEqual({ cards: GAME_CARDS, spells: GAME_SPELLS })
    for (let seed = 0; seed < 40; seed++) {
      const s = newMatch(options(seed, big1, big2))
      expect(s.rules).toBe(CURRENT_RULES)
      for (const slot of [1, 2] as const) {
        expect(s.hands[slot].cards).toHaveLength(GAME_CARDS)
        expect(s.hands[slot].spells).toHaveLength(GAME_SPELLS)
      }
    }
  })

  it('deals from the deck, in deck order, without repeats, the same for the same seed', () => {
    const s = newMatch(options(9, big1, big2))
    for (const [hand, deck] of [[s.hands[1], big1], [s.hands[2], big2]] as const) {
      for (const kind of ['cards', 'spells'] as const) {
        expect(hand[kind].every((id) => deck[kind].includes(id))).toBe(true)
        expect(hand[kind]).toEqual([...hand[kind]].sort((a, b) => a - b))
        expect(new Set(hand[kind]).size).toBe(hand[kind].length)
      }
    }
    expect(newMatch(options(9, big1, big2)).hands).toEqual(s.hands)
    expect(newMatch(options(10, big1, big2)).hands).not.toEqual(s.hands)
  })

  it('gives every card of a deck the same chance to be dealt', () => {
    const dealt = new Map<number, number>()
    const games = 3000
    for (let seed = 0; seed < games; seed++) for (const id of dealFrom(big1.cards, GAME_CARDS, createRng(seed))) dealt.set(id, (dealt.get(id) ?? 0) + 1)
    const expected = (games * GAME_CARDS) / big1.cards.length // 1,000
    for (const id of big1.cards) expect(Math.abs((dealt.get(id) ?? 0) - expected)).toBeLessThan(expected * 0.12)
  })

  it('deals a small deck whole', () => {
    const small: Hand = { cards: range(300, 8), spells: range(700, 3) }
    const s = newMatch(options(3, small, { cards: range(400, 12), spells: [] }))
    expect(s.hands[1]).toEqual(small)
    expect(s.hands[2].cards).toHaveLength(GAME_CARDS)
    expect(s.hands[2].spells).toEqual([])
  })

  it('keeps whole decks as hands under rules 1 (games started before the deal)', () => {
    const s = newMatch({ ...options(5, big1, big2), rules: 1 })
    expect(s.hands).toEqual({ 1: big1, 2: big2 })
    expect(s.rules).toBeUndefined()
  })

  it('draws the starter first, with the same draw as rules 1', () => {
    for (let seed = 0; seed < 30; seed++) {
      expect(newMatch(options(seed, big1, big2)).starter).toBe(newMatch({ ...options(seed, big1, big2), rules: 1 }).starter)
    }
  })
})
