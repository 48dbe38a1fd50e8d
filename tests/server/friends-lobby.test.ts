// What Home and a friend's page read: each friend's presence (`online`, from the event streams'
// presence rows, fresh ones only), the open private games a player is invited to
// (GET /api/games/invitations, read again after a reload), and a friend's statistics and history
// with the player they are about — refused with a French 403 to anyone else. PGlite, or PostgreSQL
// with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testApp, type TestApp } from './helpers/app'
import { adminToken, newPlayer, type Player } from './helpers/players'
import { eventPresence, friendships } from '../../src/server/db/schema'
import { staleAfterMs } from '../../src/server/events/presence'
import { REPLAYS, STATS } from '../../src/server/messages'
import type { Schemas } from '../../src/server/contract-types'

type Friend = Schemas['Friend']
type Invitation = Schemas['PrivateInvitation']

const befriend = (app: FastifyInstance, a: Player, b: Player) => app.db.insert(friendships).values({ requesterId: a.id, addresseeId: b.id, status: 'accepted' })

describe('friends online, invitations and a friend’s page', () => {
  let t: TestApp
  let me: Player
  let online: Player
  let stale: Player
  let offline: Player

  beforeAll(async () => {
    t = await testApp()
    ;[me, online, stale, offline] = [await newPlayer(t.api), await newPlayer(t.api), await newPlayer(t.api), await newPlayer(t.api)]
    for (const friend of [online, stale, offline]) await befriend(t.app, me, friend)
  })
  afterAll(() => t.close())

  it('says which friends have a live event stream: a fresh presence row on any instance, never a stale one', async () => {
    const staleMs = staleAfterMs(t.app.events.heartbeatMs)
    await t.app.db.insert(eventPresence).values([
      { instance: 'instance-a', userId: online.id, seenAt: new Date() },
      { instance: 'instance-b', userId: online.id, seenAt: new Date() }, // two tabs on two instances: one friend
      { instance: 'instance-gone', userId: stale.id, seenAt: new Date(Date.now() - staleMs - 5_000) },
    ])
    const res = await t.api.get<Friend[]>(`/api/friends/${me.id}`, { token: me.token })
    expect(res.status).toBe(200)
    const byId = new Map(res.body.map((f) => [f.user.id, f.online]))
    expect(Object.fromEntries([online, stale, offline].map((p) => [p.pseudo, byId.get(p.id)]))).toEqual({
      [online.pseudo]: true,
      [stale.pseudo]: false,
      [offline.pseudo]: false,
    })
    expect(res.body).toHaveLength(3)
  })

  it('tells an accepted friend’s presence in the accept answer too', async () => {
    const newcomer = await newPlayer(t.api)
    await t.app.db.insert(eventPresence).values({ instance: 'instance-a', userId: newcomer.id, seenAt: new Date() })
    const sent = await t.api.post('/api/friends/send', { userId: newcomer.id, friendId: me.id }, { token: newcomer.token })
    const accepted = await t.api.post<Friend>('/api/friends/accept', { userId: me.id, requestId: sent.body.id }, { token: me.token })
    expect([accepted.status, accepted.body.user.id, accepted.body.online]).toEqual([200, newcomer.id, true])
  })

  it('lists the open private games the caller is invited to, with the inviter and the code, until joined or cancelled', async () => {
    const [host, otherHost, guest] = [await newPlayer(t.api), await newPlayer(t.api), await newPlayer(t.api)]
    await befriend(t.app, host, guest)
    await befriend(t.app, guest, otherHost)
    expect((await t.api.get('/api/games/invitations', { token: guest.token })).body).toEqual([])
    const first = await t.api.post('/api/games/private/create', { userId: host.id, friendId: guest.id }, { token: host.token })
    const second = await t.api.post('/api/games/private/create', { userId: otherHost.id, friendId: guest.id }, { token: otherHost.token })
    expect([first.status, second.status]).toEqual([201, 201])

    const listed = await t.api.get<Invitation[]>('/api/games/invitations', { token: guest.token })
    expect(listed.status).toBe(200)
    expect(listed.body.map((i) => [i.gameId, i.gameCode, i.from])).toEqual([
      [second.body.id, second.body.code, { id: otherHost.id, pseudo: otherHost.pseudo }],
      [first.body.id, first.body.code, { id: host.id, pseudo: host.pseudo }],
    ])
    // The inviter and strangers are invited to nothing.
    expect((await t.api.get('/api/games/invitations', { token: host.token })).body).toEqual([])
    expect((await t.api.get('/api/games/invitations', { token: me.token })).body).toEqual([])

    await t.api.post(`/api/games/private/end/${second.body.id}`, { userId: otherHost.id }, { token: otherHost.token }) // cancelled
    const joined = await t.api.post('/api/games/private/join', { gameCode: first.body.code, userId: guest.id }, { token: guest.token })
    expect(joined.status).toBe(200)
    expect((await t.api.get('/api/games/invitations', { token: guest.token })).body).toEqual([])
  })

  it('asks who is calling', async () => {
    expect((await t.api.get('/api/games/invitations')).status).toBe(401)
  })

  it('shows a friend’s statistics (with who they are) and history to friends and admins; anyone else gets a French 403', async () => {
    const [player, friend, stranger, asked] = [await newPlayer(t.api), await newPlayer(t.api), await newPlayer(t.api), await newPlayer(t.api)]
    await befriend(t.app, friend, player)
    await t.app.db.insert(friendships).values({ requesterId: asked.id, addresseeId: player.id, status: 'pending' }) // not yet a friend
    const admin = await adminToken(t.api)
    for (const token of [friend.token, admin.token, player.token]) {
      const stats = await t.api.get<Schemas['UserStats']>(`/api/users/${player.id}/stats`, { token })
      expect([stats.status, stats.body.player]).toEqual([200, { id: player.id, pseudo: player.pseudo, level: 0, rating: stats.body.rating, bot: false }])
      expect((await t.api.get(`/api/users/${player.id}/games?limit=5`, { token })).status).toBe(200)
    }
    for (const token of [stranger.token, asked.token]) {
      const stats = await t.api.get(`/api/users/${player.id}/stats`, { token })
      expect([stats.status, stats.body.message]).toEqual([403, STATS.notAllowed])
      const games = await t.api.get(`/api/users/${player.id}/games`, { token })
      expect([games.status, games.body.message]).toEqual([403, REPLAYS.historyNotAllowed])
    }
  })
})
