// What crafting and recycling read (services/crafting.ts holds the rules): a catalogue item's name
// and rarity, whether an instance sits in a deck, and the `recyclable` flag of listed instances.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { cardPlayers, cards, deckCards, deckSpells, spellPlayers, spells } from '../schema'
import { isRarete, type Rarete } from '../../../game/rarity'
import { MAX_UPGRADE_LEVEL, levelOfBonus } from '../../../game/upgrade'
import type { InstanceKindName } from './instances'

const TABLES = {
  card: { catalogue: cards, table: cardPlayers, item: cardPlayers.cardId, deckInstance: deckCards.cardPlayerId },
  spell: { catalogue: spells, table: spellPlayers, item: spellPlayers.spellId, deckInstance: deckSpells.spellPlayerId },
}

/** A card or spell of the catalogue: its name and rarity; null when there is none. */
export async function catalogueEntry(db: Db, kind: InstanceKindName, id: number): Promise<{ nom: string; rarete: Rarete } | null> {
  const { catalogue } = TABLES[kind]
  const [row] = await db.select({ nom: catalogue.nom, rarete: catalogue.rarete }).from(catalogue).where(eq(catalogue.id, id))
  return row && isRarete(row.rarete) ? { nom: row.nom, rarete: row.rarete } : null
}

/** The ids among `ids` that sit in at least one deck. */
export async function instancesInDecks(db: Db, kind: InstanceKindName, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const { deckInstance } = TABLES[kind]
  const rows = await db.selectDistinct({ id: deckInstance }).from(deckInstance.table).where(inArray(deckInstance, ids))
  return new Set(rows.map((r) => r.id))
}

/** An instance's level: its lowest side bonus in absolute value (a curse's bonus is negative). */
const levelSql = (kind: InstanceKindName) => {
  const { table } = TABLES[kind]
  return sql`least(abs(${table.bonusHaut}), abs(${table.bonusGauche}), abs(${table.bonusDroite}), abs(${table.bonusBas}))`
}

/** A listed instance as stored (its four side bonuses give its level). */
interface Listed {
  inst: { id: number; userId: number; bonusHaut: number; bonusGauche: number; bonusDroite: number; bonusBas: number }
  itemId: number
}

const isMaxed = (i: Listed['inst']) =>
  levelOfBonus({ pointsHaut: i.bonusHaut, pointsGauche: i.bonusGauche, pointsDroite: i.bonusDroite, pointsBas: i.bonusBas }) >= MAX_UPGRADE_LEVEL

/**
 * Whether each listed instance can be recycled now (the rule of services/crafting.ts): in no deck,
 * and its owner has another instance of the same item at the maximum level.
 */
export async function recyclability(db: Db, kind: InstanceKindName, listed: Listed[]): Promise<(id: number) => boolean> {
  const inDecks = await instancesInDecks(db, kind, listed.map((l) => l.inst.id))
  const candidates = listed.filter((l) => !inDecks.has(l.inst.id))
  if (candidates.length === 0) return () => false
  const { table, item } = TABLES[kind]
  const rows = await db
    .select({ userId: table.userId, itemId: item, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(table)
    .where(
      and(
        inArray(table.userId, [...new Set(candidates.map((c) => c.inst.userId))]),
        inArray(item, [...new Set(candidates.map((c) => c.itemId))]),
        sql`${levelSql(kind)} >= ${MAX_UPGRADE_LEVEL}`,
      ),
    )
    .groupBy(table.userId, item)
  const maxed = new Map(rows.map((r) => [`${r.userId}:${r.itemId}`, r.n]))
  // Another instance at the maximum: the maxed count, this one left out.
  const spare = new Set(
    candidates.filter((c) => (maxed.get(`${c.inst.userId}:${c.itemId}`) ?? 0) - (isMaxed(c.inst) ? 1 : 0) >= 1).map((c) => c.inst.id),
  )
  return (id) => spare.has(id)
}
