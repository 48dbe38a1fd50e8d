// Presence across instances: a row (instance, user, seen_at) while a user has a stream open on an
// instance, refreshed by that instance's heartbeat. A user is online when a fresh row exists on any
// instance; a crashed instance's rows go stale, are ignored, then deleted by a live instance.
import { and, eq, gt, inArray, lt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { eventPresence } from '../db/schema'

/** A row not refreshed for this long is stale: its instance is gone (at least 3 heartbeats). */
export const staleAfterMs = (heartbeatMs: number): number => Math.max(45_000, 3 * heartbeatMs)

export async function markOnline(db: Db, instance: string, userId: number, now: Date): Promise<void> {
  await db
    .insert(eventPresence)
    .values({ instance, userId, seenAt: now })
    .onConflictDoUpdate({ target: [eventPresence.instance, eventPresence.userId], set: { seenAt: now } })
}

export async function markOffline(db: Db, instance: string, userId: number): Promise<void> {
  await db.delete(eventPresence).where(and(eq(eventPresence.instance, instance), eq(eventPresence.userId, userId)))
}

/** Whether the user has a stream open on any live instance. */
export async function isOnline(db: Db, userId: number, now: Date, staleMs: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: eventPresence.userId })
    .from(eventPresence)
    .where(and(eq(eventPresence.userId, userId), gt(eventPresence.seenAt, new Date(now.getTime() - staleMs))))
    .limit(1)
  return row !== undefined
}

/** The heartbeat: this instance's rows are fresh again. */
export async function refreshInstance(db: Db, instance: string, now: Date): Promise<void> {
  await db.update(eventPresence).set({ seenAt: now }).where(eq(eventPresence.instance, instance))
}

/** Deletes the rows of gone instances; the users they concerned (their presence may have changed). */
export async function dropStale(db: Db, now: Date, staleMs: number): Promise<number[]> {
  const rows = await db
    .delete(eventPresence)
    .where(lt(eventPresence.seenAt, new Date(now.getTime() - staleMs)))
    .returning({ userId: eventPresence.userId })
  return [...new Set(rows.map((r) => r.userId))]
}

/** Forgets every row of this instance (clean shutdown). */
export async function forgetInstance(db: Db, instance: string, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return
  await db.delete(eventPresence).where(and(eq(eventPresence.instance, instance), inArray(eventPresence.userId, userIds)))
}
