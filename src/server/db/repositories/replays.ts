// The match history: a player's finished games, a page at a time, newest first (replays are read
// from the game row itself, see games.ts).
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm'
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../client'
import { games, users } from '../schema'
import type { GameEndReason, GameType, PlayerRef } from '../../games/types'
import { playerRef } from './games'

/** One finished game of the history, without its state, decks or moves (only their count). */
export interface HistoryRow {
  id: number
  type: GameType
  players: [number | null, number | null]
  refs: [PlayerRef | null, PlayerRef | null]
  winnerSlot: 1 | 2 | null
  endReason: Exclude<GameEndReason, 'cancelled'>
  moveCount: number
  recorded: boolean
  startedAt: Date | null
  endedAt: Date | null
}

const h1 = alias(users, 'h1')
const h2 = alias(users, 'h2')
const ref1 = { id: h1.id, pseudo: h1.pseudo, xp: h1.xp, rating: h1.rating, bot: h1.bot }
const ref2 = { id: h2.id, pseudo: h2.pseudo, xp: h2.xp, rating: h2.rating, bot: h2.bot }

/**
 * Up to `limit` finished (not cancelled) games of the user with an id below `before`, newest
 * first. One scan per seat, each down its index (`games_joueur1` / `games_joueur2`: user, id),
 * merged here: an OR across both seats could not walk either index in order.
 */
export async function finishedGamesOf(db: Db, userId: number, limit: number, before: number | null): Promise<HistoryRow[]> {
  const seat = (column: AnyPgColumn) =>
    db
      .select({
        id: games.id,
        type: games.type,
        joueur1: games.joueur1,
        joueur2: games.joueur2,
        p1: ref1,
        p2: ref2,
        winnerSlot: sql<number | null>`(${games.state} ->> 'winner')::int`,
        endReason: games.endReason,
        moveCount: sql<number>`jsonb_array_length(${games.moves})`,
        seed: games.seed,
        startedAt: games.startedAt,
        endedAt: games.endedAt,
      })
      .from(games)
      .leftJoin(h1, eq(h1.id, games.joueur1))
      .leftJoin(h2, eq(h2.id, games.joueur2))
      .where(and(eq(column, userId), eq(games.status, 'FINISHED'), ne(games.endReason, 'cancelled'), before == null ? undefined : lt(games.id, before)))
      .orderBy(desc(games.id))
      .limit(limit)
  const rows = [...(await seat(games.joueur1)), ...(await seat(games.joueur2))].sort((a, b) => b.id - a.id).slice(0, limit)
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    players: [r.joueur1, r.joueur2],
    refs: [r.p1 ? playerRef(r.p1) : null, r.p2 ? playerRef(r.p2) : null],
    winnerSlot: r.winnerSlot === 1 || r.winnerSlot === 2 ? r.winnerSlot : null,
    endReason: r.endReason as HistoryRow['endReason'], // never null: `<> 'cancelled'` leaves NULL out
    moveCount: Number(r.moveCount),
    recorded: r.seed != null,
    startedAt: r.startedAt,
    endedAt: r.endedAt,
  }))
}
