// Users: look-ups, the profile answer with its badges, and the ranking.
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { friendships, users } from '../schema'
import { countUpgradable } from './collection'
import type { Schemas } from '../../contract-types'

export type UserRow = typeof users.$inferSelect
export type UserChange = Partial<typeof users.$inferInsert>

export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), eq(users.bot, false)))
  return row ?? null
}

/** The account whose pseudo or e-mail is `login` (case-insensitive). */
export async function findByLogin(db: Db, login: string): Promise<UserRow | null> {
  const key = login.trim().toLowerCase()
  const [row] = await db
    .select()
    .from(users)
    .where(sql`(lower(${users.pseudo}) = ${key} OR lower(${users.email}) = ${key}) AND ${users.bot} = false`)
    .limit(1)
  return row ?? null
}

export async function pseudoTaken(db: Db, pseudo: string, exceptId = 0): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.pseudo}) = ${pseudo.toLowerCase()} AND ${users.id} <> ${exceptId}`)
  return Boolean(row)
}

export async function emailTaken(db: Db, email: string, exceptId = 0): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} AND ${users.id} <> ${exceptId}`)
  return Boolean(row)
}

async function pendingFriendRequests(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(friendships)
    .where(and(eq(friendships.addresseeId, userId), eq(friendships.status, 'pending')))
  return Number(row?.n ?? 0)
}

/**
 * The profile as the API answers it. Its `cardlevelup` and `friendsnotif` badges are columns of the
 * row, recounted by the database in every transaction that changes them (migration
 * *_profile_badges), so the profile costs no aggregate; `badgeRecount` is the fresh recount they equal.
 */
export async function userJson(_db: Db, row: UserRow): Promise<Schemas['User']> {
  return profileOf(row)
}

export function profileOf(row: UserRow): Schemas['User'] {
  return {
    id: row.id,
    pseudo: row.pseudo,
    email: row.email ?? '',
    credit: row.credit,
    level: row.xp,
    rating: row.rating,
    admin: row.admin,
    disabled: row.disabled,
    preferences: row.preferences,
    cardlevelup: row.badgeCardlevelup,
    friendsnotif: row.badgeFriendsnotif,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The badges recounted from the tables (the rule of services/instances.ts), for checks and tests. */
export async function badgeRecount(db: Db, userId: number): Promise<{ cardlevelup: number; friendsnotif: number }> {
  const [cardlevelup, friendsnotif] = await Promise.all([countUpgradable(db, userId), pendingFriendRequests(db, userId)])
  return { cardlevelup, friendsnotif }
}

/** Any account by id, AI opponents included (the token check decides what it accepts). */
export async function findAccount(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row ?? null
}

export async function listUsers(db: Db, onlyDisabled = false): Promise<Schemas['User'][]> {
  const rows = await db
    .select()
    .from(users)
    .where(onlyDisabled ? and(eq(users.bot, false), eq(users.disabled, true)) : eq(users.bot, false))
    .orderBy(asc(users.id))
  const result: Schemas['User'][] = []
  for (const row of rows) result.push(await userJson(db, row))
  return result
}

/** The public ranking: players only (no bot, no disabled account, no admin), from their first ranked game. */
export async function ranking(db: Db, limit: number): Promise<Schemas['RankingEntry'][]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.bot, false), eq(users.disabled, false), eq(users.admin, false), gt(users.rankedPlayed, 0)))
    .orderBy(desc(users.rating), desc(users.rankedWon), asc(users.pseudo))
    .limit(limit)
  return rows.map((u, i) => ({
    rank: i + 1,
    id: u.id,
    pseudo: u.pseudo,
    level: u.xp,
    rating: u.rating,
    played: u.rankedPlayed,
    wins: u.rankedWon,
    losses: u.rankedPlayed - u.rankedWon,
  }))
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.admin, true), eq(users.disabled, false)))
  return Number(row?.n ?? 0)
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id))
}

/** Adds `amount` to the credit in one statement (never below 0), so a concurrent change is not lost. */
export async function addCredit(db: Db, id: number, amount: number, now: Date): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ credit: sql`greatest(0, ${users.credit} + ${amount})`, updatedAt: now })
    .where(eq(users.id, id))
    .returning({ credit: users.credit })
  return row.credit
}

export async function savePreferences(db: Db, id: number, preferences: string, now: Date): Promise<UserRow> {
  const [row] = await db.update(users).set({ preferences, updatedAt: now }).where(eq(users.id, id)).returning()
  return row
}

/** Disables (ending the account's sessions) or reactivates an account. */
export async function setUserDisabled(db: Db, id: number, disabled: boolean, now: Date): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ disabled, updatedAt: now, ...(disabled ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}) })
    .where(eq(users.id, id))
    .returning()
  return row
}

/** A new account's id. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<number> {
  const [user] = await db.insert(users).values(values).returning({ id: users.id })
  return user.id
}

/** Takes `amount` from the credit if there is enough, in one statement; the new credit, or null when short (or no such user). */
export async function spendCredit(db: Db, id: number, amount: number, now: Date): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ credit: sql`${users.credit} - ${amount}`, updatedAt: now })
    .where(and(eq(users.id, id), sql`${users.credit} >= ${amount}`))
    .returning({ credit: users.credit })
  return row ? row.credit : null
}

/** Saves a profile change; `endSessions` also ends the sessions already open. */
export async function updateUser(db: Db, id: number, set: UserChange, endSessions: boolean): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...set, ...(endSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}) })
    .where(eq(users.id, id))
    .returning()
  return row
}

/** The ratings of these users, by id. */
export async function ratingsOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select({ id: users.id, rating: users.rating }).from(users).where(inArray(users.id, ids))
  return new Map(rows.map((r) => [r.id, r.rating]))
}

/** Adds a game's rewards (XP, credit, rating change) to the user, and a ranked game played (won or not). */
export async function addRewards(
  db: Db,
  id: number,
  r: { xp: number; credit: number; ratingChange: number },
  ranked: { won: boolean } | null,
): Promise<void> {
  await db
    .update(users)
    .set({
      xp: sql`${users.xp} + ${r.xp}`,
      credit: sql`${users.credit} + ${r.credit}`,
      rating: sql`${users.rating} + ${r.ratingChange}`,
      ...(ranked ? { rankedPlayed: sql`${users.rankedPlayed} + 1`, rankedWon: sql`${users.rankedWon} + ${ranked.won ? 1 : 0}` } : {}),
    })
    .where(eq(users.id, id))
}
