// What an opened booster revealed. The opening records a compact list (instance, catalogue item,
// rarity) in pack_players.content; the API shows each instance as it is now, or, when it has since
// been consumed by an upgrade or removed, as it was revealed (bonus 0, no skin).
import { inArray } from 'drizzle-orm'
import type { Db } from '../client'
import { cards, spells, users } from '../schema'
import { cardJson, cardPlayersByIds, spellJson, spellPlayersByIds } from './collection'
import type { Schemas } from '../../contract-types'
import type { Rarete } from '../../../game/rarity'

interface RevealedItem {
  instanceId: number
  itemId: number
  rarete: Rarete
}

/** The record kept in pack_players.content. */
export interface PackRecord {
  cards: RevealedItem[]
  spells: RevealedItem[]
}

export const emptyRecord = (): PackRecord => ({ cards: [], spells: [] })

const asRecord = (content: unknown): PackRecord => {
  const c = (content ?? {}) as Partial<PackRecord>
  return { cards: Array.isArray(c.cards) ? c.cards : [], spells: Array.isArray(c.spells) ? c.spells : [] }
}

/** The PackContent of each opened booster (by pack_players id). */
export async function revealedContents(db: Db, rows: { id: number; userId: number; content: unknown }[]): Promise<Map<number, Schemas['PackContent']>> {
  const records = rows.filter((r) => r.content != null).map((r) => ({ row: r, record: asRecord(r.content) }))
  const result = new Map<number, Schemas['PackContent']>()
  if (records.length === 0) return result
  const cardItems = records.flatMap((r) => r.record.cards)
  const spellItems = records.flatMap((r) => r.record.spells)
  const [liveCards, liveSpells] = await Promise.all([
    cardPlayersByIds(db, cardItems.map((i) => i.instanceId)),
    spellPlayersByIds(db, spellItems.map((i) => i.instanceId)),
  ])
  const cardById = new Map(liveCards.map((c) => [c.id, c]))
  const spellById = new Map(liveSpells.map((s) => [s.id, s]))
  const goneCards = [...new Set(cardItems.filter((i) => !cardById.has(i.instanceId)).map((i) => i.itemId))]
  const goneSpells = [...new Set(spellItems.filter((i) => !spellById.has(i.instanceId)).map((i) => i.itemId))]
  const [cardRows, spellRows, owners] = await Promise.all([
    goneCards.length ? db.select().from(cards).where(inArray(cards.id, goneCards)) : [],
    goneSpells.length ? db.select().from(spells).where(inArray(spells.id, goneSpells)) : [],
    db.select({ id: users.id, pseudo: users.pseudo }).from(users).where(inArray(users.id, [...new Set(records.map((r) => r.row.userId))])),
  ])
  const catalogueCard = new Map(cardRows.map((c) => [c.id, cardJson(c)]))
  const catalogueSpell = new Map(spellRows.map((s) => [s.id, spellJson(s)]))
  const pseudo = new Map(owners.map((o) => [o.id, o.pseudo]))
  const asRevealed = (item: RevealedItem, userId: number) => ({
    id: item.instanceId,
    joueur: { id: userId, pseudo: pseudo.get(userId) ?? '' },
    pointsHaut: 0,
    pointsGauche: 0,
    pointsDroite: 0,
    pointsBas: 0,
    imageSkin: null,
    skinId: null,
    upgradable: false,
    recyclable: false,
  })
  for (const { row, record } of records) {
    result.set(row.id, {
      cards: record.cards.flatMap((i) => {
        const live = cardById.get(i.instanceId)?.joueur.id === row.userId ? cardById.get(i.instanceId) : undefined
        const card = catalogueCard.get(i.itemId)
        return live ? [live] : card ? [{ ...asRevealed(i, row.userId), card }] : []
      }),
      spells: record.spells.flatMap((i) => {
        const live = spellById.get(i.instanceId)?.joueur.id === row.userId ? spellById.get(i.instanceId) : undefined
        const spell = catalogueSpell.get(i.itemId)
        return live ? [live] : spell ? [{ ...asRevealed(i, row.userId), spell }] : []
      }),
    })
  }
  return result
}
