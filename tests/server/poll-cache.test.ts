// The poll path's conditional reads (ETag / 304) and its per-instance cache (src/server/plugins/
// poll-cache.ts): read-your-writes on the writing instance, bans and password changes refused at
// once, any writer's change seen within a notice's delay, and across two instances (PostgreSQL
// when TEST_DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sql } from 'drizzle-orm'
import { testApp, twoInstances, type Api, type TestApp, type TwoInstances } from './helpers/app'
import { adminToken, newPlayer, type Player } from './helpers/players'
import { startUnranked, someMove, view } from './helpers/games'

let t: TestApp
let admin: { id: number; token: string }
beforeAll(async () => {
  t = await testApp()
  admin = await adminToken(t.api)
})
afterAll(() => t.close())

const profileOf = (api: Api, p: { id: number; token: string }, headers?: Record<string, string>) => api.get(`/api/user/${p.id}`, { token: p.token, headers })
const credit = (api: Api, userId: number, amount: number) => api.post('/api/user/credit', { userId, amount }, { token: admin.token })

/** Reads until `done` holds (a notice's delay); the last value read. */
const eventually = <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> =>
  vi.waitFor(
    async () => {
      const value = await read()
      if (!done(value)) throw new Error(`not yet: ${JSON.stringify(value).slice(0, 300)}`)
      return value
    },
    { timeout: 10_000, interval: 20 },
  )

describe('ETag / 304 on the profile', () => {
  it('answers 304 without a body while the profile is unchanged, then 200 with a new ETag', async () => {
    const p = await newPlayer(t.api)
    const first = await profileOf(t.api, p)
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('private, no-cache')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await profileOf(t.api, p, { 'if-none-match': etag })
    expect([again.status, again.body, again.headers.etag]).toEqual([304, '', etag])
    expect((await profileOf(t.api, p, { 'if-none-match': '"autre"' })).status).toBe(200)
    expect((await credit(t.api, p.id, 7)).status).toBe(200)
    const changed = await profileOf(t.api, p, { 'if-none-match': etag })
    expect(changed.status).toBe(200)
    expect(changed.body.credit).toBe(first.body.credit + 7)
    expect(changed.headers.etag).not.toBe(etag)
  })
})

describe('poll cache on one instance', () => {
  it('a write is seen by the very next read (the caller’s own and an admin’s on another account)', async () => {
    const p = await newPlayer(t.api)
    const base = (await profileOf(t.api, p)).body.credit as number
    for (let i = 1; i <= 5; i++) {
      await profileOf(t.api, p) // warm
      expect((await credit(t.api, p.id, 10)).status).toBe(200)
      expect((await profileOf(t.api, p)).body.credit).toBe(base + 10 * i)
    }
    await profileOf(t.api, p)
    const saved = await t.api.post('/api/user/setting', { userId: p.id, preferences: { theme: 'dark' } }, { token: p.token })
    expect(saved.status).toBe(200)
    expect(JSON.parse((await profileOf(t.api, p)).body.preferences).theme).toBe('dark')
  })

  it('a banned account is refused at once, and so is the old token after a password change', async () => {
    const banned = await newPlayer(t.api)
    expect((await profileOf(t.api, banned)).status).toBe(200)
    expect((await t.api.delete(`/api/user/${banned.id}/true`, { token: admin.token })).status).toBe(200)
    expect((await profileOf(t.api, banned)).status).toBeGreaterThanOrEqual(401)

    const p = await newPlayer(t.api)
    expect((await profileOf(t.api, p)).status).toBe(200)
    const changed = await t.api.put(`/api/user/${p.id}`, { password: 'nouveau-motdepasse', passwordConfirmation: 'nouveau-motdepasse', currentPassword: p.password }, { token: p.token })
    expect(changed.status).toBe(200)
    expect((await profileOf(t.api, p)).status).toBe(401)
  })

  it('a change by any writer (plain SQL) is seen within a notice’s delay', async () => {
    const p = await newPlayer(t.api)
    const before = (await profileOf(t.api, p)).body.credit as number
    await t.app.db.execute(sql`UPDATE users SET credit = credit + 3 WHERE id = ${p.id}`)
    const seen = await eventually(() => profileOf(t.api, p), (r) => r.body.credit === before + 3)
    expect(seen.body.credit).toBe(before + 3)
  })
})

describe('ETag and cache on the game read', () => {
  it('a waiting game answers 304 until the opponent joins; a running turn has no ETag', async () => {
    const [a, b] = [await newPlayer(t.api), await newPlayer(t.api)]
    const opened = await t.api.post('/api/games/unranked', { userId: a.id }, { token: a.token })
    const id = opened.body.id as number
    const waiting = await t.api.get(`/api/games/${id}`, { token: a.token })
    const etag = String(waiting.headers.etag)
    expect(waiting.headers['cache-control']).toBe('private, no-cache')
    expect((await t.api.get(`/api/games/${id}`, { token: a.token, headers: { 'if-none-match': etag } })).status).toBe(304)
    // the other player's view of the same version differs (their ETag is not a's)
    expect((await t.api.post('/api/games/unranked', { userId: b.id }, { token: b.token })).body.id).toBe(id)
    const joined = await t.api.get(`/api/games/${id}`, { token: a.token, headers: { 'if-none-match': etag } })
    expect(joined.status).toBe(200)
    expect(joined.body.joueur2?.id).toBe(b.id)
    const theirs = await t.api.get(`/api/games/${id}`, { token: b.token })
    expect(theirs.headers.etag).not.toBe(joined.headers.etag)
    for (const p of [a, b]) expect((await t.api.post(`/api/games/unranked/end/${id}`, { userId: p.id }, { token: p.token })).status).toBe(200) // out of the queue
  })

  it('each move is seen by the very next read of both players, a timeout too', async () => {
    const { id, mover, waiter } = await startUnranked(t.api)
    const players = [mover, waiter]
    let turn: Player = mover
    for (let i = 0; i < 4; i++) {
      for (const p of players) await view(t.api, p, id) // warm the cache
      const game = await view(t.api, turn, id)
      expect(game.turnDeadline).not.toBeNull()
      const res = await t.api.get(`/api/games/${id}`, { token: turn.token })
      expect(res.headers.etag).toBeUndefined()
      const moved = await t.api.post(`/api/games/unranked/plate/${id}`, { userId: turn.id, ...someMove(game)!, version: game.version }, { token: turn.token })
      expect(moved.status).toBe(200)
      for (const p of players) expect((await view(t.api, p, id)).version).toBe(moved.body.game.version)
      turn = turn === mover ? waiter : mover
    }
    const before = await view(t.api, waiter, id)
    t.clock.advance(31_000)
    expect((await view(t.api, waiter, id)).version).toBe(before.version + 1) // settled in memory, from the cached row
  })
})

describe('two instances sharing the database', () => {
  let two: TwoInstances
  let adminB: { id: number; token: string }
  beforeAll(async () => {
    two = await twoInstances()
    adminB = await adminToken(two.b.api)
  })
  afterAll(() => two.close())

  it('a credit, a ban and a move made on one instance reach the other within a notice’s delay', async () => {
    const p = await newPlayer(two.a.api)
    const before = (await profileOf(two.a.api, p)).body.credit as number
    expect((await two.b.api.post('/api/user/credit', { userId: p.id, amount: 5 }, { token: adminB.token })).status).toBe(200)
    expect((await eventually(() => profileOf(two.a.api, p), (r) => r.body.credit === before + 5)).body.credit).toBe(before + 5)

    const { id, mover, waiter } = await startUnranked(two.a.api)
    const game = await view(two.a.api, mover, id)
    await view(two.a.api, waiter, id)
    const moved = await two.b.api.post(`/api/games/unranked/plate/${id}`, { userId: mover.id, ...someMove(game)!, version: game.version }, { token: mover.token })
    expect(moved.status).toBe(200)
    const seen = await eventually(() => view(two.a.api, waiter, id), (g) => g.version === moved.body.game.version)
    expect(seen.version).toBe(moved.body.game.version)

    expect((await profileOf(two.a.api, p)).status).toBe(200)
    expect((await two.b.api.delete(`/api/user/${p.id}/true`, { token: adminB.token })).status).toBe(200)
    expect((await eventually(() => profileOf(two.a.api, p), (r) => r.status === 401)).status).toBe(401) // disabling ends the sessions
  })
})
