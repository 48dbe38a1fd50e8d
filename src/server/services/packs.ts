// Boosters in the inventory: buying with credit points, opening (drawn on the server from the
// booster's seed, granted once), trading three for the next tier, and the admin's gifts.
import { randomInt } from 'node:crypto'
import type { Db } from '../db/client'
import { cardPlayersByIds, spellPlayersByIds } from '../db/repositories/collection'
import { insertInstances } from '../db/repositories/instances'
import {
  catalogueItems,
  claimPackOpening,
  consumePackPlayers,
  deleteUnopenedPackPlayer,
  findPack,
  findPackBySlug,
  findPackPlayer,
  insertPackPlayer as insertPackPlayerRow,
  lockUnopenedPackPlayers,
  recordPackContent,
  type PackPlayerRow,
  type PackRow,
} from '../db/repositories/packs'
import { findUser, spendCredit } from '../db/repositories/users'
import { drawPack } from '../packs/draw'
import { nextPityCounter, pityDue } from '../packs/pity'
import { lockPityCounter, setPityCounter } from '../db/repositories/pity'
import { withRetry } from '../db/retry'
import { emptyRecord } from '../db/repositories/pack-content'
import { PACK_UPGRADE_COPIES, nextTier } from '../packs/tiers'
import type { Schemas } from '../contract-types'
import { badRequest, conflict, forbidden, notFound } from '../errors'
import { USERS, PACKS } from '../messages'


/** A fresh 32-bit seed for one booster, from the system's secure generator. */
const newSeed = (): number => randomInt(0, 2 ** 32)

/** A booster of `pack` in the user's inventory, with the pack's terms of now and a fresh seed. */
const insertPackPlayer = (db: Db, userId: number, pack: PackRow, source: 'bought' | 'gift' | 'upgrade', now: Date): Promise<PackPlayerRow> =>
  insertPackPlayerRow(db, {
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
    const credit = await spendCredit(tx, userId, pack.prix, now)
    if (credit === null) {
      const current = await findUser(tx, userId)
      if (!current) throw notFound(USERS.notFound)
      throw conflict(PACKS.creditTooLow(pack.nom, pack.prix, current.credit))
    }
    const row = await insertPackPlayer(tx, userId, pack, 'bought', now)
    return { row, credit }
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

/**
 * Draws the booster's content from its seed, records it with the opening and grants it, once. The
 * kind's légendaire counter is locked in the same transaction: when the guarantee is due the draw
 * holds a légendaire (packs/pity.ts), and the counter moves with what was revealed.
 */
export async function openPack(db: Db, userId: number, id: number, now: Date) {
  const row = await ownedPackPlayer(db, userId, id)
  if (row.openedAt) throw conflict(PACKS.alreadyOpened)
  const pool = await catalogueItems(db, row.kind)
  if (pool.length === 0) throw conflict(PACKS.emptyPool)
  return withRetry(db, async (tx) => {
    if (!(await claimPackOpening(tx, row.id, now))) throw conflict(PACKS.alreadyOpened)
    const counter = await lockPityCounter(tx, userId, row.kind)
    const drawn = drawPack({ size: row.size, guaranteedRarity: row.guaranteedRarity }, pool, row.seed, { forceLegendary: pityDue(counter) })
    await setPityCounter(tx, userId, row.kind, nextPityCounter(counter, drawn))
    const record = emptyRecord()
    const rarityOf = new Map(drawn.map((item) => [item.id, item.rarete]))
    const content: Schemas['PackContent'] = { cards: [], spells: [] }
    if (row.kind === 'cards') {
      const ids = await insertInstances(tx, 'card', userId, drawn.map((item) => item.id), { now })
      record.cards = ids.map((i) => ({ instanceId: i.id, itemId: i.itemId, rarete: rarityOf.get(i.itemId)! }))
      content.cards = await cardPlayersByIds(tx, ids.map((i) => i.id))
    } else {
      const ids = await insertInstances(tx, 'spell', userId, drawn.map((item) => item.id), { now })
      record.spells = ids.map((i) => ({ instanceId: i.id, itemId: i.itemId, rarete: rarityOf.get(i.itemId)! }))
      content.spells = await spellPlayersByIds(tx, ids.map((i) => i.id))
    }
    return { row: await recordPackContent(tx, row.id, record), content }
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
    const ids = await lockUnopenedPackPlayers(tx, userId, pack.id, PACK_UPGRADE_COPIES)
    if (ids.length < PACK_UPGRADE_COPIES) {
      throw conflict(
        PACKS.upgradeNeeds(PACK_UPGRADE_COPIES, pack.nom, target.nom, ids.length),
      )
    }
    const row = await insertPackPlayer(tx, userId, target, 'upgrade', now)
    const consumed = await consumePackPlayers(tx, ids, row.id, now)
    if (consumed.length !== PACK_UPGRADE_COPIES) throw conflict(PACKS.changed)
    return { row, consumed: ids }
  })
}

/** An admin takes back an unopened booster (an opened one's content is already in the collection). */
export async function removePack(db: Db, userId: number, id: number): Promise<void> {
  const row = await findPackPlayer(db, id)
  if (!row || row.consumedAt || row.userId !== userId) throw notFound(PACKS.notOwned)
  if (row.openedAt) throw conflict(PACKS.openedInCollection)
  if (!(await deleteUnopenedPackPlayer(db, id))) throw conflict(PACKS.openedInCollection)
}

// The player's boosters and légendaire counters as the routes read them, forwarded.
export { pityCounters } from '../db/repositories/pity'
