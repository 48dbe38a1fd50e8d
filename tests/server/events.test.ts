// Live events (GET /api/events): a real listening server read with fetch and a small SSE parser.
// hello first, the latest state on every connection, a move reaching the opponent (their own view),
// invitations, friend requests, presence, 401s, and a move on one instance reaching a stream held
// on another (PostgreSQL NOTIFY with TEST_DATABASE_URL, PGlite's listen otherwise).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testApp, twoInstances, type Api, type TestApp, type TwoInstances } from './helpers/app'
import { newPlayer, type Player } from './helpers/players'
import { plateUrl, someMove, startUnranked, view, type Game } from './helpers/games'
import { friendships } from '../../src/server/db/schema'
import { SseStream } from './helpers/sse'

async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return address
}

/** The opponent's hand never shows in a game event: every hand card is the viewer's own. */
function expectOwnView(game: Game, viewerId: number) {
  expect(game.hand, 'the viewer has a hand').toBeTruthy()
  for (const c of [...game.hand!.cartes, ...game.hand!.spells]) expect(c.joueur.id).toBe(viewerId)
}

async function placeOnce(api: Api, mover: Player, id: number) {
  const mine = await view(api, mover, id)
  const res = await api.post(plateUrl('unranked', id), { userId: mover.id, version: mine.version, ...someMove(mine) }, { token: mover.token })
  expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200)
  return res.body
}

/** Places for whoever's turn it is, `count` times. */
async function playMoves(api: Api, players: [Player, Player], id: number, count: number) {
  for (let i = 0; i < count; i++) {
    const views = await Promise.all(players.map((p) => view(api, p, id)))
    if (views[0].status !== 'PLAYING') return
    const k = views.findIndex((g) => g.you === g.roundTo)
    await placeOnce(api, players[k], id)
  }
}

describe('GET /api/events', () => {
  let t: TestApp
  let base: string
  const open: SseStream[] = []
  const connect = async (p: Player, headers?: Record<string, string>) => {
    const { status, stream } = await SseStream.open(base, p.token, headers)
    expect(status).toBe(200)
    open.push(stream!)
    return stream!
  }

  beforeAll(async () => {
    t = await testApp()
    base = await listen(t.app)
  }, 60_000)
  afterAll(async () => {
    for (const s of open) s.close()
    await t.close()
  })

  it('refuses a missing, bad or expired token with 401 and a French message', async () => {
    const p = await newPlayer(t.api)
    const none = await SseStream.open(base, null)
    expect([none.status, none.body]).toEqual([401, { message: 'Veuillez vous connecter.', status: 401 }])
    const bad = await SseStream.open(base, `${p.token.slice(0, -4)}AAAA`)
    expect([bad.status, bad.body.message]).toEqual([401, 'Session expirée ou invalide. Veuillez vous reconnecter.'])
    const start = t.clock()
    try {
      t.clock.advance(t.app.config.tokenTtlSeconds * 1000 + 1000)
      const expired = await SseStream.open(base, p.token)
      expect([expired.status, expired.body.message]).toEqual([401, 'Session expirée ou invalide. Veuillez vous reconnecter.'])
    } finally {
      t.clock.set(start)
    }
  })

  it('sends retry, hello first (server time, user id), then the profile as GET /api/user answers it', async () => {
    const p = await newPlayer(t.api)
    const stream = await connect(p)
    const profile = await stream.next('profile')
    expect(stream.retry).toBeGreaterThan(0)
    expect(stream.events[0]).toMatchObject({ event: 'hello', id: '1', data: { serverTime: t.clock().getTime(), userId: p.id } })
    expect(profile.data).toEqual({ user: (await t.api.get(`/api/user/${p.id}`, { token: p.token })).body })
    const ids = stream.events.map((e) => Number(e.id))
    expect(ids).toEqual([...ids].sort((x, y) => x - y))
    stream.close()
  })

  it('pushes a move to the opponent, in their own view (never the mover\'s hand)', async () => {
    const { a, b, id, mover, waiter } = await startUnranked(t.api)
    const stream = await connect(waiter)
    const first = await stream.next('game', (d) => d.game.id === id)
    expect(first.data.game).toEqual(await view(t.api, waiter, id))
    await placeOnce(t.api, mover, id)
    const after = await stream.next('game', (d) => d.game.id === id && d.version > first.data.version)
    const expected = await view(t.api, waiter, id)
    expect(after.data).toEqual({ game: expected, version: expected.version })
    expectOwnView(after.data.game, waiter.id)
    expect(after.data.game.you).toBe(waiter === a ? 1 : 2)
    expect([a.id, b.id]).toContain(mover.id)
    stream.close()
  })

  it('resumes with the latest game after several moves (version = current), with Last-Event-ID or not', async () => {
    const { a, b, id } = await startUnranked(t.api)
    await playMoves(t.api, [a, b], id, 3)
    const current = await view(t.api, a, id)
    for (const headers of [undefined, { 'last-event-id': '7' }]) {
      const stream = await connect(a, headers)
      const game = await stream.next('game', (d) => d.game.id === id)
      expect(game.data.version).toBe(current.version)
      expect(game.data.game).toEqual(current)
      expect(stream.events[0].event).toBe('hello')
      stream.close()
    }
  })

  it('tells the waiting player that an opponent joined, and both when the game ends (with their profile)', async () => {
    const [a, b] = [await newPlayer(t.api), await newPlayer(t.api)]
    const opened = await t.api.post('/api/games/unranked', { userId: a.id }, { token: a.token })
    const stream = await connect(a)
    await stream.next('game', (d) => d.game.id === opened.body.id && d.game.joueur2 == null)
    await t.api.post('/api/games/unranked', { userId: b.id }, { token: b.token })
    await stream.next('game', (d) => d.game.id === opened.body.id && d.game.joueur2 != null)
    const profiles = stream.events.filter((e) => e.event === 'profile').length
    await t.api.post(`/api/games/unranked/end/${opened.body.id}`, { userId: b.id }, { token: b.token })
    await stream.next('game', (d) => d.game.id === opened.body.id && d.game.status === 'FINISHED')
    await stream.until(() => stream.events.filter((e) => e.event === 'profile').length > profiles, 'a new profile')
    stream.close()
  })

  it('sends the invitation to the invited friend', async () => {
    const [a, b] = [await newPlayer(t.api), await newPlayer(t.api)]
    await t.app.db.insert(friendships).values({ requesterId: a.id, addresseeId: b.id, status: 'accepted' })
    const stream = await connect(b)
    await stream.next('profile')
    const created = await t.api.post('/api/games/private/create', { userId: a.id, friendId: b.id }, { token: a.token })
    expect(created.status).toBe(201)
    const invitation = await stream.next('invitation')
    expect(invitation.data).toEqual({ gameId: created.body.id, gameCode: created.body.code, from: { id: a.id, pseudo: a.pseudo } })
    stream.close()
  })

  it('sends a friend request and the new badge count to the recipient', async () => {
    const [a, b] = [await newPlayer(t.api), await newPlayer(t.api)]
    const stream = await connect(b)
    await stream.next('profile', (d) => d.user.friendsnotif === 0)
    const sent = await t.api.post('/api/friends/send', { userId: a.id, friendId: b.id }, { token: a.token })
    expect(sent.status).toBe(201)
    const event = await stream.next('friendRequest')
    const listed = await t.api.get(`/api/friends/requests/${b.id}`, { token: b.token })
    expect(event.data).toEqual({ request: listed.body.incoming[0] })
    await stream.next('profile', (d) => d.user.friendsnotif === 1)
    stream.close()
  })

  it("tells the opponent when a player's stream opens and when their last one closes", async () => {
    const { a, b, id } = await startUnranked(t.api)
    const watcher = await connect(a)
    await watcher.next('game')
    const first = await connect(b)
    const second = await connect(b)
    await watcher.next('presence', (d) => d.userId === b.id && d.online === true)
    const online = watcher.events.findIndex((e) => e.event === 'presence' && e.data.online)
    expect(watcher.events[online].data).toEqual({ gameId: id, userId: b.id, online: true })
    first.close()
    await vi.waitFor(() => expect(t.app.events.connections(b.id)).toBe(1), { timeout: 10_000 }) // the server let the first stream go
    // b still has a stream: online as a resync reads it (the truth the live events follow), and no offline event
    const probe = await connect(a)
    expect((await probe.next('presence')).data).toEqual({ gameId: id, userId: b.id, online: true })
    probe.close()
    expect(watcher.events.slice(online).some((e) => e.event === 'presence' && e.data.online === false)).toBe(false)
    second.close()
    await watcher.next('presence', (d) => d.userId === b.id && d.online === false)
    watcher.close()
  })

  it("sends the opponent's current presence in the resync of a player with a game in progress", async () => {
    const { a, b, id } = await startUnranked(t.api)
    const alone = await connect(a)
    expect((await alone.next('presence')).data).toEqual({ gameId: id, userId: b.id, online: false })
    const streamB = await connect(b)
    await streamB.next('presence', (d) => d.userId === a.id && d.online === true)
    const again = await connect(a)
    expect((await again.next('presence')).data).toEqual({ gameId: id, userId: b.id, online: true })
    for (const s of [alone, streamB, again]) s.close()
  })

  it("ends the stream when its token expires (the client reconnects with a fresh one)", async () => {
    const p = await newPlayer(t.api)
    const before = t.app.events.heartbeatMs
    const start = t.clock()
    t.app.events.heartbeatMs = 50
    try {
      const stream = await connect(p)
      await stream.until(() => stream.comments.includes(': ping'), 'a ping', 2_000)
      expect(stream.ended).toBe(false)
      t.clock.advance(t.app.config.tokenTtlSeconds * 1000 + 1000)
      await stream.until(() => stream.ended, 'the end of the stream', 2_000)
    } finally {
      t.clock.set(start)
      t.app.events.heartbeatMs = before
    }
  })

  it('sends a heartbeat comment at the configured period', async () => {
    const p = await newPlayer(t.api)
    const before = t.app.events.heartbeatMs
    t.app.events.heartbeatMs = 50
    try {
      const stream = await connect(p)
      await stream.until(() => stream.comments.includes(': ping'), 'a ping', 2_000)
      stream.close()
    } finally {
      t.app.events.heartbeatMs = before
    }
  })

  it('answers an injected request (which cannot stream) with hello and the state, then ends', async () => {
    const p = await newPlayer(t.api)
    const res = await t.app.inject({ method: 'GET', url: '/api/events', headers: { authorization: `Bearer ${p.token}` } })
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatch(/^retry: \d+\n\nevent: hello\nid: 1\ndata: \{.*\}\n\nevent: profile\nid: 2\n/)
  })
})

describe('GET /api/events across two instances', () => {
  let two: TwoInstances
  let baseA: string
  let baseB: string
  let stream: SseStream | null = null
  const open: SseStream[] = []

  beforeAll(async () => {
    two = await twoInstances()
    baseA = await listen(two.a.app)
    baseB = await listen(two.b.app)
  }, 60_000)
  afterAll(async () => {
    stream?.close()
    for (const s of open) s.close()
    await two.close()
  })

  it('keeps a player online while one of their streams stays open on either instance', async () => {
    const { a, b, id } = await startUnranked(two.a.api)
    const opened = async (base: string, p: Player) => {
      const s = (await SseStream.open(base, p.token)).stream!
      open.push(s)
      await s.next('profile')
      return s
    }
    const onA = await opened(baseA, b)
    const onB = await opened(baseB, b)
    const watcher = await opened(baseA, a)
    await watcher.next('presence', (d) => d.userId === b.id && d.online === true)
    const told: unknown[] = []
    const stopListening = two.a.app.events.onNotice((notice) => void told.push(notice))
    onA.close()
    // A has let the stream go and told the instances to look again at b's presence
    await vi.waitFor(() => expect(told).toContainEqual({ kind: 'presence', userId: b.id, online: false }), { timeout: 10_000 })
    stopListening()
    // b still has a stream on B: online as a resync reads it (the truth the live events follow), and no offline event
    const probe = await opened(baseA, a)
    expect((await probe.next('presence')).data).toEqual({ gameId: id, userId: b.id, online: true })
    probe.close()
    expect(watcher.events.some((e) => e.event === 'presence' && !e.data.online), 'b still has a stream on B').toBe(false)
    onB.close()
    expect((await watcher.next('presence', (d) => !d.online)).data).toEqual({ gameId: id, userId: b.id, online: false })
  })

  it('a move on instance A reaches a stream held on instance B', async () => {
    const { id, mover, waiter } = await startUnranked(two.a.api)
    const opened = await SseStream.open(baseB, waiter.token)
    stream = opened.stream!
    const first = await stream.next('game', (d) => d.game.id === id)
    await placeOnce(two.a.api, mover, id)
    const after = await stream.next('game', (d) => d.game.id === id && d.version > first.data.version)
    expect(after.data.game).toEqual(await view(two.b.api, waiter, id))
    expectOwnView(after.data.game, waiter.id)
  })
})

describe('GET /api/events on shutdown', () => {
  it('ends the open streams when the app closes', async () => {
    const t = await testApp()
    const base = await listen(t.app)
    const p = await newPlayer(t.api)
    const opened = await SseStream.open(base, p.token)
    await opened.stream!.next('profile')
    expect(t.app.events.connections(p.id)).toBe(1)
    await t.close()
    await opened.stream!.until(() => opened.stream!.ended, 'the end', 5_000)
  }, 60_000)
})
