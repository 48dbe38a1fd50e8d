// The server records what a replay needs, through its own pure steps (no database): the seed of
// the start, every move with its time (the player's, the bot's, the clock's passes, the quit), and
// replayGame rebuilds the stored final state exactly.
import { describe, expect, it } from 'vitest'
import { chooseMove, createRng, makeSides, replayGame, rulesOf } from '../../src/game'
import type { Difficulty, Rng } from '../../src/game'
import { newRecord } from '../../src/server/games/creation'
import { withDeck } from '../../src/server/games/decks'
import { moveStep } from '../../src/server/games/moves'
import { settle } from '../../src/server/games/clock'
import { runBots } from '../../src/server/games/transitions'
import { leaveStep } from '../../src/server/games/ending'
import type { ChosenDeck, GameRecord } from '../../src/server/games/types'

const between = (rng: Rng, lo: number, hi: number) => lo + rng.int(hi - lo + 1)

/** The parts of frozen instances the rules read (ids, base and bonus sides); the rest of the API object is not needed here. */
function deckOf(rng: Rng, deckId: number, offset: number): ChosenDeck {
  const cards = Array.from({ length: between(rng, 12, 20) }, (_, i) => ({
    id: offset + i,
    ...makeSides(rng.int(3), rng.int(3), 0, 0),
    card: makeSides(between(rng, 1, 9), between(rng, 1, 9), between(rng, 1, 9), between(rng, 1, 9)),
  }))
  const spells = Array.from({ length: rng.int(8) }, (_, i) => ({ id: offset + 500 + i, ...makeSides(0, 0, 0, 0), spell: makeSides(between(rng, -5, 5), 2, -1, 0) }))
  return { deckId, cards, spells } as unknown as ChosenDeck
}

/** A training game to its end: the human (slot 1) played by a bot, sometimes away (the clock passes), rarely leaving. */
function trainingGame(seed: number): { game: GameRecord; decks: [ChosenDeck, ChosenDeck] } {
  const rng = createRng(seed)
  let now = new Date(Date.UTC(2026, 10, 24, 10))
  const difficulty: Difficulty = seed % 10 === 0 ? 'difficile' : seed % 2 ? 'facile' : 'moyen'
  const decks: [ChosenDeck, ChosenDeck] = [deckOf(rng, 1, 1000), deckOf(rng, 2, 2000)]
  let game = newRecord({ type: 'training', players: [10, 20], difficulty, rngState: rng.int(2 ** 32) }, now)
  game = runBots(withDeck(withDeck(game, 2, decks[1], now), 1, decks[0], now), now) // the bot answers as the inline game path does (mutate.ts)
  while (game.status === 'PLAYING' && game.state) {
    const roll = rng.next()
    if (roll < 0.005) {
      game = leaveStep(game, 1, now, rng.next() < 0.5 ? 'quit' : 'surrender').game
    } else if (roll < 0.1) {
      now = new Date(game.turnDeadline!.getTime() + between(rng, 0, 40_000)) // away: one or two turns pass
      game = settle(game, now)
    } else {
      now = new Date(now.getTime() + between(rng, 500, 20_000))
      game = runBots(moveStep(game, 1, chooseMove(game.state, 1, 'moyen', rng), game.version, now, false).game, now)
    }
  }
  return { game, decks }
}

describe('replay recording', () => {
  it('60 training games: the seed and every move are recorded, and replaying them gives the stored final state', () => {
    const kinds = { bot: 0, human: 0, timeouts: 0, left: 0 }
    for (let seed = 1; seed <= 60; seed++) {
      const { game, decks } = trainingGame(seed)
      expect(game.status).toBe('FINISHED')
      expect(game.seed).not.toBeNull()
      expect(game.decks).toEqual({ '1': decks[0], '2': decks[1] })
      const replay = replayGame(decks[0], decks[1], game.seed!, game.moves, rulesOf(game.state!))
      expect(replay.complete).toBe(true)
      expect(replay.steps.at(-1)?.state ?? replay.initial).toEqual(game.state)
      expect(game.moves.length).toBe(game.state!.moveCount + (game.endReason === 'quit' || game.endReason === 'surrender' ? 1 : 0))
      // times never go back; the last move's time is the end's
      const times = game.moves.map((m) => Date.parse(m.at))
      expect(times).toEqual([...times].sort((a, b) => a - b))
      if (game.moves.length) expect(times.at(-1)).toBe(game.endedAt!.getTime())
      kinds.bot += game.moves.filter((m) => m.player === 2).length
      kinds.human += game.moves.filter((m) => m.player === 1 && !m.timeout).length
      kinds.timeouts += game.moves.filter((m) => m.timeout).length
      kinds.left += game.moves.filter((m) => m.kind === 'quit' || m.kind === 'surrender').length
    }
    expect(kinds.bot).toBeGreaterThan(100)
    expect(kinds.human).toBeGreaterThan(100)
    expect(kinds.timeouts).toBeGreaterThan(10)
    expect(kinds.left).toBeGreaterThan(0)
    // a timeout is a pass of the player whose turn ran out, never the bot's
    const { game } = trainingGame(5)
    for (const m of game.moves.filter((m) => m.timeout)) expect([m.player, m.kind, m.instanceId, m.index]).toEqual([1, 'pass', null, null])
  })
})
