// Decks as the API answers them: their card and spell instances and whether they are playable.
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client'
import { deckCards, deckSpells, decks } from '../schema'
import { cardPlayersByIds, spellPlayersByIds } from './collection'
import { decksInGame } from './locks'
import { isDeckPlayable } from '../../../game/decks'
import type { Schemas } from '../../contract-types'

export type DeckRow = typeof decks.$inferSelect

// Whether a deck is in a game lives with the locks it causes (locks.ts, which collection.ts reads):
// collection → locks, decks → collection and locks, no cycle.
export { decksInGame }

export async function findDeck(db: Db, id: number): Promise<DeckRow | null> {
  const [row] = await db.select().from(decks).where(eq(decks.id, id))
  return row ?? null
}

/** The instance ids of decks, in their saved order. */
export async function deckContents(db: Db, deckIds: number[]): Promise<Map<number, { cards: number[]; spells: number[] }>> {
  const result = new Map<number, { cards: number[]; spells: number[] }>(deckIds.map((id) => [id, { cards: [], spells: [] }]))
  if (deckIds.length === 0) return result
  const [cardRows, spellRows] = await Promise.all([
    db.select().from(deckCards).where(inArray(deckCards.deckId, deckIds)).orderBy(asc(deckCards.position)),
    db.select().from(deckSpells).where(inArray(deckSpells.deckId, deckIds)).orderBy(asc(deckSpells.position)),
  ])
  for (const r of cardRows) result.get(r.deckId)?.cards.push(r.cardPlayerId)
  for (const r of spellRows) result.get(r.deckId)?.spells.push(r.spellPlayerId)
  return result
}

export async function decksJson(db: Db, rows: DeckRow[]): Promise<Schemas['Deck'][]> {
  const ids = rows.map((d) => d.id)
  const contents = await deckContents(db, ids)
  const allCards = [...contents.values()].flatMap((c) => c.cards)
  const allSpells = [...contents.values()].flatMap((c) => c.spells)
  const [cardList, spellList, inGame] = await Promise.all([
    cardPlayersByIds(db, allCards),
    spellPlayersByIds(db, allSpells),
    decksInGame(db, ids),
  ])
  const cardsById = new Map(cardList.map((c) => [c.id, c]))
  const spellsById = new Map(spellList.map((s) => [s.id, s]))
  return rows.map((d) => {
    const content = contents.get(d.id) ?? { cards: [], spells: [] }
    const cartes = content.cards.map((id) => cardsById.get(id)).filter((c) => c !== undefined)
    const deckSpellList = content.spells.map((id) => spellsById.get(id)).filter((s) => s !== undefined)
    return {
      id: d.id,
      name: d.name,
      userId: d.userId,
      cartes,
      spells: deckSpellList,
      playable: isDeckPlayable(cartes.length, deckSpellList.length),
      inGame: inGame.has(d.id),
    }
  })
}

export async function listUserDecks(db: Db, userId: number): Promise<Schemas['Deck'][]> {
  const rows = await db.select().from(decks).where(eq(decks.userId, userId)).orderBy(asc(decks.id))
  return decksJson(db, rows)
}

/** Creates a deck with the given instances (ownership is the caller's to check). */
export async function insertDeck(db: Db, userId: number, name: string, cardIds: number[], spellIds: number[]): Promise<DeckRow> {
  const [deck] = await db.insert(decks).values({ userId, name }).returning()
  if (cardIds.length) await db.insert(deckCards).values(cardIds.map((cardPlayerId, position) => ({ deckId: deck.id, cardPlayerId, position })))
  if (spellIds.length) await db.insert(deckSpells).values(spellIds.map((spellPlayerId, position) => ({ deckId: deck.id, spellPlayerId, position })))
  return deck
}
