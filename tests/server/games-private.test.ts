// Private games: created for a friend with a 6-character code, joined with it; wrong code, a
// stranger, a non-friend refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers/app'
import { newPlayer, type Player } from './helpers/players'
import { firstDeckId, playToEnd, watchLeaks } from './helpers/games'
import { friendships } from '../../src/server/db/schema'

describe('private games', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp()
  })
  afterAll(() => t.close())

  const befriend = (a: Player, b: Player) => t.app.db.insert(friendships).values({ requesterId: a.id, addresseeId: b.id, status: 'accepted' })

  it('creates a game for a friend, who joins with the code; plays it to the end', async () => {
    const [a, b, c] = [await newPlayer(t.api), await newPlayer(t.api), await newPlayer(t.api)]
    await befriend(a, b)
    const watch = watchLeaks(t.api, [a, b, c])
    const notFriend = await t.api.post('/api/games/private/create', { userId: a.id, friendId: c.id }, { token: a.token })
    expect([notFriend.status, notFriend.body.message]).toEqual([403, 'Vous ne pouvez inviter que vos amis.'])
    const self = await t.api.post('/api/games/private/create', { userId: a.id, friendId: a.id }, { token: a.token })
    expect([self.status, self.body.message]).toEqual([400, 'Vous ne pouvez pas vous inviter vous-même.'])

    const created = await t.api.post('/api/games/private/create', { userId: a.id, friendId: b.id }, { token: a.token })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ type: 'private', status: 'WAITING', joueur2: null, you: 1 })
    const code: string = created.body.code
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/)
    expect((await t.api.get(`/api/games/check/${a.id}`, { token: a.token })).body).toEqual({ id: created.body.id, type: 'private', status: 'WAITING', code })

    const wrongCode = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'
    const wrong = await t.api.post('/api/games/private/join', { gameCode: wrongCode, userId: b.id }, { token: b.token })
    expect([wrong.status, wrong.body.message]).toEqual([404, 'Aucune partie ne correspond à ce code.'])
    const stranger = await t.api.post('/api/games/private/join', { gameCode: code, userId: c.id }, { token: c.token })
    expect([stranger.status, stranger.body.message]).toEqual([403, 'Cette partie privée est réservée à un autre joueur.'])

    const joined = await t.api.post('/api/games/private/join', { gameCode: ` ${code.toLowerCase()} `, userId: b.id }, { token: b.token })
    expect(joined.status).toBe(200)
    expect(joined.body).toMatchObject({ id: created.body.id, you: 2, joueur1: { id: a.id }, joueur2: { id: b.id }, code })
    const rejoin = await t.api.post('/api/games/private/join', { gameCode: code, userId: b.id }, { token: b.token })
    expect(rejoin.body.id).toBe(created.body.id)

    for (const p of [a, b]) await t.api.post(`/api/games/private/decks/${created.body.id}`, { userId: p.id, deckId: await firstDeckId(t.api, p) }, { token: p.token })
    const { last } = await playToEnd([{ api: t.api, player: a }, { api: t.api, player: b }], created.body.id, 'private')
    const winner = last.winner === a.id ? a : b
    expect((await t.api.get(`/api/games/${last.id}`, { token: winner.token })).body.rewards).toEqual({ xp: 100, credit: 50, ratingChange: 0 })
    const closed = await t.api.post('/api/games/private/join', { gameCode: code, userId: b.id }, { token: b.token })
    expect(closed.status).toBe(404) // a finished game's code no longer opens anything
    watch.check()
  })
})
