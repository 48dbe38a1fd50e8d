// Replays over HTTP: GET /api/games/{id}/replay rebuilds real games' final boards (a training game
// with the bot's answers, an unranked game with a timeout and a quit), who may see it (players,
// their friends, admins), every refusal as a clear French 4xx, and the paged history GET /api/users/{userId}/games.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { testApp, type TestApp } from './helpers/app'
import { adminToken, newPlayer, type Player } from './helpers/players'
import { bothPlace, firstDeckId, playToEnd, startUnranked, view, type Game } from './helpers/games'
import { friendships, games } from '../../src/server/db/schema'
import { replayGame } from '../../src/game'
import type { DeckCard, DeckSpell, FrozenDeck, MatchState } from '../../src/game'
import { GAMES, REPLAYS } from '../../src/server/messages'
import type { Schemas } from '../../src/server/contract-types'

type GameReplay = Schemas['GameReplay']

const befriend = (app: FastifyInstance, a: Player, b: Player) => app.db.insert(friendships).values({ requesterId: a.id, addresseeId: b.id, status: 'accepted' })

const frozen = (deck: Schemas['ReplayDeck']): FrozenDeck => ({ cards: deck.cartes as DeckCard[], spells: deck.spells as DeckSpell[] })

/** The final state of a replay answer, rebuilt by the client's function. */
function finalOf(replay: GameReplay): MatchState {
  const rebuilt = replayGame(frozen(replay.decks.joueur1), frozen(replay.decks.joueur2), replay.seed, replay.moves, replay.rules)
  expect(rebuilt.complete).toBe(true)
  return rebuilt.steps.at(-1)?.state ?? rebuilt.initial
}

/** The board as the game's answer shows it. */
const boardOf = (g: Pick<MatchState, 'plateau' | 'plateauspell' | 'satutscard' | 'cardOwners' | 'spellOwners'> | Game) => ({
  plateau: g.plateau,
  plateauspell: g.plateauspell,
  satutscard: g.satutscard,
})

describe('replays', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp()
  })
  afterAll(() => t.close())

  /** A whole training game against the moyen bot; its final view. */
  async function trainingToEnd(p: Player): Promise<Game> {
    const created = await t.api.post('/api/games/training', { userId: p.id, difficulty: 'moyen', deckId: await firstDeckId(t.api, p) }, { token: p.token })
    expect(created.status).toBe(201)
    return (await playToEnd([{ api: t.api, player: p }], created.body.id, 'training')).last
  }

  it('replays a training game to its final board, the bot’s moves included; the moves stay a few KB', async () => {
    const p = await newPlayer(t.api)
    const last = await trainingToEnd(p)
    const res = await t.api.get<GameReplay>(`/api/games/${last.id}/replay`, { token: p.token })
    expect(res.status).toBe(200)
    const replay = res.body
    expect(replay).toMatchObject({ gameId: last.id, type: 'training', joueur1: { id: p.id }, joueur2: { bot: true }, endReason: last.endReason })
    const final = finalOf(replay)
    expect(boardOf(final)).toEqual(boardOf(last))
    expect(final.finished).toBe(true)
    expect(final.winner === 1 ? p.id : last.joueur2!.id).toBe(last.winner)
    expect(replay.winner).toBe(final.winner)
    expect(replay.moves.some((m) => m.player === 2)).toBe(true)
    expect(replay.moves.some((m) => m.player === 1)).toBe(true)
    expect(replay.decks.joueur1.cartes.every((c) => c.joueur.id === p.id)).toBe(true)
    const [row] = await t.app.db.select({ moves: games.moves }).from(games).where(eq(games.id, last.id))
    expect(row.moves).toEqual(replay.moves)
    expect(JSON.stringify(row.moves).length).toBeLessThan(120 * replay.moves.length) // 42 moves: about 4 KB
  })

  it('records a timeout and the quit of an unranked game; the replay ends as the game did', async () => {
    const { id, a, b, mover, waiter } = await startUnranked(t.api)
    await bothPlace(t.api, 'unranked', id, [mover, waiter])
    t.clock.advance(30_500) // the mover's turn runs out
    const afterPass = await view(t.api, waiter, id)
    expect(afterPass.lastMove).toMatchObject({ kind: 'pass', timeout: true })
    const left = await t.api.post(`/api/games/unranked/end/${id}`, { userId: waiter.id }, { token: waiter.token })
    expect(left.status).toBe(200)
    const last = await view(t.api, mover, id)
    expect(last).toMatchObject({ status: 'FINISHED', endReason: 'quit', winner: mover.id })

    const replay = (await t.api.get<GameReplay>(`/api/games/${id}/replay`, { token: a.token })).body
    const waiterSlot = waiter.id === a.id ? 1 : 2
    expect(replay.moves.map((m) => [m.kind, m.timeout])).toEqual([
      ['card', false],
      ['card', false],
      ['pass', true],
      ['quit', false],
    ])
    expect(replay.moves[3].player).toBe(waiterSlot)
    expect(replay.moves[2].at).toBe(afterPass.lastMove!.at)
    const final = finalOf(replay)
    expect(boardOf(final)).toEqual(boardOf(last))
    expect([final.endReason, final.winner, replay.winner]).toEqual(['quit', 3 - waiterSlot, 3 - waiterSlot])
    expect((await t.api.get(`/api/games/${id}/replay`, { token: b.token })).status).toBe(200)
  })

  it('is visible to the players, their friends and admins; a stranger gets 403', async () => {
    const p = await newPlayer(t.api)
    const last = await trainingToEnd(p)
    const [friend, friendOfFriend, stranger] = [await newPlayer(t.api), await newPlayer(t.api), await newPlayer(t.api)]
    await befriend(t.app, friend, p) // either side of the request
    await befriend(t.app, friendOfFriend, friend)
    await t.app.db.insert(friendships).values({ requesterId: stranger.id, addresseeId: p.id, status: 'pending' })
    const admin = await adminToken(t.api)
    const url = `/api/games/${last.id}/replay`
    for (const token of [p.token, friend.token, admin.token]) expect((await t.api.get(url, { token })).status).toBe(200)
    for (const token of [stranger.token, friendOfFriend.token]) {
      const res = await t.api.get(url, { token })
      expect([res.status, res.body.message]).toEqual([403, REPLAYS.notAllowed])
    }
    expect((await t.api.get(url)).status).toBe(401)
  })

  it('refuses odd ids, unknown, unfinished, cancelled and unrecorded games with clear French 4xx', async () => {
    const p = await newPlayer(t.api)
    for (const odd of ['abc', '0', '-3', '1.5', '99999999999', '%20']) {
      const res = await t.api.get(`/api/games/${odd}/replay`, { token: p.token })
      expect(res.status, odd).toBe(400)
      expect(res.body.message, odd).toMatch(/[a-zé]/)
    }
    const unknown = await t.api.get('/api/games/2147483647/replay', { token: p.token })
    expect([unknown.status, unknown.body.message]).toEqual([404, GAMES.notFound])

    const { id, a, b } = await startUnranked(t.api)
    const playing = await t.api.get(`/api/games/${id}/replay`, { token: a.token })
    expect([playing.status, playing.body.message]).toEqual([400, REPLAYS.notFinished])
    const stranger = await t.api.get(`/api/games/${id}/replay`, { token: p.token })
    expect([stranger.status, stranger.body.message]).toEqual([403, REPLAYS.notAllowed]) // a stranger learns nothing of its state
    await t.api.post(`/api/games/unranked/end/${id}`, { userId: b.id }, { token: b.token })

    const waiting = await t.api.post('/api/games/unranked', { userId: p.id }, { token: p.token })
    await t.api.post(`/api/games/unranked/end/${waiting.body.id}`, { userId: p.id }, { token: p.token })
    const cancelled = await t.api.get(`/api/games/${waiting.body.id}/replay`, { token: p.token })
    expect([cancelled.status, cancelled.body.message]).toEqual([400, REPLAYS.neverPlayed])

    const old = await trainingToEnd(p)
    await t.app.db.update(games).set({ seed: null, version: old.version + 1 }).where(eq(games.id, old.id)) // as games played before the recording
    const unrecorded = await t.api.get(`/api/games/${old.id}/replay`, { token: p.token })
    expect([unrecorded.status, unrecorded.body.message]).toEqual([400, REPLAYS.notRecorded])
  })

  it('lists a player’s finished games a page at a time, to the player, friends and admins', async () => {
    const p = await newPlayer(t.api)
    const finished: number[] = []
    for (let i = 0; i < 3; i++) finished.push((await trainingToEnd(p)).id)
    const waiting = await t.api.post('/api/games/unranked', { userId: p.id }, { token: p.token })
    await t.api.post(`/api/games/unranked/end/${waiting.body.id}`, { userId: p.id }, { token: p.token }) // cancelled: left out
    const url = `/api/users/${p.id}/games`

    const first = await t.api.get<Schemas['GameHistoryPage']>(`${url}?limit=2`, { token: p.token })
    expect(first.status).toBe(200)
    expect(first.body.games.map((g) => g.id)).toEqual([finished[2], finished[1]])
    expect(first.body.nextBefore).toBe(finished[1])
    const entry = first.body.games[0]
    expect(entry).toMatchObject({ type: 'training', joueur1: { id: p.id }, joueur2: { bot: true }, replay: true })
    expect(entry.moveCount).toBeGreaterThan(10)
    expect(entry.won).toBe(entry.winner === 1)
    const second = await t.api.get<Schemas['GameHistoryPage']>(`${url}?limit=2&before=${first.body.nextBefore}`, { token: p.token })
    expect([second.body.games.map((g) => g.id), second.body.nextBefore]).toEqual([[finished[0]], null])
    expect((await t.api.get<Schemas['GameHistoryPage']>(url, { token: p.token })).body.games).toHaveLength(3)

    const [friend, stranger] = [await newPlayer(t.api), await newPlayer(t.api)]
    await befriend(t.app, p, friend)
    const admin = await adminToken(t.api)
    for (const token of [friend.token, admin.token]) expect((await t.api.get(url, { token })).body.games).toHaveLength(3)
    const refused = await t.api.get(url, { token: stranger.token })
    expect([refused.status, refused.body.message]).toEqual([403, REPLAYS.historyNotAllowed])
    const nobody = await t.api.get('/api/users/2147483647/games', { token: p.token })
    expect(nobody.status).toBe(404)
    for (const query of ['limit=0', 'limit=51', 'limit=x', 'before=abc', 'before=0']) {
      const res = await t.api.get(`${url}?${query}`, { token: p.token })
      expect(res.status, query).toBe(400)
    }
    // the history walks an index per seat (no scan of every game)
    const plan = await t.app.db.execute(`EXPLAIN SELECT id FROM games WHERE joueur1 = ${p.id} AND status = 'FINISHED' ORDER BY id DESC LIMIT 21`)
    expect(JSON.stringify(plan)).toMatch(/games_joueur1/)
  })
})
