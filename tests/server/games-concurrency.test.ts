// Racing requests: two moves for the same turn apply exactly once (the other gets 409 and the fresh
// game); and a game whose two players talk to two server instances sharing one database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, testDatabase, type TestApp, type TestDatabase } from './helpers/app'
import { newPlayer } from './helpers/players'
import { bothPlace, playToEnd, startUnranked, view, watchLeaks } from './helpers/games'
import { GAME_CARDS } from '../../src/game'

describe('concurrent moves and two instances', () => {
  let db: TestDatabase
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    db = await testDatabase()
    a = await testApp({ database: db })
    b = await testApp({ database: db })
  })
  afterAll(async () => {
    await a.close()
    await b.close()
    await db.dispose()
  })

  it('two placements on the same version: exactly one applied, the other 409 with the fresh game', async () => {
    const { id, mover } = await startUnranked(a.api)
    const g = await view(a.api, mover, id)
    const url = `/api/games/unranked/plate/${id}`
    const [r1, r2] = await Promise.all([
      a.api.post(url, { userId: mover.id, cardId: g.hand.cartes[0].id, index: 4, version: g.version }, { token: mover.token }),
      b.api.post(url, { userId: mover.id, cardId: g.hand.cartes[1].id, index: 9, version: g.version }, { token: mover.token }),
    ])
    expect([r1.status, r2.status].sort()).toEqual([200, 409])
    const lost = r1.status === 409 ? r1 : r2
    expect(lost.body.message).toBe('La partie a changé entre-temps : voici la partie à jour.')
    expect(lost.body.game.version).toBe(g.version + 1)
    const after = await view(a.api, mover, id)
    expect(after.plateau.filter((c: number | null) => c != null)).toHaveLength(1)
    expect(after.hand.cartes).toHaveLength(GAME_CARDS - 1)
  })

  it('two placements for the same turn without a version: one applied, the other out of turn', async () => {
    const { id, mover } = await startUnranked(a.api)
    const g = await view(a.api, mover, id)
    const url = `/api/games/unranked/plate/${id}`
    const answers = await Promise.all(
      [0, 1, 2].map((i) => (i % 2 ? b : a).api.post(url, { userId: mover.id, cardId: g.hand.cartes[i].id, index: 10 + i }, { token: mover.token })),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409])
    for (const r of answers.filter((x) => x.status === 409)) expect(r.body).toMatchObject({ message: "C'est le tour de l'adversaire", game: { version: g.version + 1 } })
    expect((await view(a.api, mover, id)).hand.cartes).toHaveLength(GAME_CARDS - 1)
  })

  it('the same placement sent twice at once is applied once', async () => {
    const { id, mover } = await startUnranked(a.api)
    const g = await view(a.api, mover, id)
    const body = { userId: mover.id, cardId: g.hand.cartes[0].id, index: 7, version: g.version }
    const [r1, r2] = await Promise.all([a.api.post(`/api/games/unranked/plate/${id}`, body, { token: mover.token }), b.api.post(`/api/games/unranked/plate/${id}`, body, { token: mover.token })])
    expect([r1.status, r2.status]).toEqual([200, 200])
    expect([r1.body.game.version, r2.body.game.version]).toEqual([g.version + 1, g.version + 1])
    expect(r2.body.game.hand.cartes).toHaveLength(GAME_CARDS - 1)
  })

  it('two requests ending the game at once (both quit, a timeout read on the other instance): rewarded once', async () => {
    const { id, mover, waiter } = await startUnranked(a.api)
    await bothPlace(a.api, 'unranked', id, [mover, waiter]) // rewards need both to have played; the mover's turn again
    a.clock.advance(90_000) // three expired turns: the mover's 2nd timeout is due, not yet the 3rd
    b.clock.advance(90_000)
    const answers = await Promise.all([
      a.api.post(`/api/games/unranked/end/${id}`, { userId: mover.id }, { token: mover.token }),
      b.api.post(`/api/games/unranked/end/${id}`, { userId: waiter.id }, { token: waiter.token }),
      b.api.get(`/api/games/${id}`, { token: waiter.token }),
    ])
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    const final = await view(a.api, mover, id)
    expect(final).toMatchObject({ status: 'FINISHED', endReason: 'quit' })
    const winner = final.winner === mover.id ? mover : waiter
    const loser = winner === mover ? waiter : mover
    const [w, l] = [await a.api.get(`/api/user/${winner.id}`, { token: winner.token }), await b.api.get(`/api/user/${loser.id}`, { token: loser.token })]
    expect([w.body.level, w.body.credit, l.body.level, l.body.credit]).toEqual([100, 550, 0, 500])
  })

  it('plays a whole game with each player on their own instance', async () => {
    const p1 = await newPlayer(a.api)
    const p2 = await newPlayer(b.api)
    const watchA = watchLeaks(a.api, [p1, p2])
    const watchB = watchLeaks(b.api, [p1, p2])
    const opened = await a.api.post('/api/games/unranked', { userId: p1.id }, { token: p1.token })
    const joined = await b.api.post('/api/games/unranked', { userId: p2.id }, { token: p2.token })
    expect(joined.body.id).toBe(opened.body.id)
    const deckOf = async (t: TestApp, p: typeof p1) => (await t.api.get(`/api/decksplayer/user/${p.id}`, { token: p.token })).body[0].id
    await a.api.post(`/api/games/unranked/decks/${opened.body.id}`, { userId: p1.id, deckId: await deckOf(a, p1) }, { token: p1.token })
    const started = await b.api.post(`/api/games/unranked/decks/${opened.body.id}`, { userId: p2.id, deckId: await deckOf(b, p2) }, { token: p2.token })
    expect(started.body.status).toBe('PLAYING')
    const { last } = await playToEnd([{ api: a.api, player: p1 }, { api: b.api, player: p2 }], opened.body.id, 'unranked')
    expect(last.status).toBe('FINISHED')
    const winner = last.winner === p1.id ? { p: p1, t: a } : { p: p2, t: b }
    const me = await winner.t.api.get(`/api/user/${winner.p.id}`, { token: winner.p.token })
    expect([me.body.level, me.body.credit]).toEqual([100, 550])
    watchA.check()
    watchB.check()
  })
})
