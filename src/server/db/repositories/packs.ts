// Boosters as the API answers them: the catalogue with its published odds, and players' inventories.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { cards, packPlayers, packs, spells } from '../schema'
import type { Schemas } from '../../contract-types'
import { isRarete, type Rarete } from '../../../game/rarity'
import { effectiveOdds, expectedRates, type Odds, type PoolItem } from '../../packs/draw'
import { emptyRecord, revealedContents, type PackRecord } from './pack-content'

export type PackRow = typeof packs.$inferSelect
export type PackPlayerRow = typeof packPlayers.$inferSelect
export type PackKind = PackRow['kind']

/** Which rarities the catalogue has, per booster kind (a rarity without items falls back). */
interface Availability {
  cards: Set<Rarete>
  spells: Set<Rarete>
}

export async function availability(db: Db): Promise<Availability> {
  const [c, s] = await Promise.all([
    db.selectDistinct({ r: cards.rarete }).from(cards),
    db.selectDistinct({ r: spells.rarete }).from(spells),
  ])
  const set = (rows: { r: string }[]) => new Set(rows.map((x) => x.r).filter(isRarete))
  return { cards: set(c), spells: set(s) }
}

/** The catalogue items a booster of this kind draws from. */
export async function catalogueItems(db: Db, kind: PackKind): Promise<PoolItem[]> {
  const table = kind === 'cards' ? cards : spells
  const rows = await db.select({ id: table.id, rarete: table.rarete }).from(table).orderBy(asc(table.id))
  return rows.filter((r): r is PoolItem => isRarete(r.rarete))
}

const percent = (odds: Odds): Odds => {
  const round = (n: number) => Math.round(n * 100) / 100
  return { commune: round(odds.commune), rare: round(odds.rare), épique: round(odds.épique), légendaire: round(odds.légendaire) }
}

/** A booster; `terms` overrides size and guarantee with those of a booster already owned. */
export function packJson(pack: PackRow, avail: Availability, terms?: Pick<PackPlayerRow, 'size' | 'guaranteedRarity'>): Schemas['Pack'] {
  const kind = pack.kind
  const size = terms?.size ?? pack.size
  const guaranteedRarity = (terms ? terms.guaranteedRarity : pack.guaranteedRarity) ?? null
  const available = avail[kind]
  return {
    id: pack.id,
    nom: pack.nom,
    description: pack.description,
    prix: pack.prix,
    imageUrl: pack.imageUrl,
    kind,
    size,
    guaranteedRarity,
    odds: percent(effectiveOdds(available)),
    rates: percent(expectedRates({ size, guaranteedRarity }, available)),
    onSale: pack.onSale,
  }
}

export async function findPack(db: Db, id: number): Promise<PackRow | null> {
  const [row] = await db.select().from(packs).where(eq(packs.id, id))
  return row ?? null
}

export async function findPackBySlug(db: Db, slug: string): Promise<PackRow | null> {
  const [row] = await db.select().from(packs).where(eq(packs.slug, slug))
  return row ?? null
}

export async function listPacks(db: Db, includeWithdrawn: boolean): Promise<Schemas['Pack'][]> {
  const rows = await db
    .select()
    .from(packs)
    .where(includeWithdrawn ? undefined : eq(packs.onSale, true))
    .orderBy(asc(packs.prix), asc(packs.id))
  const avail = await availability(db)
  return rows.map((p) => packJson(p, avail))
}

async function packPlayersJson(db: Db, rows: PackPlayerRow[]): Promise<Schemas['PackPlayer'][]> {
  if (rows.length === 0) return []
  const packIds = [...new Set(rows.map((r) => r.packId))]
  const [packRows, avail, contents] = await Promise.all([
    db.select().from(packs).where(inArray(packs.id, packIds)),
    availability(db),
    revealedContents(db, rows),
  ])
  const byId = new Map(packRows.map((p) => [p.id, p]))
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    pack: packJson(byId.get(r.packId)!, avail, r),
    acquiredAt: r.acquiredAt.toISOString(),
    openedAt: r.openedAt ? r.openedAt.toISOString() : null,
    source: r.source,
    content: contents.get(r.id) ?? null,
  }))
}

export async function packPlayerJson(db: Db, row: PackPlayerRow): Promise<Schemas['PackPlayer']> {
  const [json] = await packPlayersJson(db, [row])
  return json
}

export async function findPackPlayer(db: Db, id: number): Promise<PackPlayerRow | null> {
  const [row] = await db.select().from(packPlayers).where(eq(packPlayers.id, id))
  return row ?? null
}

/** A player's boosters (traded-up ones excepted): unopened first, oldest first; then opened, newest first. */
export async function listUserPackPlayers(db: Db, userId: number): Promise<Schemas['PackPlayer'][]> {
  const rows = await db
    .select()
    .from(packPlayers)
    .where(and(eq(packPlayers.userId, userId), isNull(packPlayers.consumedAt)))
    .orderBy(
      sql`${packPlayers.openedAt} IS NOT NULL`,
      sql`CASE WHEN ${packPlayers.openedAt} IS NULL THEN ${packPlayers.acquiredAt} END ASC`,
      sql`${packPlayers.openedAt} DESC`,
      asc(packPlayers.id),
    )
  return packPlayersJson(db, rows)
}

export async function insertPack(db: Db, values: typeof packs.$inferInsert): Promise<PackRow> {
  const [row] = await db.insert(packs).values(values).returning()
  return row
}

/** The updated booster; null when there is no such booster. */
export async function updatePack(db: Db, id: number, set: Partial<typeof packs.$inferInsert>): Promise<PackRow | null> {
  const [row] = await db.update(packs).set(set).where(eq(packs.id, id)).returning()
  return row ?? null
}

/** Puts a booster in a player's inventory. */
export async function insertPackPlayer(db: Db, values: typeof packPlayers.$inferInsert): Promise<PackPlayerRow> {
  const [row] = await db.insert(packPlayers).values(values).returning()
  return row
}

/** Marks the booster opened (with an empty record) unless it already was or was traded up; false then. */
export async function claimPackOpening(db: Db, id: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(packPlayers)
    .set({ openedAt: now, content: emptyRecord() })
    .where(and(eq(packPlayers.id, id), isNull(packPlayers.openedAt), isNull(packPlayers.consumedAt)))
    .returning({ id: packPlayers.id })
  return claimed.length > 0
}

/** Records what the opened booster gave. */
export async function recordPackContent(db: Db, id: number, content: PackRecord): Promise<PackPlayerRow> {
  const [row] = await db.update(packPlayers).set({ content }).where(eq(packPlayers.id, id)).returning()
  return row
}

/** The ids of the user's oldest unopened boosters of a pack, locked (at most `limit`). */
export async function lockUnopenedPackPlayers(db: Db, userId: number, packId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: packPlayers.id })
    .from(packPlayers)
    .where(and(eq(packPlayers.userId, userId), eq(packPlayers.packId, packId), isNull(packPlayers.openedAt), isNull(packPlayers.consumedAt)))
    .orderBy(asc(packPlayers.acquiredAt), asc(packPlayers.id))
    .limit(limit)
    .for('update')
  return rows.map((r) => r.id)
}

/** Marks those boosters (still unopened) traded up into `upgradedInto`; the ids actually marked. */
export async function consumePackPlayers(db: Db, ids: number[], upgradedInto: number, now: Date): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db
    .update(packPlayers)
    .set({ consumedAt: now, upgradedInto })
    .where(and(inArray(packPlayers.id, ids), isNull(packPlayers.openedAt), isNull(packPlayers.consumedAt)))
    .returning({ id: packPlayers.id })
  return rows.map((r) => r.id)
}

/** Deletes the booster if it is still unopened and not traded up; false otherwise. */
export async function deleteUnopenedPackPlayer(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(packPlayers)
    .where(and(eq(packPlayers.id, id), isNull(packPlayers.openedAt), isNull(packPlayers.consumedAt)))
    .returning({ id: packPlayers.id })
  return deleted.length > 0
}
