import { describe, expect, it } from 'vitest'
import { diffSnapshots, gameResult } from '../../src/scene/model'
import { USER1, USER2, card, game, spell, withCard, withSpell, withStatus } from './fixtures'

describe('diffSnapshots', () => {
  const before = withCard(game({ roundTo: 2 }), 10, card(301, [3, 3, 3, 3]), 1)

  it('reports the opponent’s placement and the cards it made KO', () => {
    let after = withCard(before, 11, card(302, [5, 5, 5, 5]), 2)
    after = withStatus(after, 10, 'KO')
    const d = diffSnapshots(before, { ...after, roundTo: 1, version: 2 })
    expect(d.changed).toEqual([10, 11])
    expect(d.placements).toEqual([{ index: 11, kind: 'card', instanceId: 302, by: 2 }])
    expect(d.opponentPlacements).toEqual(d.placements)
    expect(d.newKo).toEqual([10])
    expect(d.justEnded).toBe(false)
    expect(d.result).toBeNull()
  })

  it('separates the viewer’s own placements and spells', () => {
    let after = withSpell(before, 3, spell(401), 1)
    after = withSpell(after, 4, spell(402), 2)
    const d = diffSnapshots(before, after)
    expect(d.changed).toEqual([3, 4])
    expect(d.placements.map((p) => [p.index, p.kind, p.by])).toEqual([
      [3, 'spell', 1],
      [4, 'spell', 2],
    ])
    expect(d.opponentPlacements.map((p) => p.index)).toEqual([4])
  })

  it('is empty between identical boards; a card already KO is not new', () => {
    expect(diffSnapshots(before, { ...before, version: 9 })).toMatchObject({ changed: [], placements: [], newKo: [] })
    const ko = withStatus(before, 10, 'KO')
    expect(diffSnapshots(ko, { ...ko }).newKo).toEqual([])
  })

  it('animates nothing on the first snapshot or across games', () => {
    const d = diffSnapshots(null, before)
    expect(d.changed).toHaveLength(21)
    expect(d.placements).toEqual([])
    expect(diffSnapshots({ ...before, id: 1 }, withCard(before, 0, card(5), 2)).placements).toEqual([])
  })

  it('detects the end of the game and its result', () => {
    const won = diffSnapshots(before, { ...before, open: false, winner: USER1 })
    expect(won.justEnded).toBe(true)
    expect(won.result).toEqual({ outcome: 'won', title: 'Congratulations, You Won!', text: 'You played well and won the game.' })
    const lost = diffSnapshots(before, { ...before, open: false, winner: USER2 })
    expect(lost.result).toEqual({ outcome: 'lost', title: 'Sorry, You Lost!', text: 'Better luck next time.' })
    const closed = { ...before, open: false, winner: USER2 }
    expect(diffSnapshots(closed, closed).justEnded).toBe(false)
    expect(diffSnapshots(closed, closed).result?.outcome).toBe('lost')
  })
})

describe('gameResult', () => {
  it('won only when the winner is the viewer', () => {
    expect(gameResult(game())).toBeNull()
    expect(gameResult(game({ open: false, winner: USER1 }))?.outcome).toBe('won')
    expect(gameResult(game({ open: false, winner: USER1, you: 2 }))?.outcome).toBe('lost')
    expect(gameResult(game({ open: false, winner: USER2, you: 2 }))?.outcome).toBe('won')
    expect(gameResult(game({ open: false, winner: null }))?.outcome).toBe('lost')
    expect(gameResult(game({ open: false, winner: USER1, you: null }))?.outcome).toBe('lost')
  })
})
