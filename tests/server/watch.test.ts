// Watching a friend's game (GET /api/games/{id}/watch): who may watch (friends only, not the
// players, games in progress), the spectator view (both hands hidden) with each move, a watcher
// who cannot act, the number of watchers reaching the players' streams (on one instance and
// across two), the stream ending with the game, and `playing` in the friends list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testApp, twoInstances, type Api, type TestApp, type TwoInstances } from './helpers/app'
import { newPlayer, type Player } from './helpers/players'
import { plateUrl, someMove, startUnranked, view } from './helpers/games'
import { friendships } from '../../src/server/db/schema'
import { SseStream } from './helpers/sse'

const watchUrl = (id: number | string) => `/api/games/${id}/watch`

async function befriend(app: FastifyInstance, a: Player, b: Player) {
  await app.db.insert(friendships).values({ requesterId: a.id, addresseeId: b.id, status: 'accepted' })
}

async function placeOnce(api: Api, mover: Player, id: number) {
  const mine = await view(api, mover, id)
  const res = await api.post(plateUrl('unranked', id), { userId: mover.id, version: mine.version, ...someMove(mine) }, { token: mover.token })
  expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200)
}

/** A game in progress and a friend of its first player. */
async function watchedGame(t: TestApp) {
  const game = await startUnranked(t.api)
  const friend = await newPlayer(t.api)
  await befriend(t.app, game.a, friend)
  return { ...game, friend }
}

describe('GET /api/games/{id}/watch', () => {
  let t: TestApp
  let base: string
  const open: SseStream[] = []
  const connect = async (p: Player, path = '/api/events') => {
    const opened = await SseStream.open(base, p.token, {}, path)
    expect(opened.status, JSON.stringify(opened.body)).toBe(200)
    open.push(opened.stream!)
    return opened.stream!
  }

  beforeAll(async () => {
    t = await testApp()
    base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  }, 60_000)
  afterAll(async () => {
    for (const s of open) s.close()
    await t.close()
  })

  it('refuses, before any stream, with the right status and French message', async () => {
    const { a, id, friend } = await watchedGame(t)
    const stranger = await newPlayer(t.api)
    const refused = async (p: Player | null, url: string) => {
      const res = await t.api.get(url, p ? { token: p.token } : {})
      return [res.status, res.body.message]
    }
    expect(await refused(null, watchUrl(id))).toEqual([401, 'Veuillez vous connecter.'])
    expect((await refused(friend, watchUrl('abc')))[0]).toBe(400)
    expect((await refused(friend, watchUrl(0)))[0]).toBe(400)
    expect(await refused(friend, watchUrl(id + 1000))).toEqual([404, 'Partie introuvable.'])
    expect(await refused(stranger, watchUrl(id))).toEqual([403, 'Vous ne pouvez regarder que les parties de vos amis.'])
    expect(await refused(a, watchUrl(id))).toEqual([403, 'Vous jouez cette partie : ouvrez-la depuis Parties.'])
    // waiting: an open game without an opponent
    const waiting = await t.api.post('/api/games/unranked', { userId: stranger.id }, { token: stranger.token })
    await befriend(t.app, stranger, friend)
    expect(await refused(friend, watchUrl(waiting.body.id))).toEqual([409, 'Cette partie n’est pas en cours.'])
    await t.api.post(`/api/games/unranked/end/${waiting.body.id}`, { userId: stranger.id }, { token: stranger.token }) // cancelled, not matched later
    // finished: a quits
    await t.api.post(`/api/games/unranked/end/${id}`, { userId: a.id }, { token: a.token })
    expect(await refused(friend, watchUrl(id))).toEqual([409, 'Cette partie n’est pas en cours.'])
  })

  it('streams the game with both hands hidden, then each move, and the watcher count; ends with the game', async () => {
    const { a, b, id, mover, friend } = await watchedGame(t)
    const stream = await connect(friend, watchUrl(id))
    const first = await stream.next('game')
    expect(stream.retry).toBeGreaterThan(0)
    expect(stream.events[0]).toMatchObject({ event: 'hello', data: { userId: friend.id } })
    const playerView = await view(t.api, a, id)
    expect(first.data.game).toMatchObject({ id, you: null, hand: null, handSizes: playerView.handSizes, version: playerView.version })
    expect(first.data.game.handSizes.joueur1.cards).toBeGreaterThan(0)
    expect(JSON.stringify(first.data)).not.toContain('"cartes"')
    await stream.next('watchers', (d) => d.gameId === id && d.count === 1)
    await placeOnce(t.api, mover, id)
    const after = await stream.next('game', (d) => d.version > first.data.version)
    expect(after.data.game).toMatchObject({ you: null, hand: null, version: (await view(t.api, b, id)).version })
    expect(after.data.game.lastMove).not.toBeNull()
    await t.api.post(`/api/games/unranked/end/${id}`, { userId: b.id }, { token: b.token })
    const last = await stream.next('game', (d) => d.game.status === 'FINISHED')
    expect(last.data.game.hand).toBeNull()
    await stream.until(() => stream.ended, 'the end of the stream')
    expect(stream.events.at(-1)!.event).toBe('game')
  })

  it('a watcher cannot act: move and quit refused (403), the game unchanged', async () => {
    const { a, id, mover, friend } = await watchedGame(t)
    const stream = await connect(friend, watchUrl(id))
    const seen = await stream.next('game')
    const before = await view(t.api, a, id)
    const move = someMove(before)
    for (const userId of [friend.id, mover.id]) {
      const res = await t.api.post(plateUrl('unranked', id), { userId, version: before.version, ...move }, { token: friend.token })
      expect(res.status).toBe(403)
      const quit = await t.api.post(`/api/games/unranked/end/${id}`, { userId }, { token: friend.token })
      expect(quit.status).toBe(403)
    }
    const after = await view(t.api, a, id)
    expect([after.version, after.status, after.lastMove]).toEqual([before.version, 'PLAYING', before.lastMove])
    expect(seen.data.version).toBe(before.version)
    stream.close()
  })

  it("sends the number of watchers to both players' streams, in the resync too, and its fall", async () => {
    const { a, b, id, friend } = await watchedGame(t)
    const other = await newPlayer(t.api)
    await befriend(t.app, other, b)
    const streamA = await connect(a)
    await streamA.next('game')
    const one = await connect(friend, watchUrl(id))
    await streamA.next('watchers', (d) => d.gameId === id && d.count === 1)
    const two = await connect(other, watchUrl(id))
    await streamA.next('watchers', (d) => d.count === 2)
    await two.next('watchers', (d) => d.count === 2)
    const streamB = await connect(b)
    const resync = await streamB.next('watchers')
    expect(resync.data).toEqual({ gameId: id, count: 2 })
    expect(t.app.events.watchers(id)).toBe(2)
    one.close()
    await streamA.next('watchers', (d) => d.count === 1)
    await streamB.next('watchers', (d) => d.count === 1)
    two.close()
    await streamA.next('watchers', (d) => d.count === 0)
    streamA.close()
    streamB.close()
  })

  it('lists the game in progress of a friend as `playing`, null otherwise', async () => {
    const { a, id, friend } = await watchedGame(t)
    const idle = await newPlayer(t.api)
    await befriend(t.app, idle, friend)
    const listed = await t.api.get(`/api/friends/${friend.id}`, { token: friend.token })
    expect(listed.status).toBe(200)
    const byId = new Map(listed.body.map((f: any) => [f.user.id, f.playing]))
    expect(byId.get(a.id)).toEqual({ gameId: id, type: 'unranked' })
    expect(byId.get(idle.id)).toBeNull()
    await t.api.post(`/api/games/unranked/end/${id}`, { userId: a.id }, { token: a.token })
    const after = await t.api.get(`/api/friends/${friend.id}`, { token: friend.token })
    expect(after.body.find((f: any) => f.user.id === a.id).playing).toBeNull()
  })
})

describe('GET /api/games/{id}/watch across two instances', () => {
  let two: TwoInstances
  let baseA: string
  let baseB: string
  const open: SseStream[] = []

  beforeAll(async () => {
    two = await twoInstances()
    baseA = await two.a.app.listen({ port: 0, host: '127.0.0.1' })
    baseB = await two.b.app.listen({ port: 0, host: '127.0.0.1' })
  }, 60_000)
  afterAll(async () => {
    for (const s of open) s.close()
    await two.close()
  })

  it('sums the spectators of both instances for the players, and sends moves to a spectator on the other instance', async () => {
    const { a, b, id, mover } = await startUnranked(two.a.api)
    const [f1, f2] = [await newPlayer(two.a.api), await newPlayer(two.a.api)]
    await befriend(two.a.app, a, f1)
    await befriend(two.a.app, b, f2)
    const player = (await SseStream.open(baseA, a.token)).stream!
    open.push(player)
    await player.next('game')
    const onA = (await SseStream.open(baseA, f1.token, {}, watchUrl(id))).stream!
    const onB = (await SseStream.open(baseB, f2.token, {}, watchUrl(id))).stream!
    open.push(onA, onB)
    await player.next('watchers', (d) => d.gameId === id && d.count === 2)
    await onA.next('watchers', (d) => d.count === 2)
    const first = await onB.next('game')
    await placeOnce(two.a.api, mover, id)
    const moved = await onB.next('game', (d) => d.version > first.data.version)
    expect(moved.data.game.hand).toBeNull()
    onB.close()
    await player.next('watchers', (d) => d.count === 1)
  })
})
