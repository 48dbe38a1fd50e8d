// Cards and spells are owned the same way: one descriptor per kind lets the instance operations
// (give, remove, upgrade, dress with a skin) be written once, with each kind's French wording.
import { sql, type Name, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { cardPlayersByIds, spellPlayersByIds } from '../db/repositories/collection'
import type { LockedInstances } from '../db/repositories/locks'
import type { Schemas } from '../routes/types'

export interface InstanceKind {
  kind: 'card' | 'spell'
  table: Name // card_players | spell_players
  itemColumn: Name // card_id | spell_id
  catalogue: Name // cards | spells
  deckTable: Name // deck_cards | deck_spells
  deckColumn: Name // card_player_id | spell_player_id
  locked: (locks: LockedInstances) => Set<number>
  json: (db: Db, ids: number[]) => Promise<Schemas['CardPlayer'][] | Schemas['SpellPlayer'][]>
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

const available = (n: number) => (n === 0 ? "aucun n'est disponible" : n === 1 ? '1 seul est disponible' : `${n} sont disponibles`)

export const CARD: InstanceKind = {
  kind: 'card',
  table: sql.identifier('card_players'),
  itemColumn: sql.identifier('card_id'),
  catalogue: sql.identifier('cards'),
  deckTable: sql.identifier('deck_cards'),
  deckColumn: sql.identifier('card_player_id'),
  locked: (locks) => locks.cards,
  json: cardPlayersByIds,
  text: {
    notFound: 'Carte introuvable.',
    notOwned: "Cette carte n'appartient pas à ce joueur.",
    locked: "Cette carte est dans le deck d'une partie en cours : attendez la fin de la partie.",
    maxed: 'Cette carte est déjà au niveau maximum (+3).',
    notInCatalogue: "Cette carte n'existe pas dans le catalogue.",
    wrongSkin: 'Ce skin ne correspond pas à cette carte.',
    notEnough: (free) => `Il faut 3 autres exemplaires de cette carte, de bonus égal ou inférieur, pour l'améliorer : ${available(free)}.`,
  },
}

export const SPELL: InstanceKind = {
  kind: 'spell',
  table: sql.identifier('spell_players'),
  itemColumn: sql.identifier('spell_id'),
  catalogue: sql.identifier('spells'),
  deckTable: sql.identifier('deck_spells'),
  deckColumn: sql.identifier('spell_player_id'),
  locked: (locks) => locks.spells,
  json: spellPlayersByIds,
  text: {
    notFound: 'Sort introuvable.',
    notOwned: "Ce sort n'appartient pas à ce joueur.",
    locked: "Ce sort est dans le deck d'une partie en cours : attendez la fin de la partie.",
    maxed: 'Ce sort est déjà au niveau maximum (+3).',
    notInCatalogue: "Ce sort n'existe pas dans le catalogue.",
    wrongSkin: 'Ce skin ne correspond pas à ce sort.',
    notEnough: (free) => `Il faut 3 autres exemplaires de ce sort, de bonus égal ou inférieur, pour l'améliorer : ${available(free)}.`,
  },
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

export async function findInstance(db: Db, kind: InstanceKind, id: number, forUpdate = false): Promise<InstanceRow | null> {
  const [row] = await rowsOf<InstanceRow>(
    db,
    sql`SELECT id, user_id, ${kind.itemColumn} AS item_id,
          least(bonus_haut, bonus_gauche, bonus_droite, bonus_bas) AS level, skin_id
        FROM ${kind.table} WHERE id = ${id} ${forUpdate ? sql`FOR UPDATE` : sql``}`,
  )
  return row ? { ...row, id: Number(row.id), user_id: Number(row.user_id), item_id: Number(row.item_id), level: Number(row.level) } : null
}

export async function instanceJson(db: Db, kind: InstanceKind, id: number) {
  const [json] = await kind.json(db, [id])
  return json
}
