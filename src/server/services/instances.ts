// Operations on card and spell instances: upgrade with duplicates, admin give and remove, skins.
//
// Upgrade rule: the kept instance gets +1 on each side (up to +3) and three other instances of the
// same catalogue item are consumed. Neither the kept instance nor the consumed copies may sit in a
// deck of a game in progress, and a copy with a higher bonus than the kept instance is never
// consumed. The copies consumed are, in this order of preference: those in no deck, then the
// lowest bonus, then those without a skin, then the most recent. A copy taken from a deck leaves
// that deck. `canUpgrade` (db/repositories/collection.ts) computes `upgradable` and `cardlevelup`
// by the same rule.
import type { Db } from '../db/client'
import { catalogueItemExists } from '../db/repositories/catalogue'
import { MAX_BONUS, UPGRADE_COPIES } from '../db/repositories/collection'
import {
  deleteInstance,
  deleteUserInstances,
  findInstance,
  insertInstance,
  lockCopies,
  raiseBonuses,
  setInstanceSkin,
  type Copy,
  type InstanceRow,
} from '../db/repositories/instances'
import { lockedInstances } from '../db/repositories/locks'
import { withRetry } from '../db/retry'
import { findSkin, findUserSkin } from '../db/repositories/skins'
import { badRequest, conflict, forbidden, notFound } from '../errors'
import { instanceJson, type InstanceKind } from './instance-kinds'
import { COLLECTION, SKINS } from '../messages'

/** The instance, checked to belong to `userId` (404 when missing, 403 when someone else's). */
export async function ownedInstance(db: Db, kind: InstanceKind<unknown>, userId: number, id: number, forUpdate = false): Promise<InstanceRow> {
  const row = await findInstance(db, kind.kind, id, forUpdate)
  if (!row) throw notFound(kind.text.notFound)
  if (row.userId !== userId) throw forbidden(kind.text.notOwned)
  return row
}

/** Which three copies an upgrade consumes (see the rule above). */
export function chooseCopies(copies: Copy[]): Copy[] {
  return [...copies]
    .sort((a, b) => Number(a.inDeck) - Number(b.inDeck) || a.level - b.level || Number(a.dressed) - Number(b.dressed) || b.id - a.id)
    .slice(0, UPGRADE_COPIES)
}

export async function upgradeInstance<J>(db: Db, kind: InstanceKind<J>, userId: number, id: number) {
  return withRetry(db, async (tx) => {
    const target = await ownedInstance(tx, kind, userId, id) // unlocked: names the catalogue item
    // Every copy of that item, the kept one included, locked in id order: concurrent upgrades queue, never deadlock.
    const copies = await lockCopies(tx, kind.kind, userId, target.itemId)
    const kept = copies.find((c) => c.id === target.id)
    if (!kept) throw notFound(kind.text.notFound) // consumed by an upgrade that committed first
    if (kept.level >= MAX_BONUS) throw conflict(kind.text.maxed)
    const locked = kind.locked(await lockedInstances(tx, [userId]))
    if (locked.has(kept.id)) throw conflict(kind.text.locked)
    const free = copies.filter((c) => c.id !== kept.id && !locked.has(c.id) && c.level <= kept.level)
    if (free.length < UPGRADE_COPIES) throw conflict(kind.text.notEnough(free.length))
    const chosen = chooseCopies(free).map((c) => c.id)
    const deleted = await deleteUserInstances(tx, kind.kind, userId, chosen)
    if (deleted.length !== UPGRADE_COPIES) throw conflict(COLLECTION.changed)
    await raiseBonuses(tx, kind.kind, kept.id)
    return { instance: await instanceJson(tx, kind, kept.id), consumed: chosen }
  })
}

/** An admin gives a new instance (bonus 0) of a catalogue item. */
export async function giveInstance<J>(db: Db, kind: InstanceKind<J>, userId: number, itemId: number, now: Date) {
  if (!(await catalogueItemExists(db, kind.kind, itemId))) throw notFound(kind.text.notInCatalogue)
  return instanceJson(db, kind, await insertInstance(db, kind.kind, userId, itemId, now))
}

/** An admin removes an instance (it leaves the player's decks); not while it is in a game in progress. */
export async function removeInstance(db: Db, kind: InstanceKind<unknown>, userId: number, id: number): Promise<void> {
  await withRetry(db, async (tx) => {
    const row = await ownedInstance(tx, kind, userId, id, true)
    if (kind.locked(await lockedInstances(tx, [userId])).has(row.id)) throw conflict(kind.text.locked)
    await deleteInstance(tx, kind.kind, row.id)
  })
}

/** Shows an owned skin of that card or spell on the instance, or removes it (skinId null). */
export async function dressInstance<J>(db: Db, kind: InstanceKind<J>, userId: number, id: number, skinId: number | null) {
  const row = await ownedInstance(db, kind, userId, id)
  if (skinId !== null) {
    const skin = await findSkin(db, skinId)
    if (!skin) throw notFound(SKINS.notFound)
    if (skin.type !== kind.kind || skin.linkedId !== row.itemId) throw badRequest(kind.text.wrongSkin)
    if (!(await findUserSkin(db, userId, skinId))) throw forbidden(SKINS.notOwned)
  }
  await setInstanceSkin(db, kind.kind, row.id, skinId)
  return instanceJson(db, kind, row.id)
}
