// Attempt limits kept in the database, so that every instance counts the same attempts.
import { and, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateEvents } from '../db/schema'

export interface Limit {
  max: number // events allowed in the window
  windowMs: number
}

export const SIGNIN_ACCOUNT_LIMIT: Limit = { max: 5, windowMs: 15 * 60_000 }
export const SIGNIN_ADDRESS_LIMIT: Limit = { max: 20, windowMs: 15 * 60_000 }
export const SIGNUP_ADDRESS_LIMIT: Limit = { max: 10, windowMs: 60 * 60_000 }
export const RESET_LIMIT: Limit = { max: 5, windowMs: 60 * 60_000 }

/** Seconds until the key may act again, or 0 when it is under its limit. */
export async function retryAfter(db: Db, key: string, limit: Limit, now: Date): Promise<number> {
  const since = new Date(now.getTime() - limit.windowMs)
  const rows = await db
    .select({ at: rateEvents.at })
    .from(rateEvents)
    .where(and(eq(rateEvents.key, key), gt(rateEvents.at, since))) // an event leaves the window after exactly windowMs
    .orderBy(rateEvents.at)
  if (rows.length < limit.max) return 0
  const oldestCounted = rows[rows.length - limit.max].at.getTime()
  return Math.max(1, Math.ceil((oldestCounted + limit.windowMs - now.getTime()) / 1000))
}

export async function recordEvent(db: Db, key: string, now: Date): Promise<void> {
  await db.insert(rateEvents).values({ key, at: now })
}

export async function clearEvents(db: Db, key: string): Promise<void> {
  await db.delete(rateEvents).where(eq(rateEvents.key, key))
}

/** Forgets events older than a day (called by the periodic sweep). */
export async function pruneEvents(db: Db, now: Date): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.at, new Date(now.getTime() - 24 * 3600_000)))
}

export const minutesText = (seconds: number): string => {
  const minutes = Math.ceil(seconds / 60)
  return minutes <= 1 ? '1 minute' : `${minutes} minutes`
}

