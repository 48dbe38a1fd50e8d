// One game through the code the server runs: the start of src/game/replay.ts (the server's
// startMatch calls it), applyMove for every move, the server's bot decision (src/server/bots/decide.ts:
// node budget, seeded by the game's generator) for bot seats, and the greedy new player for the other.
import { applyMove, createRng, matchSetupOf, startFromSeed } from '../../../src/game'
import type { Difficulty, MatchState, Move, PlayerSlot } from '../../../src/game'
import { decide } from '../../../src/server/bots/decide'
import { greedyMove } from '../../game/bot-balance'
import { frozen, type BenchDeck } from './catalogue'

/** Who plays a seat: a new player laying cards for the most KOs ('greedy'), or a bot level. */
export type Player = 'greedy' | Difficulty

export interface MatchSpec {
  decks: [BenchDeck, BenchDeck]
  players: [Player, Player]
  /** Any integer: the game's seed is derived from it so that `starter` starts. */
  seed: number
  starter: PlayerSlot
}

export interface MatchResult {
  winner: PlayerSlot
  starter: PlayerSlot
  /** The state after the start (hands dealt). */
  initial: MatchState
  state: MatchState
}

/** The first seed from `n × 8` whose start draws `starter` (the server draws it from the game's seed). */
export function seedWithStarter(n: number, starter: PlayerSlot): number {
  for (let s = n * 8; ; s++) if ((createRng(s).int(2) === 0 ? 1 : 2) === starter) return s >>> 0
}

export function playMatch({ decks, players, seed, starter }: MatchSpec): MatchResult {
  const gameSeed = seedWithStarter(seed, starter)
  const start = startFromSeed(matchSetupOf(frozen(decks[0], 1000), frozen(decks[1], 2000)), gameSeed)
  const initial = start.state
  let state = initial
  let rngState = start.rngState
  const human = createRng(gameSeed ^ 0x5bd1e995)
  while (!state.finished) {
    const slot = state.roundTo
    const who = players[slot - 1]
    let move: Move
    if (who === 'greedy') move = greedyMove(state, slot, human)
    else {
      const decision = decide({ state, slot, difficulty: who, rngState })
      move = decision.move
      rngState = decision.rngState
    }
    const result = applyMove(state, slot, move)
    if (!result.ok) throw new Error(`illegal move by ${who}: ${JSON.stringify(move)} (${result.code})`)
    state = result.state
  }
  return { winner: state.winner!, starter: state.starter, initial, state }
}
