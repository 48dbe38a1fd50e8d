// A whole unranked game over HTTP between two players, to a winner, with rewards, history and the
// player's view (the opponent's hand never sent).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers/app'
import { newPlayer, type Player } from './helpers/players'
import { firstDeckId, playToEnd, watchLeaks } from './helpers/games'
import { GAME_CARDS, GAME_SPELLS } from '../../src/game'

describe('unranked games', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp()
  })
  afterAll(() => t.close())

  async function pair(): Promise<{ a: Player; b: Player; id: number }> {
    const a = await newPlayer(t.api)
    const b = await newPlayer(t.api)
    const opened = await t.api.post('/api/games/unranked', { userId: a.id }, { token: a.token })
    expect(opened.status).toBe(200)
    expect(opened.body).toMatchObject({ status: 'WAITING', type: 'unranked', mode: 'pvp', joueur2: null, you: 1, open: true })
    const joined = await t.api.post('/api/games/unranked', { userId: b.id }, { token: b.token })
    expect(joined.body.id).toBe(opened.body.id)
    expect(joined.body).toMatchObject({ status: 'WAITING', you: 2, joueur1: { id: a.id }, joueur2: { id: b.id } })
    return { a, b, id: opened.body.id }
  }

  it('pairs two players, starts once both decks are chosen, plays to a winner and rewards once', async () => {
    const { a, b, id } = await pair()
    const watch = watchLeaks(t.api, [a, b])
    const deckA = await t.api.post(`/api/games/unranked/decks/${id}`, { userId: a.id, deckId: await firstDeckId(t.api, a) }, { token: a.token })
    expect(deckA.body).toMatchObject({ status: 'WAITING', turnDeadline: null })
    expect(deckA.body.hand.cartes).toHaveLength(12)
    const deckB = await t.api.post(`/api/games/unranked/decks/${id}`, { userId: b.id, deckId: await firstDeckId(t.api, b) }, { token: b.token })
    expect(deckB.body.status).toBe('PLAYING')
    expect(deckB.body.handSizes).toEqual({ joueur1: { cards: GAME_CARDS, spells: GAME_SPELLS }, joueur2: { cards: GAME_CARDS, spells: GAME_SPELLS } })
    expect(new Date(deckB.body.turnDeadline).getTime() - t.clock().getTime()).toBe(30_000)

    const { last, placements } = await playToEnd([{ api: t.api, player: a }, { api: t.api, player: b }], id, 'unranked')
    expect(placements).toBeGreaterThanOrEqual(21)
    expect(last).toMatchObject({ status: 'FINISHED', open: false })
    expect([a.id, b.id]).toContain(last.winner)
    const winner = last.winner === a.id ? a : b
    const loser = winner === a ? b : a

    const w = await t.api.get(`/api/games/${id}`, { token: winner.token })
    const l = await t.api.get(`/api/games/${id}`, { token: loser.token })
    expect(w.body.rewards).toEqual({ xp: 100, credit: 50, ratingChange: 0 })
    expect(l.body.rewards).toEqual({ xp: 25, credit: 10, ratingChange: 0 })
    // rewards once: more reads and a finished game's end change nothing
    await t.api.post(`/api/games/unranked/end/${id}`, { userId: loser.id }, { token: loser.token })
    const wu = await t.api.get(`/api/user/${winner.id}`, { token: winner.token })
    const lu = await t.api.get(`/api/user/${loser.id}`, { token: loser.token })
    expect([wu.body.level, wu.body.credit]).toEqual([100, 550])
    expect([lu.body.level, lu.body.credit]).toEqual([25, 510])

    const history = await t.api.get(`/api/games/user/${winner.id}`, { token: winner.token })
    expect(history.body[0]).toMatchObject({ id, type: 'unranked', status: 'FINISHED', won: true, opponent: { id: loser.id } })
    const check = await t.api.get(`/api/games/check/${winner.id}`, { token: winner.token })
    expect([check.status, check.body]).toEqual([200, null])
    expect(watch.count()).toBeGreaterThan(40)
    watch.check()
  })
})
