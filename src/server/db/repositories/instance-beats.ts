// The instances' heartbeats, and the deadlines a cluster-wide outage moves (games/downtime.ts).
import { and, eq, gte, inArray, isNotNull, lt, max, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { games, instanceBeats } from '../schema'

/** Serialises the instances that start at once: one of them gives the downtime back, the others see its beat. */
const DOWNTIME_LOCK = 7_302_215

/** This instance is alive at `now`. */
export async function beat(db: Db, instance: string, now: Date): Promise<void> {
  await db.insert(instanceBeats).values({ instance, beatAt: now }).onConflictDoUpdate({ target: instanceBeats.instance, set: { beatAt: now } })
}

/** Forgets the beats of instances gone long ago (each start adds a row). */
export async function pruneBeats(db: Db, before: Date): Promise<void> {
  await db.delete(instanceBeats).where(lt(instanceBeats.beatAt, before))
}

/**
 * At start: when no instance has beaten for `minGapMs` (the whole cluster was down), the running
 * clocks (turns and deck choices whose deadline had not passed when the last beat was heard) move
 * by the time nobody served; each such game's version grows, so every screen reads it again. Then
 * this instance's first beat. One transaction under an advisory lock: two instances starting at
 * once give the time back once. Returns the downtime given back (0 when none) and the games moved.
 */
export async function giveBackDowntime(db: Db, instance: string, now: Date, minGapMs: number): Promise<{ downtimeMs: number; games: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DOWNTIME_LOCK})`)
    const [row] = await tx.select({ last: max(instanceBeats.beatAt) }).from(instanceBeats)
    const last = row?.last ? new Date(row.last) : null
    const downtimeMs = last ? now.getTime() - last.getTime() : 0
    let moved = 0
    if (last && downtimeMs >= minGapMs) {
      const shifted = await tx
        .update(games)
        .set({ turnDeadline: sql`${games.turnDeadline} + make_interval(secs => ${downtimeMs / 1000})`, version: sql`${games.version} + 1`, updatedAt: now })
        .where(and(inArray(games.status, ['PLAYING', 'WAITING']), isNotNull(games.turnDeadline), gte(games.turnDeadline, last)))
        .returning({ id: games.id })
      moved = shifted.length
    }
    await tx.insert(instanceBeats).values({ instance, beatAt: now }).onConflictDoUpdate({ target: instanceBeats.instance, set: { beatAt: now } })
    return { downtimeMs: last && downtimeMs >= minGapMs ? downtimeMs : 0, games: moved }
  })
}

/** The latest beat of `instance` (tests). */
export async function beatOf(db: Db, instance: string): Promise<Date | null> {
  const [row] = await db.select({ at: instanceBeats.beatAt }).from(instanceBeats).where(eq(instanceBeats.instance, instance))
  return row?.at ?? null
}
