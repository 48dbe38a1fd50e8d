// Crafting and recycling in the query cache: crafting a chosen card or spell and recycling a spare
// copy. The answer's credit is set in the profile at once (the header shows it); the instances of
// that kind and the profile (credit, `cardlevelup` badge) are read again. A recycled copy is in no
// deck, so no deck is stale.
import type { QueryClient } from '@tanstack/query-core'
import { craftCard, craftSpell, recycleCard, recycleSpell } from '../../api/crafting'
import type { CardPlayer, SpellPlayer } from '../../api/collection'
import type { ApiResult } from '../../api/result'
import type { Profile } from '../profile'
import { change } from './change'
import { collectionKeys, type Copy } from './collection'
import { usersKeys } from './users'

const instancesOf = (userId: number, kind: Copy['kind']) => (kind === 'card' ? collectionKeys.cards(userId) : collectionKeys.spells(userId))

/** What a craft answers: the new copy and the credit left. */
interface Craft {
  copy: CardPlayer | SpellPlayer
  credit: number
}

/** One catalogue card or spell. */
interface CatalogueRef {
  kind: Copy['kind']
  catalogueId: number
}

function withCredit<T extends { credit: number }>(client: QueryClient, userId: number, call: () => Promise<ApiResult<T>>) {
  return async (): Promise<ApiResult<T>> => {
    const result = await call()
    if (result.ok) client.setQueryData<Profile>(usersKeys.one(userId), (p) => p && { ...p, credit: result.data.credit })
    return result
  }
}

const craftCall = async (userId: number, item: CatalogueRef): Promise<ApiResult<Craft>> => {
  const result = item.kind === 'card' ? await craftCard(userId, item.catalogueId) : await craftSpell(userId, item.catalogueId)
  if (!result.ok) return result
  const copy = 'cardPlayer' in result.data ? result.data.cardPlayer : result.data.spellPlayer
  return { ok: true, data: { copy, credit: result.data.credit } }
}

/** Crafts a new copy of a catalogue item with credit points. */
export const craftItem = (client: QueryClient, userId: number, item: CatalogueRef) =>
  change(client, withCredit(client, userId, () => craftCall(userId, item)), [instancesOf(userId, item.kind), usersKeys.one(userId)])

/** Recycles a spare copy for credit points. */
export const recycleSpare = (client: QueryClient, userId: number, copy: Copy) =>
  change(
    client,
    withCredit(client, userId, () => (copy.kind === 'card' ? recycleCard(userId, copy.id) : recycleSpell(userId, copy.id))),
    [instancesOf(userId, copy.kind), usersKeys.one(userId)],
  )
