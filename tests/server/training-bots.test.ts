// Training against each bot to the end: the bot answers within the same request with legal moves,
// no rewards, statistics per difficulty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers/app'
import { newPlayer } from './helpers/players'
import { firstDeckId, someMove, watchLeaks } from './helpers/games'

describe('training against the bots', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp()
  })
  afterAll(() => t.close())

  it.each(['facile', 'moyen', 'difficile'] as const)('plays a whole game against %s; only statistics change', async (difficulty) => {
    const p = await newPlayer(t.api)
    const watch = watchLeaks(t.api, [p])
    const created = await t.api.post('/api/games/training', { userId: p.id, difficulty, deckId: await firstDeckId(t.api, p) }, { token: p.token })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ type: 'training', mode: 'bot', status: 'PLAYING', difficulty, you: 1, roundTo: 1, joueur2: { bot: true } })
    const id = created.body.id
    let game = created.body
    let mine = 0
    while (game.status === 'PLAYING') {
      expect(game.roundTo).toBe(1) // the bot always answers within the request
      const before = game.plateau.filter((c: number | null) => c != null).length + game.plateauspell.filter((s: number | null) => s != null).length
      const res = await t.api.post(`/api/games/training/plate/${id}`, { userId: p.id, version: game.version, ...someMove(game) }, { token: p.token })
      expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200)
      game = res.body.game
      const after = game.plateau.filter((c: number | null) => c != null).length + game.plateauspell.filter((s: number | null) => s != null).length
      expect(after).toBeGreaterThanOrEqual(before + 1) // my placement, plus the bot's answer(s)
      if (game.status === 'PLAYING' && game.lastMove) expect(game.lastMove.player).toBe(2)
      mine++
    }
    expect(game).toMatchObject({ status: 'FINISHED', endReason: expect.stringMatching(/board-full|no-moves/), rewards: { xp: 0, credit: 0, ratingChange: 0 } })
    expect(mine).toBeGreaterThan(5)
    const again = await t.api.get(`/api/games/training/${id}`, { token: p.token })
    expect(again.body.version).toBe(game.version)
    const stats = await t.api.get(`/api/games/training/stats/${p.id}`, { token: p.token })
    const won = game.winner === p.id ? 1 : 0
    expect(stats.body).toEqual({
      userId: p.id,
      played: 1,
      won,
      byDifficulty: { facile: { played: 0, won: 0 }, moyen: { played: 0, won: 0 }, difficile: { played: 0, won: 0 }, [difficulty]: { played: 1, won } },
    })
    const me = await t.api.get(`/api/user/${p.id}`, { token: p.token })
    expect([me.body.level, me.body.credit]).toEqual([0, 500])
    watch.check()
  })

  it('creates without a deck, resumes the same difficulty, counts a quit as a game lost', async () => {
    const p = await newPlayer(t.api)
    const created = await t.api.post('/api/games/training', { userId: p.id, difficulty: 'facile' }, { token: p.token })
    expect(created.body).toMatchObject({ status: 'WAITING', deckplayer1: null, hand: { cartes: [], spells: [] }, handSizes: { joueur1: { cards: 0 }, joueur2: { cards: 12, spells: 6 } } })
    const resumed = await t.api.post('/api/games/training', { userId: p.id, difficulty: 'facile', deckId: await firstDeckId(t.api, p) }, { token: p.token })
    expect(resumed.body).toMatchObject({ id: created.body.id, status: 'PLAYING' })
    const other = await t.api.post('/api/games/training', { userId: p.id, difficulty: 'difficile' }, { token: p.token })
    expect([other.status, other.body.game.id]).toEqual([409, created.body.id])
    const check = await t.api.get(`/api/games/check/${p.id}`, { token: p.token })
    expect(check.body).toEqual({ id: created.body.id, type: 'training', status: 'PLAYING', code: null })
    const quit = await t.api.post(`/api/games/training/end/${created.body.id}`, { userId: p.id }, { token: p.token })
    expect(quit.body).toMatchObject({ status: 'FINISHED', endReason: 'quit', winner: resumed.body.joueur2.id })
    const stats = await t.api.get(`/api/games/training/stats/${p.id}`, { token: p.token })
    expect(stats.body.byDifficulty.facile).toEqual({ played: 1, won: 0 })
  })

  it('the history names the bot’s difficulty of each training game, and none for a game between players', async () => {
    const p = await newPlayer(t.api)
    for (const difficulty of ['difficile', 'moyen'] as const) {
      const created = await t.api.post('/api/games/training', { userId: p.id, difficulty }, { token: p.token })
      await t.api.post(`/api/games/training/end/${created.body.id}`, { userId: p.id }, { token: p.token })
    }
    const queued = await t.api.post('/api/games/unranked', { userId: p.id }, { token: p.token })
    expect(queued.body.status).toBe('WAITING')
    const history = await t.api.get(`/api/games/user/${p.id}`, { token: p.token })
    expect(history.body.map((g: { type: string; difficulty: string | null }) => [g.type, g.difficulty])).toEqual([
      ['unranked', null],
      ['training', 'moyen'],
      ['training', 'difficile'],
    ])
  })
})
