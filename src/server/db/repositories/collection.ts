// Card and spell instances as the API answers them (their `upgradable` and `recyclable` flags), the
// upgrade counts, and the starter collection.
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { cardPlayers, cards, skins, spellPlayers, spells, users } from '../schema'
import type { Schemas } from '../../contract-types'
import { lockedInstances } from './locks'
import { recyclability } from './crafting'
import { levelOfBonus } from '../../../game'

/** Copies consumed by one upgrade, and the highest bonus an instance can reach. */
export const UPGRADE_COPIES = 3
export const MAX_BONUS = 3

type CardRow = typeof cards.$inferSelect
type SpellRow = typeof spells.$inferSelect

/** The fields a card and a spell share in the API. */
const itemJson = (c: CardRow | SpellRow) => ({
  id: c.id,
  nom: c.nom,
  rarete: c.rarete,
  imageDeBase: c.imageDeBase,
  pointsHaut: c.pointsHaut,
  pointsGauche: c.pointsGauche,
  pointsDroite: c.pointsDroite,
  pointsBas: c.pointsBas,
  description: c.description,
})
export const cardJson = (c: CardRow): Schemas['Card'] => itemJson(c)
export const spellJson = (s: SpellRow): Schemas['Spell'] => itemJson(s)

/**
 * The free instances (outside the decks of games in progress: those can be neither upgraded nor
 * consumed) of each catalogue item the users own, by bonus level: "userId:itemId" → level → count.
 */
async function freeCopies(db: Db, kind: 'card' | 'spell', userIds: number[], locked: Set<number>): Promise<Map<string, number[]>> {
  if (userIds.length === 0) return new Map()
  const table = kind === 'card' ? cardPlayers : spellPlayers
  const item = kind === 'card' ? cardPlayers.cardId : spellPlayers.spellId
  // a curse's bonus is negative: its level is counted in absolute value
  const level = sql<number>`least(abs(${table.bonusHaut}), abs(${table.bonusGauche}), abs(${table.bonusDroite}), abs(${table.bonusBas}))`
  const rows = await db
    .select({ userId: table.userId, itemId: item, level, n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(inArray(table.userId, userIds), locked.size ? notInArray(table.id, [...locked]) : undefined))
    .groupBy(table.userId, item, level)
  const result = new Map<string, number[]>()
  for (const r of rows) {
    const key = `${r.userId}:${r.itemId}`
    const byLevel = result.get(key) ?? Array.from({ length: MAX_BONUS + 1 }, () => 0)
    byLevel[Math.min(MAX_BONUS, Math.max(0, Number(r.level)))] += Number(r.n)
    result.set(key, byLevel)
  }
  return result
}

/**
 * The upgrade rule (services/instances.ts): a free instance below +3 can be upgraded when three
 * other free copies of the same item have a bonus no higher than its own (an upgrade never
 * consumes a stronger copy). `byLevel` counts the free copies, the instance included.
 */
function canUpgrade(level: number, isLocked: boolean, byLevel: number[] | undefined): boolean {
  if (isLocked || level >= MAX_BONUS || !byLevel) return false
  const atOrBelow = byLevel.slice(0, level + 1).reduce((sum, n) => sum + n, 0)
  return atOrBelow - 1 >= UPGRADE_COPIES
}

const bonusLevel = (r: { bonusHaut: number; bonusGauche: number; bonusDroite: number; bonusBas: number }) =>
  levelOfBonus({ pointsHaut: r.bonusHaut, pointsGauche: r.bonusGauche, pointsDroite: r.bonusDroite, pointsBas: r.bonusBas })

type InstanceRow = typeof cardPlayers.$inferSelect | typeof spellPlayers.$inferSelect

/** The fields a card instance and a spell instance share in the API. */
const instanceFields = (inst: InstanceRow, ownerPseudo: string, skinImage: string | null) => ({
  id: inst.id,
  joueur: { id: inst.userId, pseudo: ownerPseudo },
  pointsHaut: inst.bonusHaut,
  pointsGauche: inst.bonusGauche,
  pointsDroite: inst.bonusDroite,
  pointsBas: inst.bonusBas,
  imageSkin: inst.skinId ? skinImage : null,
  skinId: inst.skinId,
})

/** Whether each listed instance can be upgraded now (its owner's free copies and locked instances). */
async function upgradability(db: Db, kind: 'card' | 'spell', rows: { inst: InstanceRow; itemId: number }[]) {
  const owners = [...new Set(rows.map((r) => r.inst.userId))]
  const locked = (await lockedInstances(db, owners))[kind === 'card' ? 'cards' : 'spells']
  const counts = await freeCopies(db, kind, owners, locked)
  return (inst: InstanceRow, itemId: number) =>
    canUpgrade(bonusLevel(inst), locked.has(inst.id), counts.get(`${inst.userId}:${itemId}`))
}

async function cardPlayersWhere(db: Db, where: SQL | undefined): Promise<Schemas['CardPlayer'][]> {
  const rows = await db
    .select({ inst: cardPlayers, card: cards, ownerPseudo: users.pseudo, skinImage: skins.imageUrl })
    .from(cardPlayers)
    .innerJoin(cards, eq(cards.id, cardPlayers.cardId))
    .innerJoin(users, eq(users.id, cardPlayers.userId))
    .leftJoin(skins, eq(skins.id, cardPlayers.skinId))
    .where(where)
    .orderBy(cardPlayers.id)
  const listed = rows.map((r) => ({ inst: r.inst, itemId: r.inst.cardId }))
  const [upgradable, recyclable] = [await upgradability(db, 'card', listed), await recyclability(db, 'card', listed)]
  return rows.map(({ inst, card, ownerPseudo, skinImage }) => ({
    ...instanceFields(inst, ownerPseudo, skinImage),
    card: cardJson(card),
    upgradable: upgradable(inst, inst.cardId),
    recyclable: recyclable(inst.id),
  }))
}

async function spellPlayersWhere(db: Db, where: SQL | undefined): Promise<Schemas['SpellPlayer'][]> {
  const rows = await db
    .select({ inst: spellPlayers, spell: spells, ownerPseudo: users.pseudo, skinImage: skins.imageUrl })
    .from(spellPlayers)
    .innerJoin(spells, eq(spells.id, spellPlayers.spellId))
    .innerJoin(users, eq(users.id, spellPlayers.userId))
    .leftJoin(skins, eq(skins.id, spellPlayers.skinId))
    .where(where)
    .orderBy(spellPlayers.id)
  const listed = rows.map((r) => ({ inst: r.inst, itemId: r.inst.spellId }))
  const [upgradable, recyclable] = [await upgradability(db, 'spell', listed), await recyclability(db, 'spell', listed)]
  return rows.map(({ inst, spell, ownerPseudo, skinImage }) => ({
    ...instanceFields(inst, ownerPseudo, skinImage),
    spell: spellJson(spell),
    upgradable: upgradable(inst, inst.spellId),
    recyclable: recyclable(inst.id),
  }))
}

export const listUserCardPlayers = (db: Db, userId: number) => cardPlayersWhere(db, eq(cardPlayers.userId, userId))
export const listUserSpellPlayers = (db: Db, userId: number) => spellPlayersWhere(db, eq(spellPlayers.userId, userId))
export const cardPlayersByIds = (db: Db, ids: number[]) =>
  ids.length ? cardPlayersWhere(db, inArray(cardPlayers.id, ids)) : Promise.resolve([])
export const spellPlayersByIds = (db: Db, ids: number[]) =>
  ids.length ? spellPlayersWhere(db, inArray(spellPlayers.id, ids)) : Promise.resolve([])

/**
 * The `cardlevelup` badge: how many of the user's cards and spells (catalogue items) have an
 * instance that can be upgraded now, by the rule of `canUpgrade`.
 */
export async function countUpgradable(db: Db, userId: number): Promise<number> {
  const locked = await lockedInstances(db, [userId])
  const [c, s] = await Promise.all([freeCopies(db, 'card', [userId], locked.cards), freeCopies(db, 'spell', [userId], locked.spells)])
  const upgradable = (byLevel: number[]) => byLevel.some((n, level) => n > 0 && canUpgrade(level, false, byLevel))
  return [...c.values(), ...s.values()].filter(upgradable).length
}
