// Ranked matchmaking: players close in rating are paired, the window widens with the stored waiting
// time; Elo (K = 32) and the ranking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testApp, type TestApp } from './helpers/app'
import { newPlayer, type Player } from './helpers/players'
import { bothPlace, firstDeckId, playToEnd, watchLeaks } from './helpers/games'
import { users } from '../../src/server/db/schema'

describe('ranked games', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp()
  })
  afterAll(() => t.close())

  const setRating = (p: Player, rating: number) => t.app.db.update(users).set({ rating }).where(eq(users.id, p.id))
  const chooseDecks = async (id: number, ...ps: Player[]) => {
    let last
    for (const p of ps) last = await t.api.post(`/api/games/ranked/decks/${id}`, { userId: p.id, deckId: await firstDeckId(t.api, p) }, { token: p.token })
    return last!.body
  }

  it('plays a ranked game to the end: rewards and Elo ±16 between equal ratings', async () => {
    const a = await newPlayer(t.api)
    const b = await newPlayer(t.api)
    const watch = watchLeaks(t.api, [a, b])
    const opened = await t.api.post('/api/games/ranked', { userId: a.id }, { token: a.token })
    const joined = await t.api.post('/api/games/ranked', { userId: b.id }, { token: b.token })
    expect(joined.body.id).toBe(opened.body.id)
    expect((await chooseDecks(opened.body.id, a, b)).status).toBe('PLAYING')
    const { last } = await playToEnd([{ api: t.api, player: a }, { api: t.api, player: b }], opened.body.id, 'ranked')
    const winner = last.winner === a.id ? a : b
    const loser = winner === a ? b : a
    expect((await t.api.get(`/api/games/${last.id}`, { token: winner.token })).body.rewards).toEqual({ xp: 100, credit: 50, ratingChange: 16 })
    expect((await t.api.get(`/api/games/${last.id}`, { token: loser.token })).body.rewards).toEqual({ xp: 25, credit: 10, ratingChange: -16 })
    const ranking = await t.api.get('/api/user/ranking', { token: a.token })
    const w = ranking.body.find((r: { id: number }) => r.id === winner.id)
    const l = ranking.body.find((r: { id: number }) => r.id === loser.id)
    expect(w).toMatchObject({ rating: 1016, played: 1, wins: 1, losses: 0, level: 100 })
    expect(l).toMatchObject({ rating: 984, played: 1, wins: 0, losses: 1, level: 25 })
    expect(w.rank).toBeLessThan(l.rank)
    watch.check()
  })

  it('pairs only close ratings at first, then widens the window as the waiting time grows', async () => {
    const a = await newPlayer(t.api)
    const c = await newPlayer(t.api)
    await setRating(a, 1000)
    await setRating(c, 1300)
    const opened = await t.api.post('/api/games/ranked', { userId: a.id }, { token: a.token })
    expect(opened.body.status).toBe('WAITING')
    const far = await t.api.post('/api/games/ranked', { userId: c.id }, { token: c.token })
    expect(far.body.id).not.toBe(opened.body.id) // 300 apart: c opens their own game
    expect(far.body.joueur2).toBeNull()

    t.clock.advance(30_000) // window 100 + 3 × 50 = 250: still too far
    const still = await t.api.post('/api/games/ranked', { userId: c.id }, { token: c.token })
    expect(still.body.id).toBe(far.body.id)

    t.clock.advance(10_000) // 40 s: window 300
    const paired = await t.api.post('/api/games/ranked', { userId: c.id }, { token: c.token })
    expect(paired.body.id).toBe(opened.body.id)
    expect(paired.body).toMatchObject({ you: 2, joueur1: { id: a.id, rating: 1000 }, joueur2: { id: c.id, rating: 1300 } })
    expect((await t.api.get(`/api/games/${far.body.id}`, { token: c.token })).status).toBe(404) // c's own waiting game is gone

    await chooseDecks(opened.body.id, a, c)
    await bothPlace(t.api, 'ranked', opened.body.id, [a, c]) // rewards need both to have played
    // a quits: a loss for a (no XP), a normal win for c; Elo still moves (1300 vs 1000: ±5)
    const quit = await t.api.post(`/api/games/ranked/end/${opened.body.id}`, { userId: a.id }, { token: a.token })
    expect(quit.body).toMatchObject({ winner: c.id, endReason: 'quit', rewards: { xp: 0, credit: 0, ratingChange: -5 } })
    expect((await t.api.get(`/api/games/${opened.body.id}`, { token: c.token })).body.rewards).toEqual({ xp: 100, credit: 50, ratingChange: 5 })
    const [ua, uc] = await Promise.all([t.api.get(`/api/user/${a.id}`, { token: a.token }), t.api.get(`/api/user/${c.id}`, { token: c.token })])
    expect([ua.body.rating, ua.body.level, ua.body.credit]).toEqual([995, 0, 500])
    expect([uc.body.rating, uc.body.level, uc.body.credit]).toEqual([1305, 100, 550])
    const ranking = (await t.api.get('/api/user/ranking', { token: a.token })).body as { rating: number }[]
    expect(ranking.map((r) => r.rating)).toEqual([...ranking.map((r) => r.rating)].sort((x, y) => y - x))
  })
})
