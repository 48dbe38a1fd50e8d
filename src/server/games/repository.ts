// Reading and writing game rows: row ↔ record, loading with the players' profiles, the versioned save.
import { and, desc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { games, users } from '../db/schema'
import type { GameRecord, GameStatus, GameType, LoadedGame, PlayerRef } from './types'

type GameRow = typeof games.$inferSelect
type UserRow = typeof users.$inferSelect


export function recordOf(row: GameRow): GameRecord {
  const decks = (row.instances ?? {}) as GameRecord['decks']
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    players: [row.joueur1, row.joueur2],
    invitedId: row.invitedId,
    code: row.code,
    decks,
    deckIds: [row.deckplayer1, row.deckplayer2],
    state: row.state ?? null,
    winner: row.winner,
    turnDeadline: row.turnDeadline,
    version: row.version,
    rngState: Number(row.rngState),
    difficulty: row.difficulty,
    stageId: row.stageId,
    endReason: row.endReason,
    rewardsApplied: row.rewardsApplied,
    rewards: row.rewards ?? null,
    lastMove: row.lastMove ?? null,
    waitingRating: row.waitingRating,
    waitingSince: row.waitingSince,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    endedAt: row.endedAt,
  }
}

/** The columns of a record (the id excepted). Denormalised columns mirror the state for queries. */
export function rowOf(g: GameRecord): Omit<typeof games.$inferInsert, 'id'> {
  return {
    type: g.type,
    status: g.status,
    joueur1: g.players[0],
    joueur2: g.players[1],
    invitedId: g.invitedId,
    deckplayer1: g.deckIds[0],
    deckplayer2: g.deckIds[1],
    code: g.code,
    state: g.state,
    instances: g.decks as typeof games.$inferInsert.instances,
    roundTo: g.state?.roundTo ?? null,
    open: g.status !== 'FINISHED',
    winner: g.winner,
    starter: g.state?.starter ?? null,
    turnDeadline: g.turnDeadline,
    version: g.version,
    timeouts1: g.state?.consecutiveTimeouts[1] ?? 0,
    timeouts2: g.state?.consecutiveTimeouts[2] ?? 0,
    rngState: g.rngState,
    difficulty: g.difficulty,
    stageId: g.stageId,
    endReason: g.endReason,
    rewardsApplied: g.rewardsApplied,
    rewards: g.rewards,
    lastMove: g.lastMove,
    waitingRating: g.waitingRating,
    waitingSince: g.waitingSince,
    createdAt: g.createdAt,
    updatedAt: g.updatedAt,
    endedAt: g.endedAt,
  }
}

export const playerRef = (u: Pick<UserRow, 'id' | 'pseudo' | 'xp' | 'rating' | 'bot'>): PlayerRef => ({
  id: u.id,
  pseudo: u.pseudo,
  level: u.xp,
  rating: u.rating,
  bot: u.bot,
})

const u1 = alias(users, 'u1')
const u2 = alias(users, 'u2')
const refColumns = { id: users.id, pseudo: users.pseudo, xp: users.xp, rating: users.rating, bot: users.bot }
const ref1 = { id: u1.id, pseudo: u1.pseudo, xp: u1.xp, rating: u1.rating, bot: u1.bot }
const ref2 = { id: u2.id, pseudo: u2.pseudo, xp: u2.xp, rating: u2.rating, bot: u2.bot }

/** A game with its players' profiles, in one query; null when there is no such game. */
export async function loadGame(db: Db, id: number): Promise<LoadedGame | null> {
  const [row] = await db
    .select({ game: games, p1: ref1, p2: ref2 })
    .from(games)
    .leftJoin(u1, eq(u1.id, games.joueur1))
    .leftJoin(u2, eq(u2.id, games.joueur2))
    .where(eq(games.id, id))
  if (!row) return null
  return { record: recordOf(row.game), refs: [row.p1 ? playerRef(row.p1) : null, row.p2 ? playerRef(row.p2) : null] }
}

/** Fresh profiles of the two players (after rewards changed them). */
export async function loadRefs(db: Db, players: GameRecord['players']): Promise<LoadedGame['refs']> {
  const ids = players.filter((p): p is number => p != null)
  const rows = ids.length ? await db.select(refColumns).from(users).where(inArray(users.id, ids)) : []
  const byId = new Map(rows.map((r) => [r.id, playerRef(r)]))
  return [byId.get(players[0] ?? 0) ?? null, byId.get(players[1] ?? 0) ?? null]
}

/** Inserts a new game; returns its id. */
export async function insertGame(db: Db, record: GameRecord): Promise<number> {
  const [row] = await db.insert(games).values(rowOf(record)).returning({ id: games.id })
  return row.id
}

/**
 * Writes next over the row only if nobody saved since `fromVersion`; false when someone did. The
 * frozen deck instances (the largest column) are written only when a deck was chosen.
 */
export async function updateIfVersion(db: Db, next: GameRecord, fromVersion: number, decksChanged: boolean): Promise<boolean> {
  const { instances, ...columns } = rowOf(next)
  const rows = await db
    .update(games)
    .set(decksChanged ? { ...columns, instances } : columns)
    .where(and(eq(games.id, next.id), eq(games.version, fromVersion)))
    .returning({ id: games.id })
  return rows.length === 1
}

const involves = (userId: number) => or(eq(games.joueur1, userId), eq(games.joueur2, userId))

/** The user's games not finished (normally at most one), newest first. */
export async function activeGameIds(db: Db, userId: number): Promise<{ id: number; type: GameType; status: GameStatus }[]> {
  return db
    .select({ id: games.id, type: games.type, status: games.status })
    .from(games)
    .where(and(involves(userId), ne(games.status, 'FINISHED')))
    .orderBy(desc(games.id))
}

/** The user's games, newest first. */
export async function userGameRows(db: Db, userId: number, limit: number): Promise<LoadedGame[]> {
  const rows = await db
    .select({ game: games, p1: ref1, p2: ref2 })
    .from(games)
    .leftJoin(u1, eq(u1.id, games.joueur1))
    .leftJoin(u2, eq(u2.id, games.joueur2))
    .where(involves(userId))
    .orderBy(desc(games.id))
    .limit(limit)
  return rows.map((row) => ({ record: recordOf(row.game), refs: [row.p1 ? playerRef(row.p1) : null, row.p2 ? playerRef(row.p2) : null] }))
}

/** Ids of games whose clock (turn or deck choice) has run out at `now`. */
export async function expiredGameIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(and(ne(games.status, 'FINISHED'), lte(games.turnDeadline, now)))
    .orderBy(games.turnDeadline)
    .limit(limit)
  return rows.map((r) => r.id)
}

/** True when a card (or spell) instance lies on the board of a game the user plays. */
export async function onBoardOfUserGame(db: Db, kind: 'card' | 'spell', instanceId: number, userId: number): Promise<boolean> {
  const board = kind === 'card' ? sql`${games.state} -> 'plateau'` : sql`${games.state} -> 'plateauspell'`
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(involves(userId), sql`${board} @> ${JSON.stringify([instanceId])}::jsonb`))
    .limit(1)
  return Boolean(row)
}
