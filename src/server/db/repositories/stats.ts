// A player's statistics for the profile, read from their finished games: the record per mode, the
// ranked rating changes and the cards they placed most. Every query walks one seat's index
// (`games_joueur1` / `games_joueur2`: user, id) and the two seats are merged here, as the history does.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../client'
import { cards, games } from '../schema'
import type { GameType } from '../../games/types'
import type { Rarete } from '../../../game'

const SEATS = [
  { column: games.joueur1, slot: '1' },
  { column: games.joueur2, slot: '2' },
] as const

/** The user's finished games in one seat (cancelled ones left out). */
const finishedIn = (column: AnyPgColumn, userId: number) => and(eq(column, userId), eq(games.status, 'FINISHED'), ne(games.endReason, 'cancelled'))

interface ModeCount {
  type: GameType
  played: number
  won: number
  lost: number
}

/** Finished games, wins and losses per mode (a game without a winner counts as neither). */
export async function modeCounts(db: Db, userId: number): Promise<ModeCount[]> {
  const totals = new Map<GameType, ModeCount>()
  for (const { column } of SEATS) {
    const rows = await db
      .select({
        type: games.type,
        played: sql<number>`count(*)`,
        won: sql<number>`count(*) filter (where ${games.winner} = ${userId})`,
        lost: sql<number>`count(*) filter (where ${games.winner} <> ${userId})`,
      })
      .from(games)
      .where(finishedIn(column, userId))
      .groupBy(games.type)
    for (const r of rows) {
      const sum = totals.get(r.type) ?? { type: r.type, played: 0, won: 0, lost: 0 }
      totals.set(r.type, { type: r.type, played: sum.played + Number(r.played), won: sum.won + Number(r.won), lost: sum.lost + Number(r.lost) })
    }
  }
  return [...totals.values()]
}

export interface RatingChange {
  gameId: number
  at: Date
  change: number
}

/**
 * The rating changes of the user's last `limit` finished ranked games, newest first (the game's
 * `rewards` keep each slot's `ratingChange`; a game that moved nothing, ended before both players
 * placed, is left out).
 */
export async function rankedChanges(db: Db, userId: number, limit: number): Promise<RatingChange[]> {
  const all: RatingChange[] = []
  for (const { column, slot } of SEATS) {
    const change = sql<number | null>`(${games.rewards} -> ${slot} ->> 'ratingChange')::int`
    const rows = await db
      .select({ gameId: games.id, endedAt: games.endedAt, updatedAt: games.updatedAt, change })
      .from(games)
      .where(and(finishedIn(column, userId), eq(games.type, 'ranked'), sql`${change} <> 0`))
      .orderBy(desc(games.id))
      .limit(limit)
    for (const r of rows) all.push({ gameId: r.gameId, at: r.endedAt ?? r.updatedAt, change: Number(r.change) })
  }
  return all.sort((a, b) => b.gameId - a.gameId).slice(0, limit)
}

interface CardPlays {
  cardId: number
  nom: string
  rarete: Rarete
  imageDeBase: string
  plays: number
}

/**
 * The catalogue cards the user placed most often in their last `gamesRead` finished games of each
 * seat, most played first: each recorded card move of their slot is matched with its instance in
 * the game's frozen deck (the bound keeps the read of moves and decks a few MB at most).
 */
export async function mostPlayedCards(db: Db, userId: number, limit: number, gamesRead: number): Promise<CardPlays[]> {
  const plays = new Map<number, number>()
  for (const { column, slot } of SEATS) {
    const key = sql.raw(`'${slot}'`) // a literal: `jsonb -> $1` would leave the operator's type to guess
    const result = (await db.execute(sql`
      SELECT (c.value -> 'card' ->> 'id')::int AS card_id, count(*) AS plays
      FROM (SELECT ${games.moves} AS moves, ${games.instances} AS instances FROM ${games}
            WHERE ${finishedIn(column, userId)} ORDER BY ${games.id} DESC LIMIT ${gamesRead}) AS g
      CROSS JOIN LATERAL jsonb_array_elements(g.moves) AS m(value)
      CROSS JOIN LATERAL jsonb_array_elements(g.instances -> ${key} -> 'cards') AS c(value)
      WHERE m.value ->> 'kind' = 'card' AND m.value ->> 'player' = ${key}
        AND c.value ->> 'id' = m.value ->> 'instanceId'
      GROUP BY 1`)) as unknown as { rows: { card_id: number; plays: number }[] } // both drivers answer { rows }
    for (const r of result.rows) plays.set(Number(r.card_id), (plays.get(Number(r.card_id)) ?? 0) + Number(r.plays))
  }
  const top = [...plays].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, limit)
  if (top.length === 0) return []
  const rows = await db
    .select({ id: cards.id, nom: cards.nom, rarete: cards.rarete, imageDeBase: cards.imageDeBase })
    .from(cards)
    .where(inArray(cards.id, top.map(([id]) => id)))
  const byId = new Map(rows.map((r) => [r.id, r]))
  return top.flatMap(([id, count]) => {
    const card = byId.get(id)
    return card ? [{ cardId: id, nom: card.nom, rarete: card.rarete, imageDeBase: card.imageDeBase, plays: count }] : []
  })
}
