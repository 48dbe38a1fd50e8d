// Card and spell instances as stored, one set of queries for both kinds: find and lock them, the
// copies an upgrade may consume, give, remove, upgrade and dress (services/instances.ts holds the rules).
import { and, eq, inArray, sql, type Column } from 'drizzle-orm'
import type { Db } from '../client'
import { cardPlayers, deckCards, deckSpells, spellPlayers, spells } from '../schema'
import { MAX_BONUS } from './collection'

export type InstanceKindName = 'card' | 'spell'

/** The tables of each kind: instances, their catalogue item column, and the deck content that holds them. */
const TABLES = {
  card: { table: cardPlayers, item: cardPlayers.cardId, deckInstance: deckCards.cardPlayerId },
  spell: { table: spellPlayers, item: spellPlayers.spellId, deckInstance: deckSpells.spellPlayerId },
}

/** The lowest side bonus of an instance, in absolute value (a curse's bonus is negative): its level. */
const levelOf = (kind: InstanceKindName) => {
  const { table } = TABLES[kind]
  return sql<number>`least(abs(${table.bonusHaut}), abs(${table.bonusGauche}), abs(${table.bonusDroite}), abs(${table.bonusBas}))`.mapWith(Number)
}

/** One instance as stored: owner, catalogue item, bonus level (lowest side) and skin. */
export interface InstanceRow {
  id: number
  userId: number
  itemId: number
  level: number
  skinId: number | null
}

export async function findInstance(db: Db, kind: InstanceKindName, id: number, forUpdate = false): Promise<InstanceRow | null> {
  const { table, item } = TABLES[kind]
  const query = db
    .select({ id: table.id, userId: table.userId, itemId: item, level: levelOf(kind), skinId: table.skinId })
    .from(table)
    .where(eq(table.id, id))
  const [row] = forUpdate ? await query.for('update') : await query
  return row ?? null
}

/** A copy an upgrade may consume: its level, whether it shows a skin, whether it sits in a deck. */
export interface Copy {
  id: number
  level: number
  dressed: boolean
  inDeck: boolean
}

/** Every instance of a catalogue item the user owns, locked in id order (concurrent upgrades queue, never deadlock). */
export async function lockCopies(db: Db, kind: InstanceKindName, userId: number, itemId: number): Promise<Copy[]> {
  const { table, item, deckInstance } = TABLES[kind]
  return db
    .select({
      id: table.id,
      level: levelOf(kind),
      dressed: sql<boolean>`${table.skinId} IS NOT NULL`.mapWith(Boolean),
      inDeck: sql<boolean>`EXISTS (SELECT 1 FROM ${deckInstance.table} WHERE ${deckInstance} = ${table.id})`.mapWith(Boolean),
    })
    .from(table)
    .where(and(eq(table.userId, userId), eq(item, itemId)))
    .orderBy(table.id)
    .for('update')
}

/** Deletes those of the user's instances; the ids actually deleted. */
export async function deleteUserInstances(db: Db, kind: InstanceKindName, userId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const { table } = TABLES[kind]
  const rows = await db
    .delete(table)
    .where(and(eq(table.userId, userId), inArray(table.id, ids)))
    .returning({ id: table.id })
  return rows.map((r) => r.id)
}

/** A spell instance's upgrade direction, in SQL: −1 for a curse (its values sum below zero), else +1. */
const spellDirection = sql`(SELECT CASE WHEN s.points_haut + s.points_gauche + s.points_droite + s.points_bas < 0 THEN -1 ELSE 1 END FROM ${spells} s WHERE s.id = ${spellPlayers.spellId})`

/** One level more on each side of the instance, up to MAX_BONUS: +1 for a card or a blessing, −1 for a curse (src/game/upgrade.ts). */
export async function raiseBonuses(db: Db, kind: InstanceKindName, id: number): Promise<void> {
  const { table } = TABLES[kind]
  const raised = (column: Column) =>
    kind === 'card'
      ? sql`least(${column} + 1, ${MAX_BONUS})`
      : sql`greatest(least(${column} + ${spellDirection}, ${MAX_BONUS}), ${-MAX_BONUS})`
  await db
    .update(table)
    .set({
      bonusHaut: raised(table.bonusHaut),
      bonusGauche: raised(table.bonusGauche),
      bonusDroite: raised(table.bonusDroite),
      bonusBas: raised(table.bonusBas),
    })
    .where(eq(table.id, id))
}

/** A new instance (bonus 0, no skin) of a catalogue item; its id. */
export async function insertInstance(db: Db, kind: InstanceKindName, userId: number, itemId: number, now: Date): Promise<number> {
  const [row] = await insertInstances(db, kind, userId, [itemId], { now })
  return row.id
}

/**
 * New instances of these catalogue items, in this order, each at upgrade level `bonus` (a curse's
 * sides at −bonus, src/game/upgrade.ts); their ids and items in insertion order.
 */
export async function insertInstances(
  db: Db,
  kind: InstanceKindName,
  userId: number,
  itemIds: number[],
  options: { bonus?: number; now?: Date } = {},
): Promise<{ id: number; itemId: number }[]> {
  if (itemIds.length === 0) return []
  const level = options.bonus ?? 0
  const sides = (b: number) => ({ bonusHaut: b, bonusGauche: b, bonusDroite: b, bonusBas: b })
  const common = { userId, ...(options.now ? { createdAt: options.now } : {}) }
  if (kind === 'card') {
    return db.insert(cardPlayers).values(itemIds.map((cardId) => ({ ...common, ...sides(level), cardId }))).returning({ id: cardPlayers.id, itemId: cardPlayers.cardId })
  }
  const curses = level === 0 ? new Set<number>() : await curseIds(db, itemIds)
  return db
    .insert(spellPlayers)
    .values(itemIds.map((spellId) => ({ ...common, ...sides(curses.has(spellId) ? -level : level), spellId })))
    .returning({ id: spellPlayers.id, itemId: spellPlayers.spellId })
}

/** Which of these spells are curses (values summing below zero). */
async function curseIds(db: Db, spellIds: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: spells.id })
    .from(spells)
    .where(and(inArray(spells.id, spellIds), sql`${spells.pointsHaut} + ${spells.pointsGauche} + ${spells.pointsDroite} + ${spells.pointsBas} < 0`))
  return new Set(rows.map((r) => r.id))
}

export async function deleteInstance(db: Db, kind: InstanceKindName, id: number): Promise<void> {
  const { table } = TABLES[kind]
  await db.delete(table).where(eq(table.id, id))
}

/** Shows the skin on the instance (null: none). */
export async function setInstanceSkin(db: Db, kind: InstanceKindName, id: number, skinId: number | null): Promise<void> {
  const { table } = TABLES[kind]
  await db.update(table).set({ skinId }).where(eq(table.id, id))
}
