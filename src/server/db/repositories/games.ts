// Reading and writing game rows: row ↔ record, loading with the players' profiles, the versioned
// save, and the queries of matchmaking, private codes and solo (src/server/games holds the rules).
import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../client'
import { games, users } from '../schema'
import { notFinished } from './not-finished'
import type { GameSaves, SaveNotice } from './games-save'
import type { GameRecord, GameStatus, GameType, LoadedGame, PlayerRef } from '../../games/types'

type GameRow = typeof games.$inferSelect
type UserRow = typeof users.$inferSelect


function recordOf(row: GameRow): GameRecord {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    players: [row.joueur1, row.joueur2],
    invitedId: row.invitedId,
    code: row.code,
    decks: row.instances,
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
    moves: row.moves,
    seed: row.seed == null ? null : Number(row.seed),
    startedAt: row.startedAt,
    waitingRating: row.waitingRating,
    waitingPower: row.waitingPower,
    waitingSince: row.waitingSince,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    endedAt: row.endedAt,
  }
}

/** The columns of a record (the id excepted). Denormalised columns mirror the state for queries. */
function rowOf(g: GameRecord): Omit<typeof games.$inferInsert, 'id'> {
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
    instances: g.decks,
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
    moves: g.moves,
    seed: g.seed,
    startedAt: g.startedAt,
    waitingRating: g.waitingRating,
    waitingPower: g.waitingPower,
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

/** A game's current version (one indexed read of one column), through a statement prepared once per database. */
export function gameVersionReader(db: Db): (id: number) => Promise<number | null> {
  const query = db
    .select({ version: games.version })
    .from(games)
    .where(eq(games.id, sql.placeholder('id')))
    .prepare('game_version')
  return async (id) => {
    const [row] = await query.execute({ id })
    return row ? row.version : null
  }
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
 * Writes next over the row only if nobody saved since `before` (its version); false when someone
 * did. The frozen deck instances (the largest column) are written only when a deck was chosen; the
 * moves played since `before` are appended to the row's (the whole list only when it was replaced).
 */
export async function updateIfVersion(db: Db, next: GameRecord, before: Pick<GameRecord, 'version' | 'decks' | 'moves'>): Promise<boolean> {
  return (await saveIfVersion(db, next, before)).saved
}

/**
 * updateIfVersion, and on the hot path (`saves`: the app's, on its database handle `db`, never with
 * a transaction) with `notice` sent in the same round trip where the driver allows it (`notified`;
 * otherwise the caller publishes it).
 */
export async function saveIfVersion(
  db: Db,
  next: GameRecord,
  before: Pick<GameRecord, 'version' | 'decks' | 'moves'>,
  saves?: GameSaves,
  notice?: SaveNotice,
): Promise<{ saved: boolean; notified: boolean }> {
  const { instances, moves, ...columns } = rowOf(next)
  const appends = next.moves.length >= before.moves.length && before.moves.every((m, i) => next.moves[i] === m)
  const added = appends ? next.moves.slice(before.moves.length) : null
  // The hot path (a move): one hand-written statement; a transaction keeps drizzle's update below.
  if (saves) {
    return saves.save({
      id: next.id,
      version: before.version,
      row: columns,
      instances: next.decks !== before.decks ? instances : null,
      replaceMoves: added === null ? (moves ?? []) : null,
      appendMoves: added,
    }, notice)
  }
  const rows = await db
    .update(games)
    .set({
      ...columns,
      ...(next.decks !== before.decks ? { instances } : {}),
      ...(added === null ? { moves } : added.length > 0 ? { moves: sql`${games.moves} || ${JSON.stringify(added)}::jsonb` } : {}),
    })
    .where(and(eq(games.id, next.id), eq(games.version, before.version)))
    .returning({ id: games.id })
  return { saved: rows.length === 1, notified: false }
}

const involves = (userId: number) => or(eq(games.joueur1, userId), eq(games.joueur2, userId))

/** The query of activeGameIds (tests/server/indexes.test.ts checks its plan). */
export const activeGamesQuery = (db: Db, userId: number) =>
  db
    .select({ id: games.id, type: games.type, status: games.status })
    .from(games)
    .where(and(involves(userId), notFinished))
    .orderBy(desc(games.id))

/** The user's games not finished (normally at most one), newest first. */
export async function activeGameIds(db: Db, userId: number): Promise<{ id: number; type: GameType; status: GameStatus }[]> {
  return activeGamesQuery(db, userId)
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

/** The query of expiredGameIds (tests/server/indexes.test.ts checks its plan: the games not finished, never the whole table). */
export const expiredGamesQuery = (db: Db, now: Date, limit: number) =>
  db.select({ id: games.id }).from(games).where(and(notFinished, lte(games.turnDeadline, now))).orderBy(games.turnDeadline).limit(limit)

/** Ids of games whose clock (turn or deck choice) has run out at `now`. */
export async function expiredGameIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await expiredGamesQuery(db, now, limit)
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

/** Holds a transaction-scoped advisory lock (released at commit or rollback). */
export async function holdAdvisoryLock(db: Db, key: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${key})`)
}

/** A game waiting for an opponent, as matchmaking compares them. */
export interface WaitingGame {
  id: number
  joueur1: number | null
  rating: number | null
  /** The waiting player's deck power; null: no deck chosen yet. */
  power: number | null
  since: Date | null
}

/** The games of that type waiting for an opponent (not opened by `userId`), oldest first. */
export async function waitingGames(db: Db, type: GameType, userId: number): Promise<WaitingGame[]> {
  return db
    .select({ id: games.id, joueur1: games.joueur1, rating: games.waitingRating, power: games.waitingPower, since: games.waitingSince })
    .from(games)
    .where(and(eq(games.type, type), eq(games.status, 'WAITING'), isNull(games.joueur2), ne(games.joueur1, userId)))
    .orderBy(asc(games.waitingSince), asc(games.id))
}

/** Seats `userId` as joueur2 of the waiting game (the deck choice starts); false when it is no longer waiting. */
export async function seatSecondPlayer(db: Db, id: number, userId: number, deckDeadline: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(games)
    .set({ joueur2: userId, turnDeadline: deckDeadline, waitingRating: null, waitingPower: null, waitingSince: null, updatedAt: now, version: sql`${games.version} + 1` })
    .where(and(eq(games.id, id), eq(games.status, 'WAITING'), isNull(games.joueur2)))
    .returning({ id: games.id })
  return rows.length === 1
}

export async function deleteGame(db: Db, id: number): Promise<void> {
  await db.delete(games).where(eq(games.id, id))
}

/** The game not finished that has this private code, or null. */
export async function openGameByCode(
  db: Db,
  code: string,
): Promise<{ id: number; joueur1: number | null; joueur2: number | null; invitedId: number | null } | null> {
  const [row] = await db
    .select({ id: games.id, joueur1: games.joueur1, joueur2: games.joueur2, invitedId: games.invitedId })
    .from(games)
    .where(and(eq(games.code, code), notFinished))
  return row ?? null
}

/** The user's game on the solo stage: the one in progress, else the latest; null when none. */
export async function soloGameIdOnStage(db: Db, userId: number, stageId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.type, 'solo'), eq(games.joueur1, userId), eq(games.stageId, stageId)))
    .orderBy(desc(sql`${games.status} <> 'FINISHED'`), desc(games.id))
    .limit(1)
  return row ? row.id : null
}
