// Instances that are locked because they sit in a deck of a game in progress: they cannot be
// consumed by an upgrade, removed by an admin, nor upgraded themselves until the game ends.
import { and, inArray, or } from 'drizzle-orm'
import type { Db } from '../client'
import { deckCards, deckSpells, decks, games } from '../schema'
import { notFinished } from './not-finished'

/** The query of decksInGame (tests/server/indexes.test.ts checks its plan). */
export const decksInGameQuery = (db: Db, deckIds: number[]) =>
  db
    .select({ d1: games.deckplayer1, d2: games.deckplayer2 })
    .from(games)
    .where(and(notFinished, or(inArray(games.deckplayer1, deckIds), inArray(games.deckplayer2, deckIds))))

/** Ids of the decks that are in a game not finished (WAITING or PLAYING). */
export async function decksInGame(db: Db, deckIds: number[]): Promise<Set<number>> {
  if (deckIds.length === 0) return new Set()
  const rows = await decksInGameQuery(db, deckIds)
  const wanted = new Set(deckIds)
  return new Set(rows.flatMap((r) => [r.d1, r.d2]).filter((id): id is number => id != null && wanted.has(id)))
}

export interface LockedInstances {
  cards: Set<number>
  spells: Set<number>
}

/** The card and spell instances of the users' decks that are in a game in progress. */
export async function lockedInstances(db: Db, userIds: number[]): Promise<LockedInstances> {
  const locked: LockedInstances = { cards: new Set(), spells: new Set() }
  if (userIds.length === 0) return locked
  const userDecks = await db.select({ id: decks.id }).from(decks).where(inArray(decks.userId, userIds))
  if (userDecks.length === 0) return locked
  const inGame = [...(await decksInGame(db, userDecks.map((d) => d.id)))]
  if (inGame.length === 0) return locked
  const [cardRows, spellRows] = await Promise.all([
    db.select({ id: deckCards.cardPlayerId }).from(deckCards).where(inArray(deckCards.deckId, inGame)),
    db.select({ id: deckSpells.spellPlayerId }).from(deckSpells).where(inArray(deckSpells.deckId, inGame)),
  ])
  for (const r of cardRows) locked.cards.add(r.id)
  for (const r of spellRows) locked.spells.add(r.id)
  return locked
}
