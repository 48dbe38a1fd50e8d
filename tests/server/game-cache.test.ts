// The per-instance game cache (src/server/games/cache.ts) is never stale: a read checks the row's
// version, a move saves over the held version, the writer holds what it saved. Two instances share
// one database (PostgreSQL when TEST_DATABASE_URL is set).
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { twoInstances, type TwoInstances } from './helpers/app'
import { plateUrl, someMove, startUnranked, view } from './helpers/games'

describe('game cache', () => {
  let t: TwoInstances
  beforeAll(async () => {
    t = await twoInstances()
  })
  afterAll(async () => {
    await t.close()
  })

  it('each instance holds its own games, saves, notice bus and bots (app objects, not shared through the database handle)', () => {
    const { a, b } = t
    expect(a.app.db).toBe(b.app.db) // one database handle, as the helper shares it
    expect(a.app.gameCache).not.toBe(b.app.gameCache)
    expect(a.app.gameSaves).not.toBe(b.app.gameSaves)
    expect(a.app.botHost).not.toBe(b.app.botHost)
    expect(a.app.notices).not.toBe(b.app.notices)
    expect(a.app.gameStore).toEqual({ db: a.app.db, cache: a.app.gameCache, saves: a.app.gameSaves, notices: a.app.notices, bots: a.app.botHost })
  })

  it('a read right after a move on the other instance sees the move', async () => {
    const { a, b } = t
    const { id, mover, waiter } = await startUnranked(a.api)
    for (let i = 0; i < 4; i++) {
      const [who, other] = i % 2 ? [waiter, mover] : [mover, waiter]
      const before = await view(b.api, who, id) // held by b (and by a after its first read)
      await view(a.api, other, id)
      const res = await a.api.post(plateUrl('unranked', id), { userId: who.id, version: before.version, ...someMove(before) }, { token: who.token })
      expect(res.status).toBe(200)
      const after = await view(b.api, who, id)
      expect(after.version).toBe(before.version + 1)
      expect(after).toEqual({ ...res.body.game, serverTime: after.serverTime, turnDeadline: after.turnDeadline })
    }
  })

  it('the writer holds the game it saved, at the saved version', async () => {
    const { a } = t
    const { id, mover } = await startUnranked(a.api)
    const g = await view(a.api, mover, id)
    const res = await a.api.post(plateUrl('unranked', id), { userId: mover.id, version: g.version, ...someMove(g) }, { token: mover.token })
    const held = await a.app.gameCache.atLeast(id, res.body.game.version)
    expect(held?.record.version).toBe(res.body.game.version)
    expect(held?.record.state?.moveCount).toBe(1)
  })

  it('a row changed behind the cache (no notice at all) is reloaded by the next read', async () => {
    const { a } = t
    const { id, mover } = await startUnranked(a.api)
    const g = await view(a.api, mover, id)
    await a.app.db.execute(sql`UPDATE games SET version = version + 1, timeouts1 = timeouts1 WHERE id = ${id}`)
    expect((await view(a.api, mover, id)).version).toBe(g.version + 1)
    await a.app.db.execute(sql`DELETE FROM games WHERE id = ${id}`)
    expect((await a.api.get(`/api/games/${id}`, { token: mover.token })).status).toBe(404)
  })

  it('a move from a stale held game is applied on the fresh one, and a refusal is judged on the fresh one', async () => {
    const { a, b } = t
    const { id, mover, waiter } = await startUnranked(a.api)
    const g = await view(a.api, mover, id) // a holds version v
    const first = await b.api.post(plateUrl('unranked', id), { userId: mover.id, ...someMove(g) }, { token: mover.token })
    expect(first.status).toBe(200)
    expect((await a.app.gameCache.held(id)).game?.record.version).toBe(g.version) // a's own cache: b's save is not in it
    // a still holds v, where it is the mover's turn: the mover's second move must be refused as out of turn
    const again = await a.api.post(plateUrl('unranked', id), { userId: mover.id, cardId: g.hand.cartes[1].id, index: 20 }, { token: mover.token })
    expect(again.status).toBe(409)
    expect(again.body.game.version).toBe(first.body.game.version)
    // and the waiter, whose turn it is for a (stale: not yet), plays from a's held copy
    const w = await view(b.api, waiter, id)
    const reply = await a.api.post(plateUrl('unranked', id), { userId: waiter.id, ...someMove(w) }, { token: waiter.token })
    expect(reply.status).toBe(200)
    expect(reply.body.game.version).toBe(first.body.game.version + 1)
    expect((await view(b.api, waiter, id)).version).toBe(reply.body.game.version)
  })
})
