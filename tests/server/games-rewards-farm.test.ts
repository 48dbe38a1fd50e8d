// No credit farm: a game that ends before each player has placed something (quits, passes only)
// rewards nobody and moves no rating; once both have played, a quit gives the normal rewards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers/app'
import { newPlayer, type Player } from './helpers/players'
import { bothPlace, firstDeckId, plateUrl, someMove, view } from './helpers/games'

describe('rewards need both players to have played', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp()
  })
  afterAll(() => t.close())

  const profile = async (p: Player) => {
    const u = (await t.api.get(`/api/user/${p.id}`, { token: p.token })).body
    return { xp: u.level, credit: u.credit, rating: u.rating }
  }
  /** A ranked game between a and b, both decks chosen. */
  const start = async (a: Player, b: Player): Promise<number> => {
    const opened = await t.api.post('/api/games/ranked', { userId: a.id }, { token: a.token })
    const joined = await t.api.post('/api/games/ranked', { userId: b.id }, { token: b.token })
    expect(joined.body.id).toBe(opened.body.id)
    const id: number = opened.body.id
    for (const p of [a, b]) await t.api.post(`/api/games/ranked/decks/${id}`, { userId: p.id, deckId: await firstDeckId(t.api, p) }, { token: p.token })
    expect((await view(t.api, a, id)).status).toBe('PLAYING')
    return id
  }
  const quit = (id: number, p: Player) => t.api.post(`/api/games/ranked/end/${id}`, { userId: p.id }, { token: p.token })

  it('both quit before any move: nothing for either, 10 rounds', async () => {
    const a = await newPlayer(t.api)
    const b = await newPlayer(t.api)
    const before = [await profile(a), await profile(b)]
    for (let round = 0; round < 10; round++) {
      const id = await start(a, b)
      const [first, second] = round % 2 ? [a, b] : [b, a]
      const ended = await quit(id, first)
      expect(ended.body).toMatchObject({ status: 'FINISHED', endReason: 'quit', rewards: { xp: 0, credit: 0, ratingChange: 0 } })
      await quit(id, second)
      expect((await view(t.api, second, id)).rewards).toEqual({ xp: 0, credit: 0, ratingChange: 0 })
    }
    expect([await profile(a), await profile(b)]).toEqual(before)
    const ranking = (await t.api.get('/api/user/ranking', { token: a.token })).body as { id: number; played: number }[]
    expect(ranking.find((r) => r.id === a.id)?.played ?? 0).toBe(0)
  })

  it('one player moves, then both quit: nothing (the other never moved)', async () => {
    const a = await newPlayer(t.api)
    const b = await newPlayer(t.api)
    const before = [await profile(a), await profile(b)]
    const id = await start(a, b)
    const [ga, gb] = [await view(t.api, a, id), await view(t.api, b, id)]
    const [mover, moverView, waiter] = ga.you === ga.roundTo ? [a, ga, b] : [b, gb, a]
    const placed = await t.api.post(plateUrl('ranked', id), { userId: mover.id, version: moverView.version, ...someMove(moverView) }, { token: mover.token })
    expect(placed.status).toBe(200)
    await quit(id, waiter)
    await quit(id, mover)
    const final = await view(t.api, mover, id)
    expect(final).toMatchObject({ status: 'FINISHED', winner: mover.id, rewards: { xp: 0, credit: 0, ratingChange: 0 } })
    expect([await profile(a), await profile(b)]).toEqual(before)
  })

  it('one player moves, the other only lets the clock run (passes are not moves): nothing', async () => {
    const a = await newPlayer(t.api)
    const b = await newPlayer(t.api)
    const before = [await profile(a), await profile(b)]
    const id = await start(a, b)
    const ga = await view(t.api, a, id)
    const gb = await view(t.api, b, id)
    const [mover, moverView] = ga.you === ga.roundTo ? [a, ga] : [b, gb]
    await t.api.post(plateUrl('ranked', id), { userId: mover.id, version: moverView.version, ...someMove(moverView) }, { token: mover.token })
    t.clock.advance(10 * 30_000)
    const final = await view(t.api, a, id)
    expect(final).toMatchObject({ status: 'FINISHED', endReason: 'forfeit', rewards: { xp: 0, credit: 0, ratingChange: 0 } })
    expect([await profile(a), await profile(b)]).toEqual(before)
  })

  it('both moved, then one quits: the normal rewards and Elo', async () => {
    const a = await newPlayer(t.api)
    const b = await newPlayer(t.api)
    const id = await start(a, b)
    await bothPlace(t.api, 'ranked', id, [a, b])
    const ended = await quit(id, a)
    expect(ended.body).toMatchObject({ winner: b.id, endReason: 'quit', rewards: { xp: 0, credit: 0, ratingChange: -16 } })
    expect((await view(t.api, b, id)).rewards).toEqual({ xp: 100, credit: 50, ratingChange: 16 })
    expect([await profile(a), await profile(b)]).toEqual([
      { xp: 0, credit: 500, rating: 984 },
      { xp: 100, credit: 550, rating: 1016 },
    ])
  })
})
