// Helpers of the economy tests: raw reads of the database, a snapshot of every economy table (to
// prove a refusal changed nothing), and a game in progress holding a deck.
import { sql, type SQL } from 'drizzle-orm'
import { expect } from 'vitest'
import type { TestApp } from './app'

/** The rows of a raw query. */
export async function rows<T = Record<string, unknown>>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows
}

const TABLES = [
  'users',
  'cards',
  'spells',
  'packs',
  'skins',
  'news',
  'card_players',
  'spell_players',
  'decks',
  'deck_cards',
  'deck_spells',
  'friendships',
  'pack_players',
  'pack_pity',
  'payments',
  'user_skins',
  'test_payment_intents',
]

/** Every row of the economy tables (and users' balances), in a stable order. */
export async function snapshot(t: TestApp): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {}
  for (const table of TABLES) {
    const order = table.startsWith('deck_') || table === 'pack_pity' ? sql`1, 2` : sql`id`
    result[table] = await rows(t, sql`SELECT * FROM ${sql.identifier(table)} ORDER BY ${order}`)
  }
  return result
}

/** Runs `action` and checks that it changed nothing in the database. */
export async function unchanged(t: TestApp, action: () => Promise<unknown>): Promise<void> {
  const before = await snapshot(t)
  await action()
  expect(await snapshot(t)).toEqual(before)
}

/** Puts a deck in a game in progress (a training game row), as the games server would. */
export async function deckInRunningGame(t: TestApp, userId: number, deckId: number): Promise<number> {
  const [game] = await rows<{ id: number }>(
    t,
    sql`INSERT INTO games (type, status, joueur1, deckplayer1, rng_state, created_at, updated_at)
        VALUES ('training', 'PLAYING', ${userId}, ${deckId}, 1, now(), now()) RETURNING id`,
  )
  await t.app.pollCache.afterWrite() // the badge trigger's notice heard before the next read
  return Number(game.id)
}

export async function finishGame(t: TestApp, gameId: number): Promise<void> {
  await t.app.db.execute(sql`UPDATE games SET status = 'FINISHED', open = false WHERE id = ${gameId}`)
  await t.app.pollCache.afterWrite()
}

export async function creditOf(t: TestApp, userId: number): Promise<number> {
  const [row] = await rows<{ credit: number }>(t, sql`SELECT credit FROM users WHERE id = ${userId}`)
  return Number(row.credit)
}

export async function setCredit(t: TestApp, userId: number, credit: number): Promise<void> {
  await t.app.db.execute(sql`UPDATE users SET credit = ${credit} WHERE id = ${userId}`)
  await t.app.pollCache.afterWrite()
}

/** The id of a catalogue item by slug. */
export async function idOf(t: TestApp, table: 'cards' | 'spells' | 'packs' | 'skins', slug: string): Promise<number> {
  const [row] = await rows<{ id: number }>(t, sql`SELECT id FROM ${sql.identifier(table)} WHERE slug = ${slug}`)
  return Number(row.id)
}
