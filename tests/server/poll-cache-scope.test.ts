// The poll cache settles per user (src/server/plugins/poll-cache.ts): while a write's marker is in
// flight, only the users that write may have changed (its caller, the users it touched) bypass the
// cache; everyone else's polls are still served from it (PostgreSQL when TEST_DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PollCache } from '../../src/server/plugins/poll-cache'
import type { UserRow } from '../../src/server/db/repositories/users'
import type { Notice } from '../../src/server/events'
import { testApp, type TestApp } from './helpers/app'
import { adminToken, newPlayer, type Player } from './helpers/players'
import { someMove, startUnranked, view } from './helpers/games'

/** Counts the loads (database reads) a cache makes per user. */
function countLoads(cache: PollCache): Map<number, number> {
  const loads = new Map<number, number>()
  const user = cache.user.bind(cache)
  cache.user = (id, load) =>
    user(id, () => {
      loads.set(id, (loads.get(id) ?? 0) + 1)
      return load()
    })
  return loads
}

describe('PollCache: settling per user', () => {
  const row = (id: number) => ({ id }) as UserRow
  const markers: string[] = []
  const cache = new PollCache((notice) => void (notice.kind === 'pollMarker' && notice.id && markers.push(notice.id)))
  const loads = countLoads(cache)
  const read = (id: number) => cache.user(id, async () => row(id))
  const back = (id: string) => cache.heard({ kind: 'pollMarker', id })
  afterAll(() => cache.close())

  it('bypasses only the users of a write in flight, until its marker is back; everyone for a write without users', async () => {
    for (const id of [1, 2, 3]) await read(id)
    const [one, two] = [cache.afterWrite([1]), cache.afterWrite([1, 2])]
    const [first, second] = markers.splice(0)
    for (let i = 0; i < 3; i++) for (const id of [1, 2, 3]) await read(id)
    expect([loads.get(1), loads.get(2), loads.get(3)]).toEqual([4, 4, 1]) // 3 served from the cache
    back(second)
    await two
    expect([cache.settlingFor(1), cache.settlingFor(2)]).toEqual([true, false]) // 1 still has a write in flight
    back(first)
    await one
    await read(1)
    expect(loads.get(1)).toBe(4)

    const everyone = cache.afterWrite('everyone')
    await read(3)
    expect(loads.get(3)).toBe(2)
    back(markers.splice(0)[0])
    await everyone
    expect([1, 2, 3].map((id) => cache.settlingFor(id))).toEqual([false, false, false])
  })

  it('a marker not back in time (the listening connection down) settles its write and drops everything cached', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      await read(3)
      const before = loads.get(3)
      const lost = cache.afterWrite([1])
      markers.splice(0) // never heard back
      expect(cache.settlingFor(1)).toBe(true)
      vi.advanceTimersByTime(cache.markerTimeoutMs)
      await lost
      expect(cache.settlingFor(1)).toBe(false)
      await read(3) // its notices may have been lost too: read again from the database
      expect(loads.get(3)).toBe((before ?? 0) + 1)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('poll cache on one instance: one user’s write never sends the others’ polls to the database', () => {
  let t: TestApp
  let admin: { id: number; token: string }
  let loads: Map<number, number>
  const held: Notice[] = []
  let holding = false
  beforeAll(async () => {
    t = await testApp()
    admin = await adminToken(t.api)
    loads = countLoads(t.app.pollCache)
    t.app.pollCache.markerTimeoutMs = 60_000 // markers are held back below: no timeout meanwhile
    const publish = t.app.events.publish.bind(t.app.events)
    t.app.events.publish = (notice) => {
      if (holding && (notice as { kind: string }).kind === 'pollMarker') held.push(notice)
      else publish(notice)
    }
  })
  afterAll(() => t.close())

  const profileOf = (p: { id: number; token: string }) => t.api.get(`/api/user/${p.id}`, { token: p.token })
  const loaded = (p: { id: number }) => loads.get(p.id) ?? 0
  /**
   * Once the held markers are heard, no one is settling any more. On PostgreSQL each notice takes
   * whichever connection of the pool is free, so a marker sent after them may come back first:
   * wait for them rather than for one more marker.
   */
  const settled = async (players: { id: number }[]) => {
    await t.app.pollCache.afterWrite()
    await vi.waitFor(() => expect(players.map((p) => t.app.pollCache.settlingFor(p.id))).toEqual(players.map(() => false)), { timeout: 5_000 })
  }

  it('serves an idle player from the cache while another player’s own write is settling', async () => {
    const [idle, writer]: Player[] = [await newPlayer(t.api), await newPlayer(t.api)]
    await t.app.pollCache.afterWrite() // the sign-ups' notices heard
    for (const p of [idle, writer]) expect((await profileOf(p)).status).toBe(200) // warm

    holding = true
    expect((await t.api.post('/api/user/setting', { userId: writer.id, preferences: { theme: 'dark' } }, { token: writer.token })).status).toBe(200)
    expect(held.length).toBe(1)
    expect([writer, idle].map((p) => t.app.pollCache.settlingFor(p.id))).toEqual([true, false])

    const idleLoads = loaded(idle)
    for (let i = 0; i < 3; i++) expect((await profileOf(idle)).status).toBe(200)
    expect(loaded(idle)).toBe(idleLoads) // served from the cache throughout

    const writerLoads = loaded(writer)
    expect(JSON.parse((await profileOf(writer)).body.preferences).theme).toBe('dark')
    expect(loaded(writer)).toBe(writerLoads + 1) // read from the database

    holding = false
    for (const notice of held.splice(0)) t.app.events.publish(notice)
    await settled([writer, idle])
  })

  it('an admin’s write settles everyone: a gift’s badge and a credit show on the very next read', async () => {
    const [idle, gifted]: Player[] = [await newPlayer(t.api), await newPlayer(t.api)]
    await t.app.pollCache.afterWrite()
    const before = (await profileOf(gifted)).body as { credit: number; cardlevelup: number }
    expect((await profileOf(idle)).status).toBe(200) // warm
    const [starter] = (await t.api.get(`/api/cardplayer/user/${gifted.id}`, { token: gifted.token })).body as { card: { id: number } }[]

    holding = true
    for (let i = 0; i < 3; i++) {
      const gift = await t.api.post('/api/cardplayer/user/add', { userId: gifted.id, cardId: starter.card.id }, { token: admin.token })
      expect(gift.status).toBe(201)
    }
    expect((await t.api.post('/api/user/credit', { userId: gifted.id, amount: 9 }, { token: admin.token })).status).toBe(200)
    expect(held.length).toBe(4)
    expect([gifted, idle, admin].map((p) => t.app.pollCache.settlingFor(p.id))).toEqual([true, true, true])

    const after = (await profileOf(gifted)).body as { credit: number; cardlevelup: number }
    expect(after.credit).toBe(before.credit + 9)
    expect(after.cardlevelup).toBe(before.cardlevelup + 1) // the gifts' badge, though no admin route names the account
    const idleLoads = loaded(idle)
    expect((await profileOf(idle)).status).toBe(200)
    expect(loaded(idle)).toBe(idleLoads + 1)

    holding = false
    for (const notice of held.splice(0)) t.app.events.publish(notice)
    await settled([gifted, idle, admin])
  })

  it('a move that does not end its game publishes no marker; leaving it settles both players, whose next reads go to the database', async () => {
    const { id, mover, waiter } = await startUnranked(t.api)
    await t.app.pollCache.afterWrite()
    for (const p of [mover, waiter]) expect((await profileOf(p)).status).toBe(200) // warm
    holding = true
    const game = await view(t.api, mover, id)
    const moved = await t.api.post(`/api/games/unranked/plate/${id}`, { userId: mover.id, ...someMove(game)!, version: game.version }, { token: mover.token })
    expect(moved.status).toBe(200)
    expect(held.length).toBe(0) // only the games row changed: its notice rides in the save
    expect([mover, waiter].map((p) => t.app.pollCache.settlingFor(p.id))).toEqual([false, false])

    expect((await t.api.post(`/api/games/unranked/end/${id}`, { userId: mover.id }, { token: mover.token })).status).toBe(200)
    expect(held.length).toBe(1)
    expect([mover, waiter].map((p) => t.app.pollCache.settlingFor(p.id))).toEqual([true, true])
    const waiterLoads = loaded(waiter)
    expect((await profileOf(waiter)).status).toBe(200)
    expect(loaded(waiter)).toBe(waiterLoads + 1) // the opponent's row (rewards, badges) read from the database

    holding = false
    for (const notice of held.splice(0)) t.app.events.publish(notice)
    await t.app.pollCache.afterWrite()
  })
})
