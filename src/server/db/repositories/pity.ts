// The légendaire guarantee's counters (table pack_pity; the rule is packs/pity.ts): read for the
// booster shop, locked and written by the opening's transaction.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { packPity } from '../schema'
import type { Schemas } from '../../contract-types'
import type { PackKind } from './packs'

/** The player's counters (0 for a kind never opened). */
export async function pityCounters(db: Db, userId: number): Promise<Schemas['PackPity']> {
  const rows = await db.select().from(packPity).where(eq(packPity.userId, userId))
  const of = (kind: PackKind) => rows.find((r) => r.kind === kind)?.openedWithoutLegendary ?? 0
  return { cards: of('cards'), spells: of('spells') }
}

/**
 * The counter of that kind, its row created if needed and locked until the transaction ends: two
 * openings at once (two instances included) take turns, the second reading what the first wrote.
 */
export async function lockPityCounter(db: Db, userId: number, kind: PackKind): Promise<number> {
  const [row] = await db
    .insert(packPity)
    .values({ userId, kind, openedWithoutLegendary: 0 })
    .onConflictDoUpdate({ target: [packPity.userId, packPity.kind], set: { openedWithoutLegendary: sql`${packPity.openedWithoutLegendary}` } })
    .returning({ n: packPity.openedWithoutLegendary })
  return row.n
}

/** Writes the counter of a row locked by lockPityCounter. */
export async function setPityCounter(db: Db, userId: number, kind: PackKind, openedWithoutLegendary: number): Promise<void> {
  await db
    .update(packPity)
    .set({ openedWithoutLegendary })
    .where(and(eq(packPity.userId, userId), eq(packPity.kind, kind)))
}
