// The profile's statistics, GET /api/users/{userId}/stats: the numbers over many finished games of
// every mode (rows written as the game service writes them, plus one real game played through the
// API), who may see them (the player, friends, admins), and bad input as French 4xx. PGlite, or
// PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testApp, type TestApp } from './helpers/app'
import { adminToken, newPlayer, type Player } from './helpers/players'
import { firstDeckId, playToEnd } from './helpers/games'
import { cards, friendships, games, users } from '../../src/server/db/schema'
import { eq } from 'drizzle-orm'
import type { RecordedMove } from '../../src/game'
import type { GameType } from '../../src/server/games/types'
import { STATS, USERS } from '../../src/server/messages'
import type { Schemas } from '../../src/server/contract-types'

type UserStats = Schemas['UserStats']

const befriend = (app: FastifyInstance, a: Player, b: Player) => app.db.insert(friendships).values({ requesterId: a.id, addresseeId: b.id, status: 'accepted' })

/** A frozen deck: instance ids `base + i` of the catalogue cards `cardIds`. */
const deckOf = (base: number, cardIds: number[]) => ({
  deckId: 1,
  cards: cardIds.map((cardId, i) => ({ id: base + i, card: { id: cardId } })),
  spells: [{ id: base + 50, spell: { id: 1 } }],
})

const move = (player: 1 | 2, kind: RecordedMove['kind'], instanceId: number | null): RecordedMove => ({
  player,
  kind,
  instanceId,
  index: instanceId == null ? null : 0,
  timeout: false,
  at: '2026-01-01T00:00:00.000Z',
})

interface Row {
  type: GameType
  seat: 1 | 2
  won: boolean | null // null: no winner
  change?: number
  status?: 'FINISHED' | 'PLAYING'
  cancelled?: boolean
}

describe('profile statistics', () => {
  let t: TestApp
  let p: Player
  let other: Player
  let cardIds: number[]
  beforeAll(async () => {
    t = await testApp()
    p = await newPlayer(t.api)
    other = await newPlayer(t.api)
    cardIds = (await t.app.db.select({ id: cards.id }).from(cards).orderBy(cards.id).limit(3)).map((c) => c.id)
  })
  afterAll(() => t.close())

  /** Writes a game row of `p` in `seat`: p placed instances base, base+1 (card 0, card 1) and a spell; the other side placed card 2. */
  async function insertGame(row: Row, endedAt: Date) {
    const mine = row.seat
    const theirs = mine === 1 ? 2 : 1
    const [me, them] = [deckOf(1000, cardIds), deckOf(2000, [cardIds[2], cardIds[2], cardIds[2]])]
    const winner = row.won == null ? null : row.won ? p.id : other.id
    const [inserted] = await t.app.db
      .insert(games)
      .values({
        type: row.type,
        status: row.status ?? 'FINISHED',
        joueur1: mine === 1 ? p.id : other.id,
        joueur2: mine === 2 ? p.id : other.id,
        instances: (mine === 1 ? { '1': me, '2': them } : { '1': them, '2': me }) as never,
        moves: [move(mine, 'card', 1000), move(theirs, 'card', 2000), move(mine, 'card', 1001), move(mine, 'spell', 1050), move(mine, 'card', 1000), move(theirs, 'pass', null)],
        rewards: { [String(mine)]: { xp: 0, credit: 0, ratingChange: row.change ?? 0 }, [String(theirs)]: { xp: 0, credit: 0, ratingChange: -(row.change ?? 0) } },
        winner,
        endReason: row.cancelled ? 'cancelled' : row.status === 'PLAYING' ? null : 'board-full',
        rngState: 1,
        createdAt: endedAt,
        updatedAt: endedAt,
        endedAt: row.status === 'PLAYING' ? null : endedAt,
      })
      .returning({ id: games.id })
    return inserted.id
  }

  it('counts many finished games per mode, rebuilds the ranked rating after each and ranks the cards played', async () => {
    const changes = [16, -15, 14, 17, -16, 12, -18, 15, 16, 0] // the last ranked game moved nothing (nobody placed): no point
    const rows: Row[] = [
      ...changes.map((change, i): Row => ({ type: 'ranked', seat: i % 2 === 0 ? 1 : 2, won: change > 0 ? true : change < 0 ? false : null, change })),
      ...Array.from({ length: 12 }, (_, i): Row => ({ type: 'unranked', seat: i % 3 === 0 ? 2 : 1, won: i % 4 !== 0 })), // 9 won, 3 lost
      ...Array.from({ length: 5 }, (_, i): Row => ({ type: 'private', seat: 2, won: i === 0 ? null : i < 3 })), // 2 won, 2 lost, 1 no winner
      ...Array.from({ length: 20 }, (_, i): Row => ({ type: 'training', seat: 1, won: i % 2 === 0 })), // 10 / 10
      ...Array.from({ length: 7 }, (_, i): Row => ({ type: 'solo', seat: 1, won: i < 6 })), // 6 / 1
      { type: 'unranked', seat: 1, won: null, cancelled: true }, // left out
      { type: 'ranked', seat: 1, won: null, status: 'PLAYING' }, // left out
    ]
    const start = Date.parse('2026-03-01T10:00:00Z')
    const ids: number[] = []
    for (const [i, row] of rows.entries()) ids.push(await insertGame(row, new Date(start + i * 3_600_000)))
    const rating = 1000 + changes.reduce((a, b) => a + b, 0)
    await t.app.db.update(users).set({ rating }).where(eq(users.id, p.id))

    const res = await t.api.get<UserStats>(`/api/users/${p.id}/stats`, { token: p.token })
    expect(res.status).toBe(200)
    const stats = res.body
    expect(stats.rating).toBe(rating)
    expect(stats.modes).toEqual([
      { type: 'ranked', played: 10, won: 6, lost: 3 },
      { type: 'unranked', played: 12, won: 9, lost: 3 },
      { type: 'private', played: 5, won: 2, lost: 2 },
      { type: 'training', played: 20, won: 10, lost: 10 },
      { type: 'solo', played: 7, won: 6, lost: 1 },
    ])
    const expected = changes.slice(0, 9).map((change, i) => ({
      gameId: ids[i],
      at: new Date(start + i * 3_600_000).toISOString(),
      rating: 1000 + changes.slice(0, i + 1).reduce((a, b) => a + b, 0),
      change,
    }))
    expect(stats.ratingHistory).toEqual(expected)
    expect(stats.ratingHistory.at(-1)?.rating).toBe(rating)
    const finished = rows.length - 2
    expect(stats.topCards.map((c) => [c.cardId, c.plays])).toEqual([
      [cardIds[0], 2 * finished],
      [cardIds[1], finished],
    ]) // the opponent's card and the spells are not counted; nor the cancelled or unfinished games
    const [art] = await t.app.db.select().from(cards).where(eq(cards.id, cardIds[0]))
    expect(stats.topCards[0]).toMatchObject({ nom: art.nom, rarete: art.rarete, imageDeBase: art.imageDeBase })

    const empty = await t.api.get<UserStats>(`/api/users/${other.id}/stats`, { token: other.token })
    expect(empty.body.topCards.map((c) => [c.cardId, c.plays])).toEqual([[cardIds[2], rows.length - 2]])
  })

  it('counts a real training game’s placed cards from its recorded moves', async () => {
    const q = await newPlayer(t.api)
    const created = await t.api.post('/api/games/training', { userId: q.id, difficulty: 'facile', deckId: await firstDeckId(t.api, q) }, { token: q.token })
    const { last } = await playToEnd([{ api: t.api, player: q }], created.body.id, 'training')
    const replay = (await t.api.get<Schemas['GameReplay']>(`/api/games/${last.id}/replay`, { token: q.token })).body
    const perCard = new Map<number, number>()
    for (const m of replay.moves.filter((m) => m.player === 1 && m.kind === 'card')) {
      const cardId = replay.decks.joueur1.cartes.find((c) => c.id === m.instanceId)!.card.id
      perCard.set(cardId, (perCard.get(cardId) ?? 0) + 1)
    }
    const stats = (await t.api.get<UserStats>(`/api/users/${q.id}/stats`, { token: q.token })).body
    expect(perCard.size).toBeGreaterThan(0)
    expect(stats.topCards).toHaveLength(Math.min(8, perCard.size))
    for (const c of stats.topCards) expect(c.plays, c.nom).toBe(perCard.get(c.cardId))
    expect(stats.topCards[0].plays).toBe(Math.max(...perCard.values()))
    expect(stats.modes.find((m) => m.type === 'training')).toEqual({ type: 'training', played: 1, won: last.winner === q.id ? 1 : 0, lost: last.winner != null && last.winner !== q.id ? 1 : 0 })
    expect(stats.ratingHistory).toEqual([])
  })

  it('is visible to the player, friends and admins; a stranger gets 403, an unknown player 404, odd ids 400', async () => {
    const [friend, stranger] = [await newPlayer(t.api), await newPlayer(t.api)]
    await befriend(t.app, friend, p)
    const admin = await adminToken(t.api)
    const url = `/api/users/${p.id}/stats`
    for (const token of [p.token, friend.token, admin.token]) expect((await t.api.get(url, { token })).status).toBe(200)
    const refused = await t.api.get(url, { token: stranger.token })
    expect([refused.status, refused.body.message]).toEqual([403, STATS.notAllowed])
    expect((await t.api.get(url)).status).toBe(401)
    const nobody = await t.api.get('/api/users/2147483647/stats', { token: p.token })
    expect([nobody.status, nobody.body.message]).toEqual([404, USERS.notFound])
    for (const odd of ['abc', '0', '-3', '1.5', '99999999999', '%20']) {
      const res = await t.api.get(`/api/users/${odd}/stats`, { token: p.token })
      expect(res.status, odd).toBe(400)
      expect(res.body.message, odd).toMatch(/[a-zé]/)
    }
  })

  it('reads each seat down its index', async () => {
    const plan = await t.app.db.execute(`EXPLAIN SELECT type, count(*) FROM games WHERE joueur2 = ${p.id} AND status = 'FINISHED' AND end_reason <> 'cancelled' GROUP BY type`)
    expect(JSON.stringify(plan)).toMatch(/games_joueur2/)
  })
})
