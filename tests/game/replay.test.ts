// A replay (src/game/replay.ts) reproduces a game exactly: 200 seeded bot-vs-bot games, with
// timeouts and the odd quit, recorded move by move, replayed from the frozen decks and the seed.
import { describe, expect, it } from 'vitest'
import { CURRENT_RULES, applyMove, chooseMove, createRng, endByQuit, makeSides, matchSetupOf, replayGame, replayMove, startFromSeed } from '../../src/game'
import type { DeckCard, DeckSpell, Difficulty, FrozenDeck, MatchState, RecordedMove, Rng, RulesVersion } from '../../src/game'

const between = (rng: Rng, lo: number, hi: number) => lo + rng.int(hi - lo + 1)

/** A frozen deck: instances with a base (`card` / `spell`) and an upgrade bonus, ids from `offset`. */
function randomDeck(rng: Rng, offset: number): FrozenDeck {
  const cards: DeckCard[] = Array.from({ length: between(rng, 12, 30) }, (_, i) => {
    const bonus = rng.int(4)
    return { id: offset + i, ...makeSides(bonus, bonus, bonus, bonus), card: makeSides(between(rng, 1, 9), between(rng, 1, 9), between(rng, 1, 9), between(rng, 1, 9)) }
  })
  const spells: DeckSpell[] = Array.from({ length: rng.int(16) }, (_, i) => ({
    id: offset + 500 + i,
    ...makeSides(rng.int(2), 0, rng.int(2), 0),
    spell: makeSides(between(rng, -5, 5), between(rng, -5, 5), between(rng, -5, 5), between(rng, -5, 5)),
  }))
  return { cards, spells }
}

interface Played {
  decks: [FrozenDeck, FrozenDeck]
  seed: number
  rules: RulesVersion
  moves: RecordedMove[]
  states: MatchState[]
  kos: number[][]
}

/** Bot against bot from `gameSeed`: each turn a bot move, sometimes the clock's pass, rarely a quit (odd seeds: the first rules). */
function playBotGame(gameSeed: number): Played {
  const rules: RulesVersion = gameSeed % 2 === 1 ? 1 : CURRENT_RULES
  const rng = createRng(gameSeed)
  const decks: [FrozenDeck, FrozenDeck] = [randomDeck(rng, 1000), randomDeck(rng, 2000)]
  const levels: Difficulty[] = gameSeed % 20 === 0 ? ['difficile', 'moyen'] : [rng.next() < 0.5 ? 'facile' : 'moyen', rng.next() < 0.5 ? 'facile' : 'moyen']
  const passRates = gameSeed % 10 === 3 ? [0.5, 0.06] : [0.06, 0.06] // one game in ten, a player often away
  const seed = rng.int(2 ** 32)
  let state = startFromSeed(matchSetupOf(...decks), seed, rules).state
  const moves: RecordedMove[] = []
  const states: MatchState[] = []
  const kos: number[][] = []
  let t = Date.UTC(2026, 10, 24, 12)
  while (!state.finished) {
    const player = state.roundTo
    t += between(rng, 200, 30_000)
    const at = new Date(t).toISOString()
    if (rng.next() < 0.004) {
      const kind = rng.next() < 0.5 ? 'quit' : 'surrender'
      state = endByQuit(state, player, kind)
      moves.push({ player, kind, instanceId: null, index: null, timeout: false, at })
      states.push(state)
      kos.push([])
      break
    }
    const timeout = rng.next() < passRates[player - 1]
    const move = timeout ? { kind: 'pass' as const } : chooseMove(state, player, levels[player - 1], rng, 5, () => performance.now())
    const result = applyMove(state, player, move)
    if (!result.ok) throw new Error(`the bot played an illegal move: ${result.code}`)
    state = result.state
    moves.push({ player, kind: move.kind, instanceId: move.kind === 'pass' ? null : move.instanceId, index: move.kind === 'pass' ? null : move.index, timeout, at })
    states.push(state)
    kos.push(result.events.ko)
  }
  return { decks, seed, rules, moves, states, kos }
}

describe('replay', () => {
  it('reproduces every state of 200 seeded bot games exactly, the final board included', () => {
    const reasons = new Set<string>()
    let timeouts = 0
    let totalBytes = 0
    for (let g = 1; g <= 200; g++) {
      const played = playBotGame(g * 7919)
      const replay = replayGame(played.decks[0], played.decks[1], played.seed, played.moves, played.rules)
      expect(replay.complete).toBe(true)
      expect(replay.steps.map((s) => s.state)).toEqual(played.states)
      expect(replay.steps.map((s) => s.ko)).toEqual(played.kos)
      const final = replay.steps.at(-1)?.state ?? replay.initial
      expect(final).toEqual(played.states.at(-1) ?? final)
      expect(final.finished).toBe(true)
      reasons.add(final.endReason!)
      timeouts += played.moves.filter((m) => m.timeout).length
      totalBytes += JSON.stringify(played.moves).length
    }
    // the games cover the board's ends, forfeits by passing and leaving; a game's moves stay a few KB
    expect([...reasons].sort()).toEqual(expect.arrayContaining(['board-full', 'forfeit']))
    expect(reasons.has('quit') || reasons.has('surrender')).toBe(true)
    expect(timeouts).toBeGreaterThan(50)
    expect(totalBytes / 200).toBeLessThan(6_000)
  })

  it('starts from the seed: the same starter as the game, whatever the decks', () => {
    const rng = createRng(42)
    const decks = [randomDeck(rng, 1000), randomDeck(rng, 2000)] as const
    const starters = new Set(Array.from({ length: 20 }, (_, seed) => startFromSeed(matchSetupOf(...decks), seed).state.starter))
    expect(starters).toEqual(new Set([1, 2]))
    expect(replayGame(decks[0], decks[1], 7, [], CURRENT_RULES).initial).toEqual(startFromSeed(matchSetupOf(...decks), 7).state)
    // a game of the first rules starts with both whole decks in hand, one of the current rules with dealt hands
    const first = replayGame(decks[0], decks[1], 7, [], 1).initial
    expect(first.hands[1].cards).toHaveLength(decks[0].cards.length)
    expect(first.rules).toBeUndefined()
    expect(startFromSeed(matchSetupOf(...decks), 7).state.rules).toBe(CURRENT_RULES)
  })

  it('stops at a move the rules refuse, keeping the steps before it', () => {
    const played = playBotGame(3)
    const moves = played.moves.slice(0, 4)
    const wrong: RecordedMove = { ...moves[3], player: moves[3].player === 1 ? 2 : 1 } // out of turn
    const replay = replayGame(played.decks[0], played.decks[1], played.seed, [...moves.slice(0, 3), wrong, moves[3]], played.rules)
    expect(replay.complete).toBe(false)
    expect(replay.steps).toHaveLength(3)
    expect(replayMove(played.states[0], { ...moves[1], kind: 'card', instanceId: null })).toBeNull()
  })
})
