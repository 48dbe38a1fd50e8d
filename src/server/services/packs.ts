// Boosters in the inventory: buying with credit points, opening (drawn on the server from the
// booster's seed, granted once), trading three for the next tier, and the admin's gifts.
import { randomInt } from 'node:crypto'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { cardPlayers, packPlayers, spellPlayers, users } from '../db/schema'
import { cardPlayersByIds, spellPlayersByIds } from '../db/repositories/collection'
import { catalogueItems, findPack, findPackBySlug, findPackPlayer, type PackPlayerRow, type PackRow } from '../db/repositories/packs'
import { drawPack } from '../packs/draw'
import { emptyRecord } from '../db/repositories/pack-content'
import { PACK_UPGRADE_COPIES, nextTier } from '../packs/tiers'
import type { Schemas } from '../routes/types'
import { badRequest, conflict, forbidden, notFound } from '../errors'
import { USERS, PACKS } from '../messages'


/** A fresh 32-bit seed for one booster, from the system's secure generator. */
const newSeed = (): number => randomInt(0, 2 ** 32)

async function insertPackPlayer(db: Db, userId: number, pack: PackRow, source: 'bought' | 'gift' | 'upgrade', now: Date): Promise<PackPlayerRow> {
  const [row] = await db
    .insert(packPlayers)
    .values({
      userId,
      packId: pack.id,
      source,
      pricePaid: source === 'bought' ? pack.prix : 0,
      kind: pack.kind,
      size: pack.size,
      guaranteedRarity: pack.guaranteedRarity,
      seed: newSeed(),
      acquiredAt: now,
    })
    .returning()
  return row
}

async function packOr404(db: Db, packId: number): Promise<PackRow> {
  const pack = await findPack(db, packId)
  if (!pack) throw notFound(PACKS.notFound)
  return pack
}

/** Spends the booster's price (never below zero) and puts it unopened in the inventory. */
export async function buyPack(db: Db, userId: number, packId: number, now: Date) {
  const pack = await packOr404(db, packId)
  if (!pack.onSale) throw conflict(PACKS.notOnSale)
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(users)
      .set({ credit: sql`${users.credit} - ${pack.prix}`, updatedAt: now })
      .where(and(eq(users.id, userId), sql`${users.credit} >= ${pack.prix}`))
      .returning({ credit: users.credit })
    if (!paid) {
      const [current] = await tx.select({ credit: users.credit }).from(users).where(eq(users.id, userId))
      if (!current) throw notFound(USERS.notFound)
      throw conflict(PACKS.creditTooLow(pack.nom, pack.prix, current.credit))
    }
    const row = await insertPackPlayer(tx, userId, pack, 'bought', now)
    return { row, credit: paid.credit }
  })
}

/** An admin gives a booster (bought or not, on sale or not). */
export async function givePack(db: Db, userId: number, packId: number, now: Date): Promise<PackPlayerRow> {
  return insertPackPlayer(db, userId, await packOr404(db, packId), 'gift', now)
}

/** The booster, checked to belong to `userId` and not traded up. */
async function ownedPackPlayer(db: Db, userId: number, id: number): Promise<PackPlayerRow> {
  const row = await findPackPlayer(db, id)
  if (!row || row.consumedAt) throw notFound(PACKS.notFound)
  if (row.userId !== userId) throw forbidden(PACKS.notThePlayers)
  return row
}

/** Draws the booster's content from its seed, records it with the opening and grants it, once. */
export async function openPack(db: Db, userId: number, id: number, now: Date) {
  const row = await ownedPackPlayer(db, userId, id)
  if (row.openedAt) throw conflict(PACKS.alreadyOpened)
  const pool = await catalogueItems(db, row.kind)
  if (pool.length === 0) throw conflict(PACKS.emptyPool)
  const drawn = drawPack({ size: row.size, guaranteedRarity: row.guaranteedRarity }, pool, row.seed)
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(packPlayers)
      .set({ openedAt: now, content: emptyRecord() })
      .where(and(eq(packPlayers.id, row.id), isNull(packPlayers.openedAt), isNull(packPlayers.consumedAt)))
      .returning({ id: packPlayers.id })
    if (!claimed) throw conflict(PACKS.alreadyOpened)
    const record = emptyRecord()
    const rarityOf = new Map(drawn.map((item) => [item.id, item.rarete]))
    const content: Schemas['PackContent'] = { cards: [], spells: [] }
    if (row.kind === 'cards') {
      const ids = await tx
        .insert(cardPlayers)
        .values(drawn.map((item) => ({ userId, cardId: item.id, createdAt: now })))
        .returning({ id: cardPlayers.id, itemId: cardPlayers.cardId })
      record.cards = ids.map((i) => ({ instanceId: i.id, itemId: i.itemId, rarete: rarityOf.get(i.itemId)! }))
      content.cards = await cardPlayersByIds(tx, ids.map((i) => i.id))
    } else {
      const ids = await tx
        .insert(spellPlayers)
        .values(drawn.map((item) => ({ userId, spellId: item.id, createdAt: now })))
        .returning({ id: spellPlayers.id, itemId: spellPlayers.spellId })
      record.spells = ids.map((i) => ({ instanceId: i.id, itemId: i.itemId, rarete: rarityOf.get(i.itemId)! }))
      content.spells = await spellPlayersByIds(tx, ids.map((i) => i.id))
    }
    const [opened] = await tx.update(packPlayers).set({ content: record }).where(eq(packPlayers.id, row.id)).returning()
    return { row: opened, content }
  })
}

/** Trades the three oldest unopened boosters of `packId` for one booster of the next tier. */
export async function upgradePack(db: Db, userId: number, packId: number, now: Date) {
  const pack = await packOr404(db, packId)
  const targetSlug = nextTier(pack.slug)
  if (!targetSlug) {
    throw badRequest(
      pack.slug === 'booster-premium'
        ? PACKS.premiumIsBest
        : PACKS.notUpgradable(pack.nom),
    )
  }
  const target = await findPackBySlug(db, targetSlug)
  if (!target) throw conflict(PACKS.noUpgradeTarget)
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: packPlayers.id })
      .from(packPlayers)
      .where(and(eq(packPlayers.userId, userId), eq(packPlayers.packId, pack.id), isNull(packPlayers.openedAt), isNull(packPlayers.consumedAt)))
      .orderBy(asc(packPlayers.acquiredAt), asc(packPlayers.id))
      .limit(PACK_UPGRADE_COPIES)
      .for('update')
    if (candidates.length < PACK_UPGRADE_COPIES) {
      throw conflict(
        PACKS.upgradeNeeds(PACK_UPGRADE_COPIES, pack.nom, target.nom, candidates.length),
      )
    }
    const row = await insertPackPlayer(tx, userId, target, 'upgrade', now)
    const ids = candidates.map((c) => c.id)
    const consumed = await tx
      .update(packPlayers)
      .set({ consumedAt: now, upgradedInto: row.id })
      .where(and(inArray(packPlayers.id, ids), isNull(packPlayers.openedAt), isNull(packPlayers.consumedAt)))
      .returning({ id: packPlayers.id })
    if (consumed.length !== PACK_UPGRADE_COPIES) throw conflict(PACKS.changed)
    return { row, consumed: ids }
  })
}

/** An admin takes back an unopened booster (an opened one's content is already in the collection). */
export async function removePack(db: Db, userId: number, id: number): Promise<void> {
  const row = await findPackPlayer(db, id)
  if (!row || row.consumedAt || row.userId !== userId) throw notFound(PACKS.notOwned)
  if (row.openedAt) throw conflict(PACKS.openedInCollection)
  const deleted = await db
    .delete(packPlayers)
    .where(and(eq(packPlayers.id, id), isNull(packPlayers.openedAt), isNull(packPlayers.consumedAt)))
    .returning({ id: packPlayers.id })
  if (deleted.length === 0) throw conflict(PACKS.openedInCollection)
}
