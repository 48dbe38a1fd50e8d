// Attempt limits kept in the database, so that every instance counts the same attempts. An attempt
// is checked and counted in one transaction that holds an advisory lock per key, before any work.
import { createHash } from 'node:crypto'
import { and, eq, gt, inArray, like, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateEvents } from '../db/schema'

interface Limit {
  max: number // events allowed in the window
  windowMs: number
}

const MINUTES_15 = 15 * 60_000
const HOUR = 60 * 60_000
export const SIGNIN_PAIR_LIMIT: Limit = { max: 5, windowMs: MINUTES_15 } // one account from one address
export const SIGNIN_ACCOUNT_LIMIT: Limit = { max: 50, windowMs: MINUTES_15 } // one account from anywhere
export const SIGNIN_ADDRESS_LIMIT: Limit = { max: 20, windowMs: MINUTES_15 }
export const SIGNUP_ADDRESS_LIMIT: Limit = { max: 10, windowMs: HOUR } // accounts created
export const SIGNUP_ATTEMPT_LIMIT: Limit = { max: 30, windowMs: HOUR } // forms that reach the "taken" checks
export const RESET_LIMIT: Limit = { max: 5, windowMs: HOUR }
export const SAVE_PASSWORD_LIMIT: Limit = { max: 10, windowMs: MINUTES_15 }
export const CURRENT_PASSWORD_LIMIT: Limit = { max: 5, windowMs: MINUTES_15 } // wrong current passwords on the profile, per account

/** One counter an attempt must fit in; `message` is the French refusal (without the delay). */
export interface Rule {
  key: string
  limit: Limit
  message: string
  checkOnly?: boolean // refuses when full, but does not count this attempt
}

/** Either the attempt is counted (its event ids, to refund) or the first full rule and the wait. */
type Reservation = { ok: true; ids: number[] } | { ok: false; rule: Rule; wait: number }

const LOCK_SPACE = 4_242_018 // first key of the two-key advisory locks taken for rate limits

/** The second advisory-lock key of a rate-limit key. */
const lockId = (key: string) => createHash('sha256').update(key).digest().readInt32BE(0)

/** Seconds until a key with these event times (ascending) may act again, or 0 when under its limit. */
function waitFor(times: number[], limit: Limit, now: Date): number {
  const inWindow = times.filter((at) => at > now.getTime() - limit.windowMs) // an event leaves the window after exactly windowMs
  if (inWindow.length < limit.max) return 0
  const oldestCounted = inWindow[inWindow.length - limit.max]
  return Math.max(1, Math.ceil((oldestCounted + limit.windowMs - now.getTime()) / 1000))
}

/**
 * Checks every rule and counts the attempt in all of them, or in none: one transaction, locks
 * taken in one global order (no deadlock), so simultaneous attempts on any instance queue here.
 */
export async function reserve(db: Db, rules: Rule[], now: Date): Promise<Reservation> {
  return db.transaction(async (tx) => {
    // One statement takes every lock, left to right in ascending order.
    const locks = [...new Set(rules.map((r) => lockId(r.key)))].sort((a, b) => a - b)
    const calls = locks.map((id) => sql`pg_advisory_xact_lock(${LOCK_SPACE}::int4, ${id}::int4)`)
    await tx.execute(sql`SELECT ${sql.join(calls, sql`, `)}`)
    const since = new Date(now.getTime() - Math.max(...rules.map((r) => r.limit.windowMs)))
    const rows = await tx
      .select({ key: rateEvents.key, at: rateEvents.at })
      .from(rateEvents)
      .where(and(inArray(rateEvents.key, rules.map((r) => r.key)), gt(rateEvents.at, since)))
      .orderBy(rateEvents.at)
    let refused: { rule: Rule; wait: number } | null = null
    for (const rule of rules) {
      const wait = waitFor(rows.filter((r) => r.key === rule.key).map((r) => r.at.getTime()), rule.limit, now)
      if (wait > 0 && !refused) refused = { rule, wait }
      else if (wait > 0 && refused) refused.wait = Math.max(refused.wait, wait) // the attempt waits for every full rule
    }
    if (refused) return { ok: false as const, ...refused }
    const counted = rules.filter((r) => !r.checkOnly)
    if (!counted.length) return { ok: true as const, ids: [] }
    const inserted = await tx
      .insert(rateEvents)
      .values(counted.map((r) => ({ key: r.key, at: now })))
      .returning({ id: rateEvents.id })
    return { ok: true as const, ids: inserted.map((r) => r.id) }
  })
}

/** Takes back counted events (an attempt that turned out not to count, e.g. the right password). */
export async function refund(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(rateEvents).where(inArray(rateEvents.id, ids))
}

export async function clearEvents(db: Db, key: string): Promise<void> {
  await db.delete(rateEvents).where(eq(rateEvents.key, key))
}

/** Forgets the key and every key under it (`key:…`); `key` must hold no LIKE wildcard. */
export async function clearEventsUnder(db: Db, key: string): Promise<void> {
  await db.delete(rateEvents).where(or(eq(rateEvents.key, key), like(rateEvents.key, `${key}:%`)))
}

/** Forgets events older than a day (called by the periodic sweep). */
export async function pruneEvents(db: Db, now: Date): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.at, new Date(now.getTime() - 24 * 3600_000)))
}

