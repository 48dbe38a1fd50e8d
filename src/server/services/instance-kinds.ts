// Cards and spells are owned the same way: one descriptor per kind lets the instance operations
// (give, remove, upgrade, dress with a skin) be written once, with each kind's French wording.
import { sql, type Name, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { cardPlayersByIds, spellPlayersByIds } from '../db/repositories/collection'
import type { LockedInstances } from '../db/repositories/locks'
import type { Schemas } from '../routes/types'
import { CARDS, SPELLS } from '../messages'

/** `J`: the instance as the API answers it (CardPlayer or SpellPlayer). */
export interface InstanceKind<J> {
  kind: 'card' | 'spell'
  table: Name // card_players | spell_players
  itemColumn: Name // card_id | spell_id
  catalogue: Name // cards | spells
  deckTable: Name // deck_cards | deck_spells
  deckColumn: Name // card_player_id | spell_player_id
  locked: (locks: LockedInstances) => Set<number>
  json: (db: Db, ids: number[]) => Promise<J[]>
  text: {
    notFound: string
    notOwned: string
    locked: string
    maxed: string
    notInCatalogue: string
    wrongSkin: string
    notEnough: (free: number) => string
  }
}

export const CARD: InstanceKind<Schemas['CardPlayer']> = {
  kind: 'card',
  table: sql.identifier('card_players'),
  itemColumn: sql.identifier('card_id'),
  catalogue: sql.identifier('cards'),
  deckTable: sql.identifier('deck_cards'),
  deckColumn: sql.identifier('card_player_id'),
  locked: (locks) => locks.cards,
  json: cardPlayersByIds,
  text: CARDS,
}

export const SPELL: InstanceKind<Schemas['SpellPlayer']> = {
  kind: 'spell',
  table: sql.identifier('spell_players'),
  itemColumn: sql.identifier('spell_id'),
  catalogue: sql.identifier('spells'),
  deckTable: sql.identifier('deck_spells'),
  deckColumn: sql.identifier('spell_player_id'),
  locked: (locks) => locks.spells,
  json: spellPlayersByIds,
  text: SPELLS,
}

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/** One instance as stored: owner, catalogue item, bonus level (lowest side) and skin. */
export interface InstanceRow {
  id: number
  user_id: number
  item_id: number
  level: number
  skin_id: number | null
}

export async function findInstance(db: Db, kind: InstanceKind<unknown>, id: number, forUpdate = false): Promise<InstanceRow | null> {
  const [row] = await rowsOf<InstanceRow>(
    db,
    sql`SELECT id, user_id, ${kind.itemColumn} AS item_id,
          least(bonus_haut, bonus_gauche, bonus_droite, bonus_bas) AS level, skin_id
        FROM ${kind.table} WHERE id = ${id} ${forUpdate ? sql`FOR UPDATE` : sql``}`,
  )
  return row ? { ...row, id: Number(row.id), user_id: Number(row.user_id), item_id: Number(row.item_id), level: Number(row.level) } : null
}

export async function instanceJson<J>(db: Db, kind: InstanceKind<J>, id: number): Promise<J> {
  const [json] = await kind.json(db, [id])
  return json
}
