// Credits' second use: crafting a chosen card or spell, and recycling the copies an upgrade can no
// longer use. Prices and values come from src/game/economy.ts (CRAFT_PRICE, RECYCLE_VALUE).
//
// Crafting: a new instance (bonus 0) of any catalogue item; the price is taken by one conditional
// update (credit >= price) in the transaction that inserts the instance, so simultaneous crafts
// never take the balance below zero.
// Recycling: a copy is spare when its owner has another instance of the same item at the maximum
// level (+3, counted in absolute value: a curse's bonus is negative) and the copy is in no deck
// (so in no game in progress either). Every copy of the item is locked first, in id order, as an
// upgrade does: a recycle and an upgrade (or two recycles) of the same item take turns, and the
// delete's row count decides that a copy is credited once.
import type { Db } from '../db/client'
import { catalogueEntry, instancesInDecks } from '../db/repositories/crafting'
import { deleteUserInstances, insertInstance, lockCopies } from '../db/repositories/instances'
import { lockedInstances } from '../db/repositories/locks'
import { addCredit, findUser, spendCredit } from '../db/repositories/users'
import { withRetry } from '../db/retry'
import { CRAFT_PRICE, RECYCLE_VALUE } from '../../game/economy'
import { MAX_UPGRADE_LEVEL } from '../../game/upgrade'
import { conflict, notFound } from '../errors'
import { instanceJson, type InstanceKind } from './instance-kinds'
import { ownedInstance } from './instances'
import { COLLECTION, CRAFTING, USERS } from '../messages'

/** Crafts a new instance of the catalogue item for its rarity's price: the instance and the balance left. */
export async function craftInstance<J>(db: Db, kind: InstanceKind<J>, userId: number, itemId: number, now: Date) {
  const item = await catalogueEntry(db, kind.kind, itemId)
  if (!item) throw notFound(kind.text.notInCatalogue)
  const price = CRAFT_PRICE[item.rarete]
  return db.transaction(async (tx) => {
    const credit = await spendCredit(tx, userId, price, now)
    if (credit === null) {
      const user = await findUser(tx, userId)
      if (!user) throw notFound(USERS.notFound)
      throw conflict(CRAFTING.creditTooLow(item.nom, price, user.credit))
    }
    const id = await insertInstance(tx, kind.kind, userId, itemId, now)
    return { instance: await instanceJson(tx, kind, id), credit }
  })
}

/** Recycles a spare copy (see the rule above) for its rarity's value: the new balance. */
export async function recycleInstance(db: Db, kind: InstanceKind<unknown>, userId: number, id: number, now: Date): Promise<number> {
  const text = CRAFTING[kind.kind]
  return withRetry(db, async (tx) => {
    const target = await ownedInstance(tx, kind, userId, id) // unlocked: names the catalogue item
    const item = await catalogueEntry(tx, kind.kind, target.itemId)
    const copies = await lockCopies(tx, kind.kind, userId, target.itemId)
    const copy = copies.find((c) => c.id === id)
    if (!copy || !item) throw notFound(kind.text.notFound) // recycled or consumed by a request that committed first
    if (!copies.some((c) => c.id !== id && c.level >= MAX_UPGRADE_LEVEL)) {
      throw conflict(copy.level >= MAX_UPGRADE_LEVEL ? text.onlyMax(MAX_UPGRADE_LEVEL) : text.notYetMax(MAX_UPGRADE_LEVEL))
    }
    if (kind.locked(await lockedInstances(tx, [userId])).has(id)) throw conflict(CRAFTING.inGame)
    // Read after the lock: a deck that took the copy before it is seen, one that tries after waits for this transaction.
    if ((await instancesInDecks(tx, kind.kind, [id])).has(id)) throw conflict(CRAFTING.inDeck)
    const deleted = await deleteUserInstances(tx, kind.kind, userId, [id])
    if (deleted.length !== 1) throw conflict(COLLECTION.changed)
    return addCredit(tx, userId, RECYCLE_VALUE[item.rarete], now)
  })
}
