import { describe, expect, it } from 'vitest'
import { adjacencyLinks, scoreOf } from '../../src/scene/model'
import { card, game, withCard } from './fixtures'

describe('scoreOf', () => {
  it('counts each side’s cards standing, not the KO ones', () => {
    let g = withCard(game(), 0, card(1), 1)
    g = withCard(g, 1, card(2), 1, 'KO')
    g = withCard(g, 2, card(3), 2)
    g = withCard(g, 3, card(4), 2)
    g = withCard(g, 4, card(5), 2, 'KO')
    expect(scoreOf(g)).toEqual({ 1: 1, 2: 2 })
  })

  it('is zero on an empty board', () => {
    expect(scoreOf(game())).toEqual({ 1: 0, 2: 0 })
  })
})

describe('adjacencyLinks', () => {
  const links = adjacencyLinks()
  const pairs = links.map((l) => `${l.a}-${l.b}`)

  it('has every pair of the spec’s rule once: 20 side by side or across a row end, 16 between i and i + 5', () => {
    expect(links).toHaveLength(36)
    expect(new Set(pairs).size).toBe(36)
    expect(links.filter((l) => l.kind === 'column')).toHaveLength(16)
  })

  it('draws the row-end links 2↔3, 7↔8, 12↔13 and 17↔18 as wraps', () => {
    expect(links.filter((l) => l.kind === 'wrap').map((l) => `${l.a}-${l.b}`)).toEqual(['2-3', '7-8', '12-13', '17-18'])
  })

  it('links each row and column as the rule says', () => {
    expect(pairs).toContain('0-1')
    expect(pairs).toContain('0-5')
    expect(pairs).toContain('15-20')
    expect(pairs).not.toContain('16-20')
    expect(pairs).not.toContain('3-7')
  })
})
