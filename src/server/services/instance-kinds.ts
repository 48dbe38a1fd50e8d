// Cards and spells are owned the same way: one descriptor per kind lets the instance operations
// (give, remove, upgrade, dress with a skin) be written once, with each kind's French wording.
import type { Db } from '../db/client'
import { cardPlayersByIds, spellPlayersByIds } from '../db/repositories/collection'
import type { InstanceKindName } from '../db/repositories/instances'
import type { LockedInstances } from '../db/repositories/locks'
import type { Schemas } from '../contract-types'
import { CARDS, SPELLS } from '../messages'

/** `J`: the instance as the API answers it (CardPlayer or SpellPlayer). */
export interface InstanceKind<J> {
  kind: InstanceKindName
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
  locked: (locks) => locks.cards,
  json: cardPlayersByIds,
  text: CARDS,
}

export const SPELL: InstanceKind<Schemas['SpellPlayer']> = {
  kind: 'spell',
  locked: (locks) => locks.spells,
  json: spellPlayersByIds,
  text: SPELLS,
}

/** The instance as the API answers it. */
export async function instanceJson<J>(db: Db, kind: InstanceKind<J>, id: number): Promise<J> {
  const [json] = await kind.json(db, [id])
  return json
}
