// Bot decisions in the worker pool: the same seeded moves as inline, a legal move when a worker
// fails or hangs, and the pool closed well within the 10 s shutdown budget.
import { getPriority } from 'node:os'
import { afterAll, describe, expect, it } from 'vitest'
import { applyMove, checkMove } from '../../src/game'
import type { Difficulty, MatchState, Move } from '../../src/game'
import { BotRunner } from '../../src/server/bots/runner'
import { decide, type BotRequest } from '../../src/server/bots/decide'
import { SLOW_MS, type WorkerFault } from '../../src/server/bots/worker'
import { createBotPool } from '../../src/server/bots/pool'
import { BACKGROUND_NICENESS, type Lowered } from '../../src/server/thread-priority'
import { randomMatch } from '../game/random-game'
import { hasProcThreads, niceness } from './helpers/niceness'

const quiet = () => {
  const warnings: unknown[] = []
  return { warnings, log: { warn: (obj: unknown) => void warnings.push(obj) } }
}

/** A whole seeded game, both sides bots of `difficulty`, each decision through `runner`. */
async function seededGame(runner: BotRunner, seed: number, difficulty: Difficulty): Promise<Move[]> {
  let state: MatchState = randomMatch(seed, { cards: 12, spells: 6 })
  let rngState = seed
  const moves: Move[] = []
  while (!state.finished && moves.length < 80) {
    const decision = await runner.decide({ state, slot: state.roundTo, difficulty, rngState })
    const result = applyMove(state, state.roundTo, decision.move)
    if (!result.ok) throw new Error(`illegal bot move: ${result.code}`)
    moves.push(decision.move)
    state = result.state
    rngState = decision.rngState
  }
  return moves
}

describe('bot decisions in the worker pool', () => {
  const runners: BotRunner[] = []
  const runner = (threads: number, fault?: WorkerFault, turnMs = 10_000, onStart?: () => void, niceness?: number) => {
    const { warnings, log } = quiet()
    const made = new BotRunner({ threads, turnMs, log, fault, onStart, niceness })
    runners.push(made)
    return { runner: made, warnings }
  }
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.close()))
  })

  it('plays seeded games move for move as inline', async () => {
    const inline = runner(0).runner
    // at the process's own priority: at the lowest, three whole games wait for idle cores on a busy machine
    const pooled = runner(1, undefined, 10_000, undefined, getPriority()).runner
    expect(pooled.pooled).toBe(true)
    for (const [seed, difficulty] of [[1, 'facile'], [2, 'moyen'], [3, 'difficile']] as const) {
      const expected = await seededGame(inline, seed, difficulty)
      expect(expected.length).toBeGreaterThan(4)
      expect(await seededGame(pooled, seed, difficulty)).toEqual(expected)
    }
  }, 120_000)

  const request = (): BotRequest => {
    const state = randomMatch(7, { cards: 10, spells: 5 })
    return { state, slot: state.roundTo, difficulty: 'difficile', rngState: 7 }
  }

  it.skipIf(!hasProcThreads)('decides in threads at the lowest priority, the event loop staying at its own', async () => {
    const pool = createBotPool(1)
    try {
      const threads: Lowered[] = []
      const asked = request()
      const decision = await pool.run(asked, new AbortController().signal, (thread) => void threads.push(thread))
      expect(decision).toEqual(decide(asked))
      expect(threads).toEqual([{ kind: 'ready', tid: expect.any(Number) }])
      const [thread] = threads as [Extract<Lowered, { kind: 'ready' }>]
      expect(niceness(thread.tid)).toBe(BACKGROUND_NICENESS)
      expect(niceness('thread-self')).toBe(0)
    } finally {
      await pool.close()
    }
  }, 30_000)

  for (const fault of ['throw', 'exit', 'hang'] as const) {
    it(`a worker that fails mid-decision (${fault}) still yields a legal move, logged`, async () => {
      // a generous budget for 'throw' and 'exit' (the thread starts with the first decision); a short one to catch 'hang'
      const { runner: failing, warnings } = runner(1, fault, fault === 'hang' ? 1_000 : 15_000)
      const asked = request()
      const decision = await failing.decide(asked)
      expect(decision.move.kind).not.toBe('pass')
      expect(checkMove(asked.state, asked.slot, decision.move)).toBeNull()
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toMatchObject({ reason: fault === 'hang' ? 'overrun' : 'failed' })
    }, 30_000)
  }

  it('counts a decision’s time from when a worker starts it, not while it waits in the queue', async () => {
    // One thread, each decision SLOW_MS: the last ones wait in the queue far longer than their budget,
    // yet each runs well within it, so none may fall back.
    const turnMs = 1_500
    const count = 8
    const { runner: slow, warnings } = runner(1, 'slow', turnMs)
    const asked = Array.from({ length: count }, (_, i) => {
      const state = randomMatch(20 + i, { cards: 10, spells: 5 })
      return { state, slot: state.roundTo, difficulty: 'facile', rngState: 20 + i } satisfies BotRequest
    })
    const started = Date.now()
    const decisions = await Promise.all(asked.map((r) => slow.decide(r)))
    expect(Date.now() - started).toBeGreaterThan(Math.max(turnMs, count * SLOW_MS)) // the queue outlasted the budget
    expect(warnings).toEqual([])
    expect(decisions).toEqual(asked.map((r) => decide(r)))
  }, 60_000)

  it('closes within the 10 s shutdown budget, even with a decision hanging', async () => {
    let begun!: () => void
    const inFlight = new Promise<void>((resolve) => (begun = resolve))
    const { runner: hanging } = runner(1, 'hang', 60_000, () => begun())
    const pending = hanging.decide(request())
    await inFlight // a worker has the decision
    const started = Date.now()
    await hanging.close()
    expect(Date.now() - started).toBeLessThan(10_000)
    // the decision in flight still ends with a legal move
    const decision = await pending
    expect(decision.move.kind).not.toBe('pass')
  }, 30_000)
})
