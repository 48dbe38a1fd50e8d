// The cheap poll path (issue "Live games", item 6): the profile's badges are columns the database
// recounts in every transaction that changes them (they equal a fresh recount after any mix of
// writes, concurrent ones included on PostgreSQL); the token check's read is the profile's read;
// the profile answers a strong ETag (304 on If-None-Match); reading a game never writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testApp, PG_URL, type TestApp } from './helpers/app'
import { adminToken, newPlayer, type Player } from './helpers/players'
import { deckInRunningGame, finishGame, rows } from './helpers/economy'
import { bothPlace, startUnranked, view } from './helpers/games'
import { badgeRecount } from '../../src/server/db/repositories/users'
import { runBackgroundTasks } from '../../src/server/plugins/background'

let t: TestApp
let admin: { id: number; token: string }
beforeAll(async () => {
  t = await testApp()
  admin = await adminToken(t.api)
})
afterAll(() => t.close())

const profile = async (p: { id: number; token: string }) => (await t.api.get(`/api/user/${p.id}`, { token: p.token })).body
const giveCard = (userId: number, cardId: number) => t.api.post('/api/cardplayer/user/add', { userId, cardId }, { token: admin.token })
const giveSpell = (userId: number, spellId: number) => t.api.post('/api/spellplayer/user/add', { userId, spellId }, { token: admin.token })
const send = (p: Player, friendId: number) => t.api.post('/api/friends/send', { userId: p.id, friendId }, { token: p.token })
const cardsOf = async (p: Player) => (await t.api.get(`/api/cardplayer/user/${p.id}`, { token: p.token })).body as { id: number; card: { id: number }; upgradable: boolean }[]
const starterDeckId = async (p: Player): Promise<number> => (await t.api.get(`/api/decksplayer/user/${p.id}`, { token: p.token })).body[0].id

/** Every listed player's answered badges equal a recount from the tables. */
async function expectNoDrift(players: Player[]): Promise<void> {
  await t.app.pollCache.afterWrite() // the helpers also write with plain SQL: their notices heard first
  for (const p of players) {
    const answered = await profile(p)
    expect({ id: p.id, cardlevelup: answered.cardlevelup, friendsnotif: answered.friendsnotif }).toEqual({ id: p.id, ...(await badgeRecount(t.app.db, p.id)) })
  }
}

describe('profile badges kept by the database', () => {
  it('equal a fresh recount after gifts, upgrades, deck locks, friend requests and deletions', async () => {
    const players = [await newPlayer(t.api), await newPlayer(t.api), await newPlayer(t.api), await newPlayer(t.api)]
    const [a, b, c, d] = players
    const [first] = await cardsOf(a)
    // 3 more copies of a starter card: upgradable (the starter one is free while its deck is not in a game)
    for (let i = 0; i < 3; i++) expect((await giveCard(a.id, first.card.id)).status).toBe(201)
    for (let i = 0; i < 4; i++) expect((await giveSpell(a.id, 1)).status).toBe(201)
    await expectNoDrift(players)
    expect((await profile(a)).cardlevelup).toBeGreaterThanOrEqual(2)

    // the starter deck in a game in progress: its instances are locked, then free again
    const gameId = await deckInRunningGame(t, a.id, await starterDeckId(a))
    await expectNoDrift(players)
    await finishGame(t, gameId)
    await expectNoDrift(players)

    // an upgrade consumes three copies
    const kept = (await cardsOf(a)).find((x) => x.card.id === first.card.id && x.upgradable)!
    expect((await t.api.post('/api/cardplayer/upgrade', { userId: a.id, cardPlayerId: kept.id }, { token: a.token })).status).toBe(200)
    await expectNoDrift(players)

    // friend requests: sent, accepted, refused; a requester's account deleted (cascade)
    const ab = await send(a, b.id)
    const cb = await send(c, b.id)
    const db_ = await send(d, b.id)
    await send(c, a.id)
    await expectNoDrift(players)
    expect((await profile(b)).friendsnotif).toBe(3)
    expect((await t.api.post('/api/friends/accept', { userId: b.id, requestId: ab.body.id }, { token: b.token })).status).toBe(200)
    expect((await t.api.post('/api/friends/refuse', { userId: b.id, requestId: cb.body.id }, { token: b.token })).status).toBe(200)
    await expectNoDrift(players)
    expect(db_.status).toBe(201)
    expect((await t.api.delete(`/api/user/${d.id}/false`, { token: d.token })).status).toBe(200)
    await expectNoDrift([a, b, c])
    expect((await profile(b)).friendsnotif).toBe(0)

    // direct SQL writes (any writer, any file) are counted too
    await t.app.db.execute(sql`DELETE FROM card_players WHERE user_id = ${a.id}`)
    await expectNoDrift([a, b, c])
    expect((await profile(a)).cardlevelup).toBe(1) // the spells
  })

  it('equal a fresh recount through a real game: deck choices lock, moves do not, a the end frees, a deck deleted mid-game', async () => {
    const [a, b] = [await newPlayer(t.api), await newPlayer(t.api)]
    const [first] = await cardsOf(a)
    for (let i = 0; i < 3; i++) expect((await giveCard(a.id, first.card.id)).status).toBe(201)
    await expectNoDrift([a, b])
    const free = (await profile(a)).cardlevelup as number

    const { id } = await startUnranked(t.api, [a, b]) // the deck choices update the waiting game's row
    await expectNoDrift([a, b])
    expect((await profile(a)).cardlevelup).toBeLessThan(free) // the starter copy is in a game in progress
    await bothPlace(t.api, 'unranked', id, [a, b])
    await expectNoDrift([a, b])

    expect((await t.api.post(`/api/games/unranked/end/${id}`, { userId: a.id }, { token: a.token })).status).toBe(200)
    await expectNoDrift([a, b])
    expect((await profile(a)).cardlevelup).toBe(free)

    // a deck deleted while its game is in progress: the game's deck is set to null, its player recounted
    const deckId = await starterDeckId(a)
    await deckInRunningGame(t, a.id, deckId)
    expect((await profile(a)).cardlevelup).toBeLessThan(free)
    await t.app.db.execute(sql`DELETE FROM decks WHERE id = ${deckId}`)
    await expectNoDrift([a, b])
  })

  it('equal a fresh recount after concurrent gifts and friend requests to the same player', async () => {
    const target = await newPlayer(t.api)
    const senders = await Promise.all(Array.from({ length: 8 }, () => newPlayer(t.api)))
    const [first] = await cardsOf(target)
    await Promise.all([
      ...senders.map((s) => send(s, target.id)),
      ...Array.from({ length: 12 }, (_, i) => (i % 2 ? giveCard(target.id, first.card.id) : giveSpell(target.id, 1 + (i % 3)))),
    ])
    await expectNoDrift([target, ...senders])
    expect((await profile(target)).friendsnotif).toBe(8)
    // concurrent accepts, refusals and gifts of the next copies
    const incoming = (await t.api.get(`/api/friends/requests/${target.id}`, { token: target.token })).body.incoming as { id: number }[]
    await Promise.all([
      ...incoming.map((r, i) => t.api.post(`/api/friends/${i % 2 ? 'accept' : 'refuse'}`, { userId: target.id, requestId: r.id }, { token: target.token })),
      ...Array.from({ length: 6 }, () => giveCard(target.id, first.card.id)),
    ])
    await expectNoDrift([target, ...senders])
    expect((await profile(target)).friendsnotif).toBe(0)
  })
})

describe('profile poll', () => {
  it('the own profile (from the token check’s read) equals the one an admin reads', async () => {
    const p = await newPlayer(t.api)
    const own = await profile(p)
    const byAdmin = (await t.api.get(`/api/user/${p.id}`, { token: admin.token })).body
    expect(own).toEqual(byAdmin)
  })
})

describe('reading a game never writes', () => {
  it('answers the settled view of an expired turn and leaves the row as it was; the sweep saves it', async () => {
    const { id, mover, waiter } = await startUnranked(t.api)
    const start = await view(t.api, mover, id)
    const slot = start.you as 1 | 2
    const rowOf = async () =>
      (await rows<{ version: number; updated_at: unknown; state: unknown }>(t, sql`SELECT version, updated_at, state FROM games WHERE id = ${id}`))[0]
    t.clock.advance(31_000)
    const before = await rowOf()
    const seen = await view(t.api, waiter, id)
    expect(seen).toMatchObject({ roundTo: 3 - slot, version: start.version + 1, lastMove: { player: slot, kind: 'pass', timeout: true } })
    expect(await view(t.api, mover, id)).toEqual(await view(t.api, mover, id))
    expect(await rowOf()).toEqual(before) // version, updatedAt and state unchanged
    await runBackgroundTasks(t.app) // the sweep saves what the readers saw
    const after = await rowOf()
    expect(after.version).toBe(seen.version)
    expect(await view(t.api, waiter, id)).toMatchObject({ version: seen.version, roundTo: seen.roundTo, lastMove: seen.lastMove })
  })
})

describe.runIf(PG_URL)('on PostgreSQL', () => {
  it('runs against the database of TEST_DATABASE_URL', () => {
    expect(PG_URL).toBeTruthy()
  })
})
