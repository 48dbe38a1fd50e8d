// Matchmaking by strength (ranked and unranked): a player may queue with their deck, frozen into the
// waiting game at once and matched by its power; pairing by rating and deck power within src/game's
// windows, which widen with the stored wait (the app's manual clock); a game whose two players both
// queued with a deck starts at once; re-posting another deck changes the waiting game's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testApp, type TestApp } from './helpers/app'
import { burst, cluster, type Cluster } from './helpers/bursts'
import { newPlayer, type Player } from './helpers/players'
import { firstDeckId, type Game } from './helpers/games'
import { users } from '../../src/server/db/schema'
import type { Schemas } from '../../src/server/contract-types'
import { canPair, instancesPower, powerGap, powerWindow, ratingWindow, type Seeker } from '../../src/game'

type Mode = 'ranked' | 'unranked'
type Deck = Schemas['Deck']

const deckPowerOf = (deck: Deck) => instancesPower(deck.cartes, deck.spells)

let t: TestApp
beforeAll(async () => {
  t = await testApp()
})
afterAll(() => t.close())

const queue = (mode: Mode, p: Player, deckId?: number) => t.api.post<Game & { message?: string }>(`/api/games/${mode}`, { userId: p.id, ...(deckId ? { deckId } : {}) }, { token: p.token })
const read = async (p: Player, id: number) => (await t.api.get<Game>(`/api/games/${id}`, { token: p.token })).body
const setRating = (p: Player, rating: number) => t.app.db.update(users).set({ rating }).where(eq(users.id, p.id))
const starterDeck = async (p: Player): Promise<Deck> => (await t.api.get(`/api/decksplayer/user/${p.id}`, { token: p.token })).body[0]
/** A playable deck of the starter's spells only: far weaker than the starter deck. */
async function spellsOnlyDeck(p: Player): Promise<Deck> {
  const starter = await starterDeck(p)
  const res = await t.api.post('/api/decksplayer/create', { userId: p.id, name: 'Sorts seuls', cartes: [], spells: starter.spells.map((s) => s.id) }, { token: p.token })
  expect(res.body.playable).toBe(true)
  return res.body
}
/** Leaves whatever the players still wait in, so that later tests meet no one left over. */
async function leaveQueue(mode: Mode, ...players: Player[]) {
  for (const p of players) {
    const check = await t.api.get(`/api/games/check/${p.id}`, { token: p.token })
    if (check.body) await t.api.post(`/api/games/${mode}/end/${check.body.id}`, { userId: p.id }, { token: p.token })
  }
}
/** The first wait (a whole number of window steps) after which the two may meet. */
function waitToMeet(a: Omit<Seeker, 'waitedMs'>, b: Omit<Seeker, 'waitedMs'>, stepMs: number): number {
  for (let waited = 0; waited < 3_600_000; waited += stepMs) if (canPair({ ...a, waitedMs: waited }, { ...b, waitedMs: 0 })) return waited
  throw new Error('never')
}

describe('queueing with a deck', () => {
  it('freezes the deck into the waiting game and shows what is searched, widening with the wait', async () => {
    const a = await newPlayer(t.api)
    const deck = await starterDeck(a)
    const opened = await queue('ranked', a, deck.id)
    expect(opened.status).toBe(200)
    expect(opened.body).toMatchObject({ status: 'WAITING', joueur2: null, you: 1, deckplayer1: deck.id, turnDeadline: null })
    expect(opened.body.hand!.cartes.map((c) => c.id).sort()).toEqual(deck.cartes.map((c) => c.id).sort())
    expect(opened.body.matchmaking).toEqual({
      since: t.clock().toISOString(),
      rating: 1000,
      power: deckPowerOf(deck),
      ratingWindow: ratingWindow(0),
      powerWindow: powerWindow(0),
    })
    t.clock.advance(25_000)
    const later = await read(a, opened.body.id)
    expect(later.matchmaking).toMatchObject({ since: opened.body.matchmaking!.since, ratingWindow: ratingWindow(25_000), powerWindow: powerWindow(25_000) })
    expect(later.matchmaking!.ratingWindow).toBeGreaterThan(ratingWindow(0))
    await leaveQueue('ranked', a)
  })

  it('starts the game at once when both players queued with a deck', async () => {
    const [a, b] = [await newPlayer(t.api), await newPlayer(t.api)]
    const opened = await queue('unranked', a, await firstDeckId(t.api, a))
    const joined = await queue('unranked', b, await firstDeckId(t.api, b))
    expect(joined.body.id).toBe(opened.body.id)
    expect(joined.body).toMatchObject({ status: 'PLAYING', you: 2, joueur1: { id: a.id }, joueur2: { id: b.id }, matchmaking: null })
    expect(new Date(joined.body.turnDeadline!).getTime() - t.clock().getTime()).toBe(30_000)
    expect(await read(a, opened.body.id)).toMatchObject({ status: 'PLAYING', you: 1, matchmaking: null })
    await leaveQueue('unranked', a, b)
  })

  it('keeps the old flow when one of the two queued without a deck: paired, then the deck choice starts it', async () => {
    const [a, b] = [await newPlayer(t.api), await newPlayer(t.api)]
    const opened = await queue('unranked', a, await firstDeckId(t.api, a))
    const joined = await queue('unranked', b)
    expect(joined.body).toMatchObject({ id: opened.body.id, status: 'WAITING', you: 2, deckplayer1: opened.body.deckplayer1, deckplayer2: null, matchmaking: null })
    const chosen = await t.api.post(`/api/games/unranked/decks/${opened.body.id}`, { userId: b.id, deckId: await firstDeckId(t.api, b) }, { token: b.token })
    expect(chosen.body.status).toBe('PLAYING')
    await leaveQueue('unranked', a, b)
  })

  it('re-posting another deck changes the waiting game\'s deck and power; without a deck it keeps them', async () => {
    const a = await newPlayer(t.api)
    const starter = await starterDeck(a)
    const weak = await spellsOnlyDeck(a)
    const opened = await queue('unranked', a, starter.id)
    const changed = await queue('unranked', a, weak.id)
    expect(changed.body).toMatchObject({ id: opened.body.id, deckplayer1: weak.id, matchmaking: { power: deckPowerOf(weak), since: opened.body.matchmaking!.since } })
    expect(changed.body.hand).toMatchObject({ cartes: [], spells: expect.arrayContaining([expect.objectContaining({ id: weak.spells[0].id })]) })
    expect(changed.body.version).toBe(opened.body.version + 1)
    const same = await queue('unranked', a, weak.id)
    expect(same.body).toMatchObject({ id: opened.body.id, version: changed.body.version }) // the same deck: nothing written
    const kept = await queue('unranked', a)
    expect(kept.body).toMatchObject({ id: opened.body.id, deckplayer1: weak.id, matchmaking: { power: deckPowerOf(weak) } })
    await leaveQueue('unranked', a)
  })

  it('refuses a missing deck, someone else\'s or one not playable in French, and opens nothing', async () => {
    const [a, b] = [await newPlayer(t.api), await newPlayer(t.api)]
    const small = await t.api.post('/api/decksplayer/create', { userId: a.id, name: 'Petit', cartes: [(await starterDeck(a)).cartes[0].id] }, { token: a.token })
    const answers = [await queue('ranked', a, 999_999), await queue('ranked', a, await firstDeckId(t.api, b)), await queue('unranked', a, small.body.id)]
    expect(answers.map((r) => [r.status, r.body.message])).toEqual([
      [404, 'Deck introuvable.'],
      [403, 'Ce deck ne vous appartient pas.'],
      [400, expect.stringContaining("ce deck n'est pas jouable")],
    ])
    expect((await t.api.get(`/api/games/check/${a.id}`, { token: a.token })).body).toBeNull()
  })
})

describe('pairing by deck power', () => {
  it('pairs within the power window, not outside it, until the wait widens it; the game then starts', async () => {
    const [a, b] = [await newPlayer(t.api), await newPlayer(t.api)]
    const weak = await spellsOnlyDeck(a)
    const strong = await starterDeck(b)
    const opened = await queue('ranked', a, weak.id)
    const apart = await queue('ranked', b, strong.id)
    const [pa, pb] = [opened.body.matchmaking!.power!, apart.body.matchmaking!.power!]
    expect(powerGap(pa, pb)).toBeGreaterThan(powerWindow(0)) // the decks are too far apart at first
    expect(apart.body).toMatchObject({ status: 'WAITING', joueur2: null, you: 1 })
    expect(apart.body.id).not.toBe(opened.body.id)

    const step = 1_000
    const needed = waitToMeet({ rating: 1000, power: pa }, { rating: 1000, power: pb }, step)
    t.clock.advance(needed - step) // a has waited just too little
    const still = await queue('ranked', b)
    expect(still.body.id).toBe(apart.body.id)
    t.clock.advance(step)
    const paired = await queue('ranked', b) // b's re-post meets a: both decks known, the game starts
    expect(paired.body).toMatchObject({ id: opened.body.id, status: 'PLAYING', you: 2, deckplayer1: weak.id, deckplayer2: strong.id })
    expect((await t.api.get(`/api/games/${apart.body.id}`, { token: b.token })).status).toBe(404) // b's own waiting game is gone
    await leaveQueue('ranked', a, b)
  })

  it('chooses the closest deck power, not the oldest waiting game', async () => {
    const [a, b, c] = [await newPlayer(t.api), await newPlayer(t.api), await newPlayer(t.api)]
    const first = await queue('unranked', a, (await spellsOnlyDeck(a)).id) // the oldest, a weak deck
    const second = await queue('unranked', b, (await starterDeck(b)).id)
    expect(second.body.id).not.toBe(first.body.id)
    const third = await queue('unranked', c, (await starterDeck(c)).id)
    expect(third.body).toMatchObject({ id: second.body.id, status: 'PLAYING' })
    await leaveQueue('unranked', a, b, c)
  })

  it('lets a player without a deck meet any deck power, and pairs unranked players by rating too', async () => {
    const [a, b, c] = [await newPlayer(t.api), await newPlayer(t.api), await newPlayer(t.api)]
    await setRating(c, 1000 + 2 * ratingWindow(0))
    const opened = await queue('unranked', a, (await spellsOnlyDeck(a)).id)
    const far = await queue('unranked', c) // no deck, but too far in rating
    expect(far.body.id).not.toBe(opened.body.id)
    const joined = await queue('unranked', b) // no deck: any power fits
    expect(joined.body).toMatchObject({ id: opened.body.id, status: 'WAITING', you: 2 })
    await leaveQueue('unranked', a, b, c)
  })

  it('uses the wider of the two waits: a newcomer meets the long waiter at once', async () => {
    const [a, b] = [await newPlayer(t.api), await newPlayer(t.api)]
    const waited = 30_000
    await setRating(b, 1000 + Math.floor((ratingWindow(0) + ratingWindow(waited)) / 2)) // outside the base window, inside a's widened one
    const opened = await queue('ranked', a, await firstDeckId(t.api, a))
    t.clock.advance(waited)
    const joined = await queue('ranked', b, await firstDeckId(t.api, b))
    expect(joined.body).toMatchObject({ id: opened.body.id, status: 'PLAYING' })
    await leaveQueue('ranked', a, b)
  })
})

describe('simultaneous joins (two instances on PostgreSQL)', () => {
  let c: Cluster
  beforeAll(async () => {
    c = await cluster()
  })
  afterAll(() => c.close())

  const post = (i: number, mode: Mode, p: Player, deckId?: number) =>
    c.at(i).api.post<Game>(`/api/games/${mode}`, { userId: p.id, ...(deckId ? { deckId } : {}) }, { token: p.token, unchecked: true })
  const gameOf = async (p: Player) => (await c.at(0).api.get(`/api/games/check/${p.id}`, { token: p.token })).body?.id ?? null
  const players = async (n: number) => Promise.all(Array.from({ length: n }, () => newPlayer(c.at(0).api)))
  const decksOf = async (ps: Player[]) => Promise.all(ps.map((p) => firstDeckId(c.at(0).api, p)))

  it('8 players queueing at once with their decks: 4 games, each player in exactly one, every game started', async () => {
    const ps = await players(8)
    const decks = await decksOf(ps)
    const answers = await burst(8, (i) => post(i, 'ranked', ps[i], decks[i]))
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200))
    const ids = answers.map((r) => r.body.id)
    const counts = new Map<number, number>()
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
    expect([...counts.values()]).toEqual([2, 2, 2, 2])
    expect(await Promise.all(ps.map(gameOf))).toEqual(ids)
    for (const [id] of counts) {
      const seats = ps.filter((_, i) => ids[i] === id)
      const game = (await c.at(1).api.get<Game>(`/api/games/${id}`, { token: seats[0].token })).body
      expect(game.status).toBe('PLAYING')
      expect([game.joueur1!.id, game.joueur2!.id].sort()).toEqual(seats.map((p) => p.id).sort())
    }
  })

  it('two players joining one waiting player at once (who re-posts another deck meanwhile): one seated, never both', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b, d] = await players(3)
      const [deckA, deckB, deckD] = await decksOf([a, b, d])
      const starter = (await c.at(0).api.get(`/api/decksplayer/user/${a.id}`, { token: a.token })).body[0]
      const ids = (items: { id: number }[]) => items.map((i) => i.id)
      const copy = { userId: a.id, name: 'Copie', cartes: ids(starter.cartes), spells: ids(starter.spells) } // another deck of the same power
      const other = (await c.at(0).api.post('/api/decksplayer/create', copy, { token: a.token })).body.id
      const opened = await post(0, 'unranked', a, deckA)
      const [rb, rd, ra] = await Promise.all([post(1, 'unranked', b, deckB), post(0, 'unranked', d, deckD), post(round + 1, 'unranked', a, other)])
      expect([rb.status, rd.status]).toEqual([200, 200])
      // a's re-post: its waiting game (the deck changed), or, once someone joined it, the game in progress
      if (ra.status === 409) expect(ra.body).toMatchObject({ code: 'ALREADY_PLAYING', game: { id: opened.body.id } })
      else expect([ra.status, ra.body.id]).toEqual([200, opened.body.id])
      expect([rb, rd].filter((r) => r.body.id === opened.body.id)).toHaveLength(1)
      const game = (await c.at(0).api.get<Game>(`/api/games/${opened.body.id}`, { token: a.token })).body
      const joiner = game.joueur2!.id === b.id ? b : d
      expect([b.id, d.id]).toContain(joiner.id)
      expect(await gameOf(joiner)).toBe(opened.body.id)
      const left = joiner === b ? d : b
      const leftGame = await gameOf(left)
      expect(leftGame).not.toBe(opened.body.id)
      expect((await c.at(1).api.get<Game>(`/api/games/${leftGame}`, { token: left.token })).body).toMatchObject({ status: 'WAITING', joueur2: null })
      // the game started with one of a's decks, frozen whole
      expect(game.status).toBe('PLAYING')
      expect([deckA, other]).toContain(game.deckplayer1)
      await c.at(0).api.post(`/api/games/unranked/end/${leftGame}`, { userId: left.id }, { token: left.token }) // no one left waiting for the next round
    }
  })

  it('one player posting 5 times at once opens one waiting game', async () => {
    const [a] = await players(1)
    const [deck] = await decksOf([a])
    const answers = await burst(5, (i) => post(i, 'unranked', a, deck))
    for (const r of answers) expect([200, 409], JSON.stringify(r.body).slice(0, 200)).toContain(r.status)
    const ok = answers.filter((r) => r.status === 200)
    expect(new Set(ok.map((r) => r.body.id)).size).toBe(1)
    const listed = (await c.at(0).api.get(`/api/games/user/${a.id}`, { token: a.token })).body as { status: string }[]
    expect(listed.filter((g) => g.status !== 'FINISHED')).toHaveLength(1)
  })
})
