import { describe, it, expect } from 'vitest'
import { createRng, legalMoves, previewKos } from '../../src/game'
import { blankState, giveCard, giveSpell, putCard } from './fixtures'
import { STARTER, botDeck, greedyMove, greedyWins, playGreedyVsBot } from './bot-balance'

/** A clock advancing 1 ms per reading: difficile searches a small share of its node budget (keeps this test fast; the bench uses the full budget). */
const quickClock = () => {
  let t = 0
  return () => (t += 1)
}

describe('training balance: greedy new player with the starter deck (pinned with few seeded games)', () => {
  it('the starter and every training deck hold 12 cards and 6 spells', () => {
    for (const deck of [STARTER, botDeck('facile'), botDeck('moyen'), botDeck('difficile')]) {
      expect(deck.cards).toHaveLength(12)
      expect(deck.spells).toHaveLength(6)
    }
  })

  it('greedy takes the placement with the most KOs, and lays a card rather than a useless spell', () => {
    const s = blankState()
    putCard(s, 10, 90, 2, 5)
    putCard(s, 12, 91, 2, 5)
    giveCard(s, 1, 1, 6)
    giveSpell(s, 1, 51, 1)
    for (let seed = 0; seed < 20; seed++) {
      const move = greedyMove(s, 1, createRng(seed))
      expect(move).toEqual({ kind: 'card', instanceId: 1, index: 11 }) // 11 touches both enemies
    }
    const quiet = blankState()
    giveCard(quiet, 1, 1, 6)
    giveSpell(quiet, 1, 51, 1)
    expect(greedyMove(quiet, 1, createRng(1)).kind).toBe('card')
    const kosStyle = new Set(Array.from({ length: 30 }, (_, seed) => greedyMove(quiet, 1, createRng(seed), 'kos').kind))
    expect(kosStyle).toEqual(new Set(['card', 'spell']))
    expect(legalMoves(s, 1).some((m) => previewKos(s, 1, m).length === 2)).toBe(true)
  })

  it('a game is deterministic for a seed', () => {
    const results = [3, 3, 4, 4].map((seed) => playGreedyVsBot('moyen', seed))
    expect(results[0]).toBe(results[1])
    expect(results[2]).toBe(results[3])
  })

  it('facile is beatable: the player wins at least 45 % of 40 games (target ≥ 60 % over 200)', () => {
    expect(greedyWins('facile', 40) / 40).toBeGreaterThanOrEqual(0.45)
  })

  it('moyen is a fair fight: the player wins 12–65 % of 40 games (target 25–50 % over 200)', () => {
    const rate = greedyWins('moyen', 40) / 40
    expect(rate).toBeGreaterThanOrEqual(0.12)
    expect(rate).toBeLessThanOrEqual(0.65)
  })

  it('difficile plays well: the player wins at most 35 % of 12 games, even against a shortened search', () => {
    expect(greedyWins('difficile', 12, 0, { clock: quickClock }) / 12).toBeLessThanOrEqual(0.35)
  })
})
