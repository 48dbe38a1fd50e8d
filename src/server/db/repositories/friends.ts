// Friendships: pending requests and accepted friends, as the API answers them.
import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { eventPresence, friendships, games, users } from '../schema'
import type { Schemas } from '../../contract-types'

export type FriendshipRow = typeof friendships.$inferSelect
type UserRow = typeof users.$inferSelect

export const playerRef = (u: Pick<UserRow, 'id' | 'pseudo' | 'xp' | 'rating' | 'bot'>): Schemas['PlayerRef'] => ({
  id: u.id,
  pseudo: u.pseudo,
  level: u.xp,
  rating: u.rating,
  bot: u.bot,
})

async function usersById(db: Db, ids: number[]): Promise<Map<number, UserRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select().from(users).where(inArray(users.id, [...new Set(ids)]))
  return new Map(rows.map((u) => [u.id, u]))
}

/** The friendship (pending or accepted) between two players, whoever asked. */
export async function friendshipBetween(db: Db, a: number, b: number): Promise<FriendshipRow | null> {
  const [row] = await db
    .select()
    .from(friendships)
    .where(
      or(
        and(eq(friendships.requesterId, a), eq(friendships.addresseeId, b)),
        and(eq(friendships.requesterId, b), eq(friendships.addresseeId, a)),
      ),
    )
  return row ?? null
}

/** True when the two players are friends (private games are only created between friends). */
export async function areFriends(db: Db, a: number, b: number): Promise<boolean> {
  return (await friendshipBetween(db, a, b))?.status === 'accepted'
}

/** True when `userId` is a friend of at least one of `others` (who may watch a game). */
export async function isFriendOfAny(db: Db, userId: number, others: number[]): Promise<boolean> {
  if (others.length === 0) return false
  const [row] = await db
    .select({ id: friendships.id })
    .from(friendships)
    .where(
      and(
        eq(friendships.status, 'accepted'),
        or(
          and(eq(friendships.requesterId, userId), inArray(friendships.addresseeId, others)),
          and(eq(friendships.addresseeId, userId), inArray(friendships.requesterId, others)),
        ),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The game in progress (PLAYING) of each of these users, in one query: userId → game. */
async function gamesInProgress(db: Db, userIds: number[]): Promise<Map<number, NonNullable<Schemas['Friend']['playing']>>> {
  const playing = new Map<number, NonNullable<Schemas['Friend']['playing']>>()
  if (userIds.length === 0) return playing
  const rows = await db
    .select({ id: games.id, type: games.type, joueur1: games.joueur1, joueur2: games.joueur2 })
    .from(games)
    .where(and(eq(games.status, 'PLAYING'), or(inArray(games.joueur1, userIds), inArray(games.joueur2, userIds))))
    .orderBy(desc(games.id))
  const wanted = new Set(userIds)
  for (const row of rows) {
    for (const player of [row.joueur1, row.joueur2]) {
      if (player != null && wanted.has(player) && !playing.has(player)) playing.set(player, { gameId: row.id, type: row.type })
    }
  }
  return playing
}

/** When a presence row counts: refreshed after `since` (older rows belong to a gone instance). */
export interface Presence {
  since: Date
}

/** Which of these users have an event stream open on a live instance, in one query. */
async function onlineAmong(db: Db, userIds: number[], presence: Presence): Promise<Set<number>> {
  if (userIds.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ userId: eventPresence.userId })
    .from(eventPresence)
    .where(and(inArray(eventPresence.userId, userIds), gt(eventPresence.seenAt, presence.since)))
  return new Set(rows.map((r) => r.userId))
}

export async function findFriendship(db: Db, id: number): Promise<FriendshipRow | null> {
  const [row] = await db.select().from(friendships).where(eq(friendships.id, id))
  return row ?? null
}

export async function requestsJson(db: Db, rows: FriendshipRow[]): Promise<Schemas['FriendRequest'][]> {
  const people = await usersById(db, rows.flatMap((r) => [r.requesterId, r.addresseeId]))
  return rows.map((r) => ({
    id: r.id,
    from: playerRef(people.get(r.requesterId)!),
    to: playerRef(people.get(r.addresseeId)!),
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }))
}

/** The friendships as the API answers them: the other player, whether they are online and their game in progress. */
async function friendsJson(db: Db, rows: FriendshipRow[], userId: number, presence: Presence): Promise<Schemas['Friend'][]> {
  const ids = rows.map((r) => (r.requesterId === userId ? r.addresseeId : r.requesterId))
  const [people, playing, online] = await Promise.all([usersById(db, ids), gamesInProgress(db, ids), onlineAmong(db, ids, presence)])
  return rows.map((r) => {
    const other = people.get(r.requesterId === userId ? r.addresseeId : r.requesterId)!
    return {
      id: r.id,
      user: playerRef(other),
      since: (r.acceptedAt ?? r.createdAt).toISOString(),
      online: online.has(other.id),
      playing: playing.get(other.id) ?? null,
    }
  })
}

export async function friendJson(db: Db, row: FriendshipRow, userId: number, presence: Presence): Promise<Schemas['Friend']> {
  const [json] = await friendsJson(db, [row], userId, presence)
  return json
}

export async function listFriends(db: Db, userId: number, presence: Presence): Promise<Schemas['Friend'][]> {
  const rows = await db
    .select()
    .from(friendships)
    .where(and(eq(friendships.status, 'accepted'), or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId))))
  return (await friendsJson(db, rows, userId, presence)).sort((a, b) => a.user.pseudo.localeCompare(b.user.pseudo, 'fr'))
}

export async function listRequests(db: Db, userId: number): Promise<Schemas['FriendRequests']> {
  const pending = (column: typeof friendships.requesterId | typeof friendships.addresseeId) =>
    db
      .select()
      .from(friendships)
      .where(and(eq(friendships.status, 'pending'), eq(column, userId)))
      .orderBy(desc(friendships.createdAt), desc(friendships.id))
  const [incoming, outgoing] = await Promise.all([pending(friendships.addresseeId), pending(friendships.requesterId)])
  return { incoming: await requestsJson(db, incoming), outgoing: await requestsJson(db, outgoing) }
}

/** Players (neither bots nor disabled accounts) whose pseudo contains `text`, with their relation to `userId`. */
export async function searchPlayers(db: Db, userId: number, text: string, limit = 20): Promise<Schemas['PlayerSearchResult'][]> {
  const needle = text.trim().toLowerCase()
  if (!needle) return []
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.bot, false), eq(users.disabled, false), sql`lower(${users.pseudo}) LIKE ${pattern}`))
    .orderBy(sql`CASE WHEN lower(${users.pseudo}) = ${needle} THEN 0 WHEN lower(${users.pseudo}) LIKE ${`${pattern.slice(1)}`} THEN 1 ELSE 2 END`, asc(users.pseudo))
    .limit(limit)
  const ids = rows.map((u) => u.id)
  const links = ids.length
    ? await db
        .select()
        .from(friendships)
        .where(
          or(
            and(eq(friendships.requesterId, userId), inArray(friendships.addresseeId, ids)),
            and(eq(friendships.addresseeId, userId), inArray(friendships.requesterId, ids)),
          ),
        )
    : []
  const relation = (id: number): Schemas['PlayerSearchResult']['relation'] => {
    if (id === userId) return 'self'
    const link = links.find((l) => l.requesterId === id || l.addresseeId === id)
    if (!link) return 'none'
    if (link.status === 'accepted') return 'friend'
    return link.requesterId === userId ? 'outgoing' : 'incoming'
  }
  return rows.map((u) => ({ id: u.id, pseudo: u.pseudo, level: u.xp, rating: u.rating, relation: relation(u.id) }))
}

/** Accepts a request still pending; null when it no longer is. */
export async function acceptPending(db: Db, id: number, now: Date): Promise<FriendshipRow | null> {
  const [row] = await db
    .update(friendships)
    .set({ status: 'accepted', acceptedAt: now })
    .where(and(eq(friendships.id, id), eq(friendships.status, 'pending')))
    .returning()
  return row ?? null
}

/** A new pending request; null when a request between the two players already exists. */
export async function insertRequest(db: Db, requesterId: number, addresseeId: number, now: Date): Promise<FriendshipRow | null> {
  const [row] = await db.insert(friendships).values({ requesterId, addresseeId, createdAt: now }).onConflictDoNothing().returning()
  return row ?? null
}

/** Deletes the friendship if it still has this status; whether it did. */
export async function deleteFriendship(db: Db, id: number, status: FriendshipRow['status']): Promise<boolean> {
  const deleted = await db
    .delete(friendships)
    .where(and(eq(friendships.id, id), eq(friendships.status, status)))
    .returning({ id: friendships.id })
  return deleted.length > 0
}
