// Writing decks: the row (locked, renamed, deleted), its content, and which instances a player owns.
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client'
import { cardPlayers, deckCards, deckSpells, decks, spellPlayers } from '../schema'

type DeckRow = typeof decks.$inferSelect

/** The deck, locked for the rest of the transaction; null when there is no such deck. */
export async function lockDeck(db: Db, id: number): Promise<DeckRow | null> {
  const [row] = await db.select().from(decks).where(eq(decks.id, id)).for('update')
  return row ?? null
}

/** The updated deck; null when it was deleted in between. */
export async function updateDeckRow(db: Db, id: number, set: { name?: string; updatedAt: Date }): Promise<DeckRow | null> {
  const [row] = await db.update(decks).set(set).where(eq(decks.id, id)).returning()
  return row ?? null
}

export async function deleteDeckRow(db: Db, id: number): Promise<void> {
  await db.delete(decks).where(eq(decks.id, id))
}

/** Replaces the deck's cards and spells, in the given order. */
export async function writeDeckContent(db: Db, deckId: number, cardIds: number[], spellIds: number[]): Promise<void> {
  await db.delete(deckCards).where(eq(deckCards.deckId, deckId))
  await db.delete(deckSpells).where(eq(deckSpells.deckId, deckId))
  if (cardIds.length) await db.insert(deckCards).values(cardIds.map((cardPlayerId, position) => ({ deckId, cardPlayerId, position })))
  if (spellIds.length) await db.insert(deckSpells).values(spellIds.map((spellPlayerId, position) => ({ deckId, spellPlayerId, position })))
}

/** Which of these card and spell instances belong to the player. */
export async function ownedInstanceIds(db: Db, userId: number, cardIds: number[], spellIds: number[]): Promise<{ cards: Set<number>; spells: Set<number> }> {
  const [ownCards, ownSpells] = await Promise.all([
    cardIds.length
      ? db.select({ id: cardPlayers.id }).from(cardPlayers).where(and(eq(cardPlayers.userId, userId), inArray(cardPlayers.id, cardIds)))
      : [],
    spellIds.length
      ? db.select({ id: spellPlayers.id }).from(spellPlayers).where(and(eq(spellPlayers.userId, userId), inArray(spellPlayers.id, spellIds)))
      : [],
  ])
  return { cards: new Set(ownCards.map((c) => c.id)), spells: new Set(ownSpells.map((s) => s.id)) }
}
