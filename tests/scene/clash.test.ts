import { describe, expect, it } from 'vitest'
import { applyMove, resolveCombat } from '../../src/game'
import { clashSequence, clashesAt, lastMoveClashes, nextClashes, optimisticPlace, toMatchState } from '../../src/scene/model'
import type { ClashMemory, GameSnapshot } from '../../src/scene/model'
import { card, game, spell, withCard, withSpell, withStatus } from './fixtures'

const WEAK = card(301, [1, 1, 1, 1]) // total 4
const MID = card(302, [2, 2, 2, 2]) // total 8
const STRONG = card(303, [4, 4, 4, 4]) // total 16
const placed = (g: GameSnapshot, player: 1 | 2, kind: 'card' | 'spell', instanceId: number, index: number, ko: number[] = []): GameSnapshot => ({
  ...g,
  version: g.version + 1,
  lastMove: { player, kind, instanceId, index, ko, timeout: false },
})

describe('clashSequence', () => {
  it('plays nothing when nothing changed, on the first snapshot, or across games', () => {
    const g = withCard(game(), 7, MID, 2)
    expect(clashSequence(g, g)).toBeNull()
    expect(clashSequence(null, g)).toBeNull()
    const next = placed(withCard(g, 6, STRONG, 1), 1, 'card', 303, 6)
    expect(clashSequence({ ...g, id: 99 }, next)).toBeNull()
  })

  it('a win: the placed card beats the enemy below it, which falls', () => {
    const before = withCard(game(), 12, MID, 2)
    const after = placed(withStatus(withCard(before, 7, STRONG, 1), 12, 'KO'), 1, 'card', 303, 7, [12])
    expect(clashSequence(before, after)).toEqual({
      key: '7:card:303:7',
      by: 1,
      clashes: [{ attacker: 7, defender: 12, attackerTotal: 16, defenderTotal: 8, outcome: 'ko', by: 1 }],
    })
  })

  it('a loss and a tie leave the defender standing', () => {
    const before = withCard(withCard(game(), 5, STRONG, 2), 7, card(304, [3, 1, 2, 2]), 2)
    const after = placed(withCard(before, 6, MID, 1), 1, 'card', 302, 6)
    const seq = clashSequence(before, after)
    expect(seq?.clashes.map((c) => [c.defender, c.attackerTotal, c.defenderTotal, c.outcome])).toEqual([
      [5, 8, 16, 'held'],
      [7, 8, 8, 'tie'],
    ])
  })

  it.each([
    [6, 1, 'up'],
    [6, 5, 'left'],
    [6, 7, 'right'],
    [6, 11, 'down'],
    [2, 3, 'across the row end (2↔3)'],
    [8, 7, 'across the row end (7↔8)'],
    [12, 13, 'across the row end (12↔13)'],
    [18, 17, 'across the row end (17↔18)'],
  ])('placing at %i fights the enemy at %i (%s)', (at, enemy) => {
    const before = withCard(game(), enemy, WEAK, 2)
    const after = placed(withCard(before, at, MID, 1), 1, 'card', 302, at, [enemy])
    expect(clashSequence(before, after)?.clashes.map((c) => [c.attacker, c.defender])).toEqual([[at, enemy]])
  })

  it('never fights a card of the same side, a KO card or a position that is not adjacent', () => {
    let before = withCard(game(), 1, WEAK, 1)
    before = withCard(before, 5, WEAK, 2, 'KO')
    before = withCard(before, 8, WEAK, 2) // 6 and 8 are not adjacent
    const after = placed(withCard(before, 6, MID, 1), 1, 'card', 302, 6)
    expect(clashSequence(before, after)).toBeNull()
  })

  it('several neighbours are fought in order: up, left, right, down', () => {
    let before = game()
    for (const [i, id] of [[16, 401], [10, 402], [12, 403], [6, 404]] as const) before = withCard(before, i, card(id, [1, 1, 1, 1]), 2)
    const after = placed(withCard(before, 11, MID, 1), 1, 'card', 302, 11, [6, 10, 12, 16])
    expect(clashSequence(before, after)?.clashes.map((c) => c.defender)).toEqual([6, 10, 12, 16])
  })

  it("plays the opponent's move from the viewer's side, with the server's KO undone to rebuild the fight", () => {
    const before = withCard(game(), 6, MID, 1)
    const after = placed(withStatus(withCard(before, 7, STRONG, 2), 6, 'KO'), 2, 'card', 303, 7, [6])
    expect(clashSequence(before, after)?.clashes).toEqual([{ attacker: 7, defender: 6, attackerTotal: 16, defenderTotal: 8, outcome: 'ko', by: 2 }])
  })

  it("a blessing on the viewer's card adds to its total, which then attacks", () => {
    const before = withCard(withCard(game(), 6, MID, 1), 7, card(305, [3, 3, 3, 3]), 2) // 8 against 12
    const after = placed(withSpell(before, 6, spell(203, [2, 2, 2, 2]), 1), 1, 'spell', 203, 6, [7])
    expect(clashSequence(before, after)?.clashes).toEqual([{ attacker: 6, defender: 7, attackerTotal: 16, defenderTotal: 12, outcome: 'ko', by: 1 }])
  })

  it("a curse on an enemy card lets the mover's neighbours attack it until it falls", () => {
    let before = withCard(game(), 6, card(306, [3, 3, 3, 3]), 2) // 12
    before = withCard(before, 1, WEAK, 1) // 4: still loses
    before = withCard(before, 5, MID, 1) // 8: wins once cursed
    before = withCard(before, 7, STRONG, 1) // would win too, but the card has fallen
    const after = placed(withSpell(before, 6, spell(202, [-1, -1, -1, -1]), 1), 1, 'spell', 202, 6, [6])
    expect(clashSequence(before, after)?.clashes.map((c) => [c.attacker, c.defender, c.attackerTotal, c.defenderTotal, c.outcome])).toEqual([
      [1, 6, 4, 8, 'held'],
      [5, 6, 8, 8, 'tie'],
      [7, 6, 16, 8, 'ko'],
    ])
  })

  it('under rules 2 a curse on an enemy card starts no clash: it only weakens the card', () => {
    let before: ReturnType<typeof game> = { ...withCard(game(), 6, card(306, [3, 3, 3, 3]), 2), rules: 2 }
    before = withCard(withCard(before, 5, MID, 1), 7, STRONG, 1)
    const after = placed(withSpell(before, 6, spell(202, [-1, -1, -1, -1]), 1), 1, 'spell', 202, 6, [])
    expect(clashSequence(before, after)?.clashes ?? []).toEqual([])
  })

  it('a spell on an empty position fights nobody', () => {
    const before = withCard(game(), 7, WEAK, 2)
    expect(clashSequence(before, placed(withSpell(before, 6, spell(201), 1), 1, 'spell', 201, 6))).toBeNull()
  })

  it('without lastMove, reads the only new placement from the diff', () => {
    const before = withCard(game(), 7, WEAK, 2)
    const after = withStatus(withCard(before, 6, MID, 1), 7, 'KO')
    expect(clashSequence(before, after)?.clashes).toEqual([{ attacker: 6, defender: 7, attackerTotal: 8, defenderTotal: 4, outcome: 'ko', by: 1 }])
  })

  it('its outcomes agree with src/game resolveCombat on random boards', () => {
    let seed = 7
    const rand = (n: number) => ((seed = (seed * 48271) % 2147483647) % n)
    for (let round = 0; round < 200; round++) {
      let g: ReturnType<typeof game> = { ...game(), rules: round % 2 === 0 ? 1 : 2 }
      for (let i = 0; i < 21; i++) {
        if (rand(3) === 0) continue
        g = withCard(g, i, card(500 + i, [1 + rand(9), 1 + rand(9), 1 + rand(9), 1 + rand(9)]), rand(2) === 0 ? 1 : 2, rand(5) === 0 ? 'KO' : 'ALIVE')
      }
      const state = toMatchState(g)
      const index = rand(21)
      const mover = rand(2) === 0 ? 1 : 2
      const fallen = clashesAt(state, index, mover).filter((c) => c.outcome === 'ko').map((c) => c.defender).sort((a, b) => a - b)
      expect(fallen).toEqual(resolveCombat(state, index, mover))
    }
  })
})

describe('nextClashes', () => {
  it("plays the viewer's optimistic move once: the server's confirmation is not played again", () => {
    const before = withCard(game({ hand: { cartes: [STRONG], spells: [] } }), 7, MID, 2)
    const opt = optimisticPlace(before, { kind: 'place', item: { kind: 'card', instanceId: 303 }, index: 6 })
    if (!opt.ok) throw new Error('refused')
    const first = nextClashes(new Set(), before, opt.pending.after)
    expect(first.sequence?.clashes).toEqual([{ attacker: 6, defender: 7, attackerTotal: 16, defenderTotal: 8, outcome: 'ko', by: 1 }])
    // The server's answer: the same move, with its KO.
    const match = toMatchState(before)
    const applied = applyMove(match, 1, { kind: 'card', instanceId: 303, index: 6 })
    if (!applied.ok) throw new Error('refused by the rules')
    const server: GameSnapshot = { ...opt.pending.after, satutscard: applied.state.satutscard, version: before.version + 1, lastMove: { player: 1, kind: 'card', instanceId: 303, index: 6, ko: [7], timeout: false } }
    const second = nextClashes(first.memory, opt.pending.after, server)
    expect(second.sequence).toBeNull()
    // Even read again from the snapshot before the move (a late poll), the memory holds.
    expect(nextClashes(second.memory, before, server).sequence).toBeNull()
  })

  it('keeps the memory unchanged when there is nothing to play', () => {
    const memory: ClashMemory = new Set(['x'])
    expect(nextClashes(memory, game(), game()).memory).toBe(memory)
  })
})

describe('lastMoveClashes', () => {
  it("replays the last move's fights on the board before its KOs (the announcer's totals)", () => {
    const before = withCard(game(), 12, MID, 2)
    const after = placed(withStatus(withCard(before, 7, STRONG, 1), 12, 'KO'), 1, 'card', 303, 7, [12])
    expect(lastMoveClashes(after)).toEqual([{ attacker: 7, defender: 12, attackerTotal: 16, defenderTotal: 8, outcome: 'ko', by: 1 }])
  })

  it('none for a pass, no move, or a move no longer on the board', () => {
    const g = withCard(game(), 12, MID, 2)
    expect(lastMoveClashes(g)).toEqual([])
    expect(lastMoveClashes({ ...g, lastMove: { player: 1, kind: 'pass', instanceId: null, index: null, ko: [], timeout: false } })).toEqual([])
    expect(lastMoveClashes(placed(g, 1, 'card', 303, 7))).toEqual([])
  })
})
