// The catalogue of cards and spells as the API answers it, and an admin's edits.
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client'
import { cards, spells } from '../schema'
import type { Schemas } from '../../contract-types'
import { cardJson, spellJson } from './collection'

/** The columns an admin edit may set (the same for cards and spells). */
export type ItemChange = Partial<
  Pick<typeof cards.$inferInsert, 'nom' | 'rarete' | 'imageDeBase' | 'pointsHaut' | 'pointsGauche' | 'pointsDroite' | 'pointsBas' | 'description'>
>

export async function listCards(db: Db): Promise<Schemas['Card'][]> {
  return (await db.select().from(cards).orderBy(asc(cards.id))).map(cardJson)
}

export async function listSpells(db: Db): Promise<Schemas['Spell'][]> {
  return (await db.select().from(spells).orderBy(asc(spells.id))).map(spellJson)
}

/** The edited card; null when there is no such card. */
export async function updateCard(db: Db, id: number, set: ItemChange): Promise<Schemas['Card'] | null> {
  const [row] = await db.update(cards).set(set).where(eq(cards.id, id)).returning()
  return row ? cardJson(row) : null
}

/** The edited spell; null when there is no such spell. */
export async function updateSpell(db: Db, id: number, set: ItemChange): Promise<Schemas['Spell'] | null> {
  const [row] = await db.update(spells).set(set).where(eq(spells.id, id)).returning()
  return row ? spellJson(row) : null
}

/** Whether the card or spell exists in the catalogue. */
export async function catalogueItemExists(db: Db, type: 'card' | 'spell', id: number): Promise<boolean> {
  const table = type === 'card' ? cards : spells
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id))
  return row !== undefined
}

/** The ids of the catalogue items with these slugs, by slug (unknown slugs are absent). */
export async function idsBySlug(db: Db, type: 'card' | 'spell', slugs: string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map()
  const table = type === 'card' ? cards : spells
  const rows = await db.select({ slug: table.slug, id: table.id }).from(table).where(inArray(table.slug, slugs))
  return new Map(rows.map((r) => [r.slug, r.id]))
}
