// The offline training's pure runner: a whole game against each bot reaches its result, refusals
// keep the game, the clock's pass and leaving behave as online, and the bot never shares an id.
import { describe, expect, it } from 'vitest'
import { DIFFICULTIES, TURN_MS, type Sides } from '../../../src/game'
import { BOT_INSTANCE_OFFSET, botMove, botToPlay, createLocalGame, expireTurn, playerMove, quitLocalGame, type LocalDeck } from '../../../src/game/local/localGame'
import { legalMoves } from '../../../src/game/view'

const sides = (n: number): Sides => ({ pointsHaut: n, pointsGauche: (n + 2) % 9 || 1, pointsDroite: (n + 4) % 9 || 1, pointsBas: (n + 6) % 9 || 1 })
const bonus = { pointsHaut: 0, pointsGauche: 0, pointsDroite: 0, pointsBas: 0 }
const deck: LocalDeck = {
  id: 7,
  name: 'Test',
  cartes: Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, ...bonus, card: sides((i % 9) + 1) })),
  spells: Array.from({ length: 6 }, (_, i) => ({ id: 200 + i, ...bonus, spell: { pointsHaut: 1, pointsGauche: -1, pointsDroite: 1, pointsBas: 0 } })),
}
const player = { id: 3, pseudo: 'Alice', level: 2, rating: 1000 }

describe('offline training game', () => {
  it.each(DIFFICULTIES)('plays a whole game against %s to its result', (difficulty) => {
    let game = createLocalGame({ id: 1, difficulty, player, deck, seed: 42, nowMs: 0 })
    expect(game.botDeck.cartes.every((c) => c.id >= BOT_INSTANCE_OFFSET)).toBe(true)
    let now = 0
    for (let turn = 0; turn < 200 && !game.state.finished; turn++) {
      now += 1000
      if (botToPlay(game)) {
        const before = game.version
        game = botMove(game, now, 50, () => performance.now())
        expect(game.version).toBe(before + 1)
      } else {
        const [move] = legalMoves(game.state, 1)
        const result = playerMove(game, move ?? { kind: 'pass' }, now)
        expect(result.ok).toBe(true)
        if (result.ok) game = result.game
      }
    }
    expect(game.state.finished).toBe(true)
    expect(game.state.winner === 1 || game.state.winner === 2).toBe(true)
    expect(game.turnDeadlineMs).toBeNull()
    expect(game.endedAtMs).toBe(now)
  })

  it("refuses a move out of turn or on a taken slot with the rules' message", () => {
    let game = createLocalGame({ id: 1, difficulty: 'facile', player, deck, seed: 1, nowMs: 0 })
    if (botToPlay(game)) game = botMove(game, 1, 50, () => performance.now())
    const taken = game.state.plateau.findIndex((c) => c != null)
    const first = legalMoves(game.state, 1)[0]!
    const placed = playerMove(game, first, 2)
    expect(placed.ok).toBe(true)
    if (!placed.ok) return
    const again = playerMove(placed.game, { ...first, index: first.index }, 3)
    expect(again.ok).toBe(false)
    if (!again.ok) expect(again.message).toMatch(/tour|occup/i)
    expect(taken === -1 || game.state.plateau[taken] != null).toBe(true)
  })

  it("passes the player's expired turn, and three passes lose by forfeit", () => {
    let game = createLocalGame({ id: 1, difficulty: 'facile', player, deck, seed: 5, nowMs: 0 })
    let now = 0
    while (!game.state.finished) {
      if (botToPlay(game)) {
        game = botMove(game, now, 50, () => performance.now())
        continue
      }
      expect(expireTurn(game, now)).toBe(game) // not yet
      now = (game.turnDeadlineMs ?? now) + 1
      game = expireTurn(game, now)
    }
    expect(game.state.endReason).toBe('forfeit')
    expect(game.state.winner).toBe(2)
    expect(game.lastMove?.timeout).toBe(true)
  })

  it('a player who leaves loses, and a finished game stays as it is', () => {
    const game = createLocalGame({ id: 1, difficulty: 'moyen', player, deck, seed: 9, nowMs: 0 })
    const left = quitLocalGame(game, 10)
    expect(left.state.finished).toBe(true)
    expect(left.state.winner).toBe(2)
    expect(left.state.endReason).toBe('quit')
    expect(quitLocalGame(left, 20)).toBe(left)
    expect(game.turnDeadlineMs).toBe(TURN_MS)
  })
})
