// Bot games with the pool on (BOT_WORKERS > 0): the player's move is answered at once with the
// turn handed to the bot; the bot's move follows through the game's normal save and reaches the
// player on the event stream and on the next poll; the recorded game replays exactly and every
// bot move is the inline decision (same seeded code); an overdue bot turn is played by the bot.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { matchSetupOf, replayGame, replayMove, rulesOf, startFromSeed } from '../../src/game'
import type { MatchState } from '../../src/game'
import { decide } from '../../src/server/bots/decide'
import { loadGame } from '../../src/server/db/repositories/games'
import { settle } from '../../src/server/games/clock'
import { moveStep } from '../../src/server/games/moves'
import type { GameRecord } from '../../src/server/games/types'
import { testApp, type TestApp } from './helpers/app'
import { newPlayer, type Player } from './helpers/players'
import { firstDeckId, someMove, view, type Game } from './helpers/games'
import { SseStream } from './helpers/sse'

describe('bot games with the worker pool', () => {
  let t: TestApp
  let base: string
  beforeAll(async () => {
    t = await testApp({ config: { botWorkers: 1, botTurnMs: 20_000 } })
    base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  }, 60_000)
  afterAll(() => t.close())

  /** Polls the game until the bot has played (it is the player's turn again, or the end). */
  const pollForBot = (p: Player, id: number, after: number): Promise<Game> =>
    vi.waitFor(
      async () => {
        const game = await view(t.api, p, id)
        if (game.version > after && (game.roundTo === 1 || game.status === 'FINISHED')) return game
        throw new Error(`the bot did not play after version ${after}`)
      },
      { timeout: 20_000, interval: 20 },
    )

  /** Every bot move of the stored game is what the inline bot decides from the same state and generator. */
  function expectInlineBotMoves(record: GameRecord) {
    const replay = replayGame(record.decks["1"]!, record.decks["2"]!, record.seed!, record.moves, rulesOf(record.state!))
    expect(replay.complete).toBe(true)
    expect(replay.steps.at(-1)?.state ?? replay.initial).toEqual(record.state)
    let state: MatchState = replay.initial
    // the generator right after the start, then after each bot decision (players' moves draw nothing)
    let rngState = startFromSeed(matchSetupOf(record.decks['1']!, record.decks['2']!), record.seed!).rngState
    for (const [i, move] of record.moves.entries()) {
      if (move.player === 2) {
        const decision = decide({ state, slot: 2, difficulty: record.difficulty!, rngState })
        expect(decision.move, `bot move ${i}`).toEqual(move.kind === 'pass' ? { kind: 'pass' } : { kind: move.kind, instanceId: move.instanceId, index: move.index })
        rngState = decision.rngState
      }
      state = replayMove(state, move)!.state
    }
    expect(rngState).toBe(record.rngState)
  }

  it('answers the player at once; the bot’s moves come by the stream and by polls; the game replays exactly', async () => {
    const p = await newPlayer(t.api)
    const stream = (await SseStream.open(base, p.token)).stream!
    try {
      const created = await t.api.post('/api/games/training', { userId: p.id, difficulty: 'moyen', deckId: await firstDeckId(t.api, p) }, { token: p.token })
      expect(created.status).toBe(201)
      const id: number = created.body.id
      let game: Game = created.body.roundTo === 2 ? await pollForBot(p, id, created.body.version) : created.body
      let byStream = 0
      let byPoll = 0
      for (let turn = 0; game.status === 'PLAYING'; turn++) {
        expect(game.roundTo).toBe(1)
        const res = await t.api.post(`/api/games/training/plate/${id}`, { userId: p.id, version: game.version, ...someMove(game) }, { token: p.token })
        expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200)
        const answered: Game = res.body.game
        if (answered.status !== 'PLAYING') {
          game = answered
          break
        }
        expect([answered.roundTo, answered.lastMove?.player]).toEqual([2, 1]) // answered before the bot played
        if (turn % 2 === 0) {
          const event = await stream.next('game', (d) => d.game.id === id && d.version > answered.version && (d.game.roundTo === 1 || d.game.status === 'FINISHED'), 20_000)
          game = event.data.game
          expect(game.lastMove?.player).toBe(2)
          byStream++
        } else {
          game = await pollForBot(p, id, answered.version)
          byPoll++
        }
      }
      if (game.status === 'PLAYING') game = await pollForBot(p, id, game.version)
      expect(game.status).toBe('FINISHED')
      expect(byStream).toBeGreaterThan(2)
      expect(byPoll).toBeGreaterThan(2)
      const stored = (await loadGame(t.app.db, id))!.record
      expect(stored.moves.filter((m) => m.player === 2).length).toBeGreaterThan(3)
      expectInlineBotMoves(stored)
    } finally {
      stream.close()
    }
  }, 120_000)

  it('plays the bot’s first move when the bot starts', async () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const p = await newPlayer(t.api)
      const created = await t.api.post('/api/games/training', { userId: p.id, difficulty: 'facile', deckId: await firstDeckId(t.api, p) }, { token: p.token })
      if (created.body.roundTo !== 2) continue
      expect(created.body.lastMove).toBeNull()
      const game = await pollForBot(p, created.body.id, created.body.version - 1)
      expect([game.roundTo, game.lastMove?.player]).toEqual([1, 2])
      return
    }
    throw new Error('the bot never started in 12 games')
  }, 60_000)

  it('settles an overdue bot turn (its decision lost) with the bot’s move at its deadline, never a timeout', async () => {
    const p = await newPlayer(t.api)
    const created = await t.api.post('/api/games/training', { userId: p.id, difficulty: 'difficile', deckId: await firstDeckId(t.api, p) }, { token: p.token })
    const ready = created.body.roundTo === 2 ? await pollForBot(p, created.body.id, created.body.version) : created.body
    const record = (await loadGame(t.app.db, ready.id))!.record
    const now = t.clock()
    const mine = someMove(ready)!
    const move = mine.cardId != null ? { kind: 'card' as const, instanceId: mine.cardId, index: mine.index } : { kind: 'spell' as const, instanceId: mine.spellId!, index: mine.index }
    const botToPlay = moveStep(record, 1, move, record.version, now, false).game
    expect(botToPlay.state!.roundTo).toBe(2)
    expect(settle(botToPlay, new Date(now.getTime() + 1000), false)).toBe(botToPlay) // the pool's turn: not played on a read
    const late = new Date(botToPlay.turnDeadline!.getTime() + 1000)
    const settled = settle(botToPlay, late, false)
    const botMove = settled.moves[botToPlay.moves.length]
    expect(botMove).toMatchObject({ player: 2, timeout: false, at: botToPlay.turnDeadline!.toISOString() })
    expect(settled.state!.roundTo).toBe(1)
    // inline, the bot answers at once, with the same move
    expect(settle(botToPlay, now, true).moves.at(-1)).toEqual({ ...botMove, at: now.toISOString() })
  }, 60_000)
})
