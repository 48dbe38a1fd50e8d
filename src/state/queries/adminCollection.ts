// The admin's changes to another player's collection: giving a card, spell or booster of the
// catalogue, or taking an instance back; each makes that player's collection (['collection',
// userId], read with collection.ts' and packs.ts' queries) stale.
import type { QueryClient } from '@tanstack/query-core'
import { giveCard, givePack, giveSpell, removeCard, removePack, removeSpell } from '../../api/adminCollection'
import type { ApiResult } from '../../api/result'
import { change } from './change'
import { collectionKeys } from './collection'

export type CollectionKind = 'cards' | 'spells' | 'packs'

const give = (userId: number, kind: CollectionKind, id: number): Promise<ApiResult<unknown>> =>
  kind === 'cards' ? giveCard(userId, id) : kind === 'spells' ? giveSpell(userId, id) : givePack(userId, id)
const remove = (userId: number, kind: CollectionKind, id: number): Promise<ApiResult<{ message: string }>> =>
  kind === 'cards' ? removeCard(userId, id) : kind === 'spells' ? removeSpell(userId, id) : removePack(userId, id)

/** Gives a card, spell or booster of the catalogue (its id) to the player. */
export const giveToPlayer = (client: QueryClient, userId: number, kind: CollectionKind, id: number) =>
  change(client, () => give(userId, kind, id), [collectionKeys.all(userId)])

/** Takes an instance (its id) back from the player. */
export const removeFromPlayer = (client: QueryClient, userId: number, kind: CollectionKind, instanceId: number) =>
  change(client, () => remove(userId, kind, instanceId), [collectionKeys.all(userId)])
