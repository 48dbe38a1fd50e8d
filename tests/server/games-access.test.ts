// Every game and solo call refuses another user's id (403), and a stranger cannot see or act on a
// game; an admin may look on without seeing any hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers/app'
import { adminToken, newPlayer } from './helpers/players'
import { firstDeckId, startUnranked } from './helpers/games'
import { ACCESS } from '../../src/server/messages'

describe('game access', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp()
  })
  afterAll(() => t.close())

  it('refuses another user’s id on every game and solo call', async () => {
    const { id, a } = await startUnranked(t.api)
    const c = await newPlayer(t.api)
    const deckId = await firstDeckId(t.api, a)
    const u = a.id
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/games/user/${u}`],
      ['GET', `/api/games/check/${u}`],
      ['POST', '/api/games/unranked', { userId: u }],
      ['POST', '/api/games/ranked', { userId: u }],
      ['POST', '/api/games/private/create', { userId: u, friendId: c.id }],
      ['POST', '/api/games/private/join', { gameCode: 'ABCDEF', userId: u }],
      ...(['private', 'unranked', 'ranked'] as const).flatMap((m): [string, string, unknown][] => [
        ['POST', `/api/games/${m}/end/${id}`, { userId: u }],
        ['POST', `/api/games/${m}/decks/${id}`, { userId: u, deckId }],
        ['POST', `/api/games/${m}/plate/${id}`, { userId: u, cardId: 1, index: 0 }],
      ]),
      ['POST', '/api/games/training', { userId: u, difficulty: 'facile' }],
      ['POST', `/api/games/training/end/${id}`, { userId: u }],
      ['POST', `/api/games/training/decks/${id}`, { userId: u, deckId }],
      ['POST', `/api/games/training/plate/${id}`, { userId: u }],
      ['GET', `/api/games/training/stats/${u}`],
      ['GET', `/api/solo-combat-game/stages/${u}`],
      ['POST', `/api/solo-combat-game/create/${u}/1`],
      ['POST', '/api/solo-combat-game/create-detailed', { userId: u, stageId: 1 }],
      ['POST', `/api/solo-combat-game/update-deck/${id}`, { userId: u, deckId }],
      ['PUT', `/api/solo-combat-game/update-plate/${id}`, { userId: u }],
      ['POST', `/api/solo-combat-game/end/${u}/1`],
      ['POST', `/api/solo-combat-game/surrender/${u}/1`],
      ['GET', `/api/solo-combat-game/can-access/${u}/1`],
      ['GET', `/api/solo-combat-game/active/${u}`],
      ['POST', `/api/solo-combat-game/pass-turn/${id}`, { userId: u }],
    ]
    for (const [method, url, body] of calls) {
      const res = await t.api.call(method, url, { token: c.token, body })
      expect([res.status, res.body.message], `${method} ${url}`).toEqual([403, ACCESS.ownResourceOnly])
    }
  })

  it('a stranger cannot read or play a game; an admin sees it without hands', async () => {
    const { id, a } = await startUnranked(t.api)
    const c = await newPlayer(t.api)
    const mine = (await t.api.get(`/api/games/${id}`, { token: a.token })).body
    const reads = [`/api/games/${id}`, `/api/games/training/${id}`, `/api/solo-combat-game/${id}`]
    const stranger = await t.api.get(reads[0], { token: c.token })
    expect([stranger.status, stranger.body.message]).toEqual([403, 'Vous ne participez pas à cette partie.'])
    const acts: [string, unknown][] = [
      [`/api/games/unranked/plate/${id}`, { userId: c.id, cardId: mine.hand.cartes[0].id, index: 0 }],
      [`/api/games/unranked/decks/${id}`, { userId: c.id, deckId: await firstDeckId(t.api, c) }],
      [`/api/games/unranked/end/${id}`, { userId: c.id }],
    ]
    for (const [url, body] of acts) {
      const res = await t.api.post(url, body, { token: c.token })
      expect([res.status, res.body.message], url).toEqual([403, 'Vous ne participez pas à cette partie.'])
    }
    // a game of another mode is not found under the training or solo paths
    expect((await t.api.get(reads[1], { token: a.token })).status).toBe(404)
    expect((await t.api.get(reads[2], { token: a.token })).status).toBe(404)
    const admin = await adminToken(t.api)
    const seen = await t.api.get(reads[0], { token: admin.token })
    expect(seen.body).toMatchObject({ id, you: null, hand: null })
  })

  it('lets a player read a card or spell instance lying on the board of their game', async () => {
    const { id, mover, waiter } = await startUnranked(t.api)
    const g = (await t.api.get(`/api/games/${id}`, { token: mover.token })).body
    const hidden = g.hand.cartes[1].id
    expect((await t.api.get(`/api/cardplayer/${hidden}`, { token: waiter.token })).status).toBe(403) // still in the hand
    await t.api.post(`/api/games/unranked/plate/${id}`, { userId: mover.id, cardId: g.hand.cartes[0].id, index: 2 }, { token: mover.token })
    const onBoard = await t.api.get(`/api/cardplayer/${g.hand.cartes[0].id}`, { token: waiter.token })
    expect([onBoard.status, onBoard.body.id]).toEqual([200, g.hand.cartes[0].id])
    const stranger = await newPlayer(t.api)
    expect((await t.api.get(`/api/cardplayer/${g.hand.cartes[0].id}`, { token: stranger.token })).status).toBe(403)
  })
})
