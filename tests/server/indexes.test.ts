// The hot queries on games stay indexed as finished games pile up: with 5,000 finished games (the
// same decks and players as the game in progress), the plans of "decks in a game not finished"
// (locks, upgrades), "the user's game in progress", the sweep's "clock ran out" and the badge triggers' lock check read the
// partial indexes on games not finished, never the whole table. PGlite, or PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql, type SQL } from 'drizzle-orm'
import { testApp, type TestApp } from './helpers/app'
import { newPlayer, type Player } from './helpers/players'
import { plateUrl, someMove, startUnranked, view } from './helpers/games'
import { deckInRunningGame, rows } from './helpers/economy'
import { decksInGameQuery } from '../../src/server/db/repositories/locks'
import { activeGamesQuery, expiredGamesQuery } from '../../src/server/db/repositories/games'
import { badgeRecount } from '../../src/server/db/repositories/users'
import type { Db } from '../../src/server/db/client'

const FINISHED_GAMES = 5_000

let t: TestApp
let a: Player
let b: Player
let deckA: number
let deckB: number
beforeAll(async () => {
  t = await testApp()
  a = await newPlayer(t.api)
  b = await newPlayer(t.api)
  deckA = (await t.api.get(`/api/decksplayer/user/${a.id}`, { token: a.token })).body[0].id
  deckB = (await t.api.get(`/api/decksplayer/user/${b.id}`, { token: b.token })).body[0].id
  await t.app.db.execute(sql`
    INSERT INTO games (type, status, joueur1, joueur2, deckplayer1, deckplayer2, rng_state, created_at, updated_at, ended_at)
    SELECT 'unranked', 'FINISHED', ${a.id}, ${b.id}, ${deckA}, ${deckB}, n, now(), now(), now() FROM generate_series(1, ${FINISHED_GAMES}) n`)
  await deckInRunningGame(t, a.id, deckA)
  await t.app.db.execute(sql`ANALYZE games`)
}, 120_000)
afterAll(() => t?.close())

/** The plan of a query built by a repository, its parameters (numbers and timestamps here) written in. */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }, db: Db = t.app.db): Promise<string> {
  const { sql: text, params } = query.toSQL()
  const inlined = text.replace(/\$(\d+)/g, (_, i: string) => {
    const value = params[Number(i) - 1]
    if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'` // a timestamp, as the driver gets it
    if (typeof value !== 'number') throw new Error(`paramètre inattendu : ${String(value)}`)
    return String(value)
  })
  return explain(sql.raw(inlined), db)
}

async function explain(query: SQL, db: Db = t.app.db): Promise<string> {
  const result = (await db.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] }
  return result.rows.map((l) => l['QUERY PLAN']).join('\n')
}

/**
 * The ways a plan reads games: 'seq' for a scan of the whole table, else the names of the indexes.
 * The planner may walk any partial index on games not finished (they all hold only those rows).
 */
function gamesAccess(plan: string): string[] {
  const access = [...plan.matchAll(/Seq Scan on games\b/g)].map(() => 'seq')
  for (const m of plan.matchAll(/using (games_\w+) on games\b|Bitmap Index Scan on (games_\w+)/g)) access.push(m[1] ?? m[2])
  return access
}

/** Expects a plan to read games only through the partial indexes on games not finished. */
function expectOpenIndexesOnly(plan: string): void {
  const access = gamesAccess(plan)
  expect(access.length, plan).toBeGreaterThan(0)
  for (const way of access) expect(way, plan).toMatch(/^games_(deckplayer|joueur)[12]_open$/)
}

describe(`with ${FINISHED_GAMES} finished games`, () => {
  it('the check itself: without the partial indexes the plans scan the whole table', async () => {
    const plans: string[] = []
    await t.app.db.transaction(async (tx) => {
      for (const name of ['games_deckplayer1_open', 'games_deckplayer2_open', 'games_joueur1_open', 'games_joueur2_open']) {
        await tx.execute(sql.raw(`DROP INDEX ${name}`))
      }
      plans.push(
        await planOf(decksInGameQuery(tx, [deckA, deckB]), tx),
        await planOf(activeGamesQuery(tx, a.id), tx),
        await planOf(expiredGamesQuery(tx, new Date(), 200), tx),
      )
      tx.rollback()
    }).catch((error: unknown) => {
      if (!(error instanceof Error && /rollback/i.test(error.message))) throw error
    })
    for (const plan of plans) expect(gamesAccess(plan).some((way) => !way.endsWith('_open')), plan).toBe(true)
  })

  it('finds the decks in a game through the partial deck indexes', async () => {
    const plan = await planOf(decksInGameQuery(t.app.db, [deckA, deckB]))
    expectOpenIndexesOnly(plan)
    expect(await decksInGameQuery(t.app.db, [deckA, deckB])).toEqual([{ d1: deckA, d2: null }])
  })

  it("finds a user's game in progress through the partial player indexes", async () => {
    const plan = await planOf(activeGamesQuery(t.app.db, a.id))
    expectOpenIndexesOnly(plan)
    expect(await activeGamesQuery(t.app.db, b.id)).toEqual([])
  })

  it('finds the games whose clock ran out (the sweep) through the same indexes', async () => {
    expectOpenIndexesOnly(await planOf(expiredGamesQuery(t.app.db, new Date(), 200)))
    const [open] = await rows<{ id: number }>(t, sql`SELECT id FROM games WHERE status <> 'FINISHED'`)
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE games SET turn_deadline = now() - interval '1 second' WHERE id = ${open.id}`)
      expect(await expiredGamesQuery(tx, new Date(), 200)).toEqual([{ id: Number(open.id) }])
      tx.rollback()
    }).catch((error: unknown) => {
      if (!(error instanceof Error && /rollback/i.test(error.message))) throw error
    })
  })

  it('checks the badge triggers’ decks in a game through the same indexes', async () => {
    // the lock check of badge_recount_cards (migration *_profile_badges), as it is written there
    const plan = await explain(sql`SELECT d.id FROM decks d WHERE d.user_id = ${sql.raw(String(a.id))}
      AND EXISTS (SELECT 1 FROM games g WHERE g.status <> 'FINISHED' AND (g.deckplayer1 = d.id OR g.deckplayer2 = d.id))`)
    expectOpenIndexesOnly(plan)
    // and the badges the triggers keep still equal a fresh recount
    const [row] = await rows<{ badge_cardlevelup: number }>(t, sql`SELECT badge_cardlevelup FROM users WHERE id = ${a.id}`)
    expect(Number(row.badge_cardlevelup)).toBe((await badgeRecount(t.app.db, a.id)).cardlevelup)
  })
})

describe("a move's save", () => {
  it('changes no column an index of games reads (key, expression or predicate): it can be a HOT update, no index entry written', async () => {
    const { id, mover } = await startUnranked(t.api)
    const rowOf = async () => (await rows<{ row: Record<string, unknown> }>(t, sql`SELECT to_jsonb(g) AS row FROM games g WHERE id = ${id}`))[0].row
    const before = await rowOf()
    const game = await view(t.api, mover, id)
    expect((await t.api.post(plateUrl('unranked', id), { userId: mover.id, version: game.version, ...someMove(game) }, { token: mover.token })).status).toBe(200)
    const after = await rowOf()
    const seen = Object.keys(after).filter((column) => JSON.stringify(after[column]) !== JSON.stringify(before[column]))
    expect(seen).toEqual(expect.arrayContaining(['version', 'state', 'moves', 'round_to']))
    const changed = [...seen, 'turn_deadline', 'updated_at'] // set from the clock at every move (this test app's clock stands still)
    const indexes = await rows<{ name: string; definition: string }>(
      t,
      sql`SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = 'games'::regclass`,
    )
    expect(indexes.length).toBeGreaterThan(5)
    for (const { name, definition } of indexes) {
      const read = changed.filter((column) => new RegExp(`\\b${column}\\b`).test(definition.replace(/^.*? USING /, '')))
      expect({ name, read }).toEqual({ name, read: [] })
    }
  })
})
