// The player's boosters in the query cache (['collection', userId, 'packs']; those on sale are the
// catalogue's ['packs']), their légendaire counters (['collection', userId, 'pity']) and the
// changes. Opening is one request: its answer carries the cards drawn; then only what it moved is
// read again (boosters, counters, collection, profile badges).
import type { QueryClient } from '@tanstack/query-core'
import { buyPack, exchangePacks, listUserPacks, openPack, readPackPity } from '../../api/packs'
import { orThrow } from '../../api/result'
import type { Profile } from '../profile'
import { change } from './change'
import { collectionKeys } from './collection'
import { usersKeys } from './users'

export const ownedPacksQuery = (userId: number) => ({ queryKey: collectionKeys.packs(userId), queryFn: async () => orThrow(await listUserPacks(userId)) })
export const packPityQuery = (userId: number) => ({ queryKey: collectionKeys.pity(userId), queryFn: async () => orThrow(await readPackPity(userId)) })

/** Buys a booster: the answer carries the credit left, set in the profile (the header shows it);
 *  the boosters are read again. */
export const buyBooster = (client: QueryClient, userId: number, packId: number) =>
  change(
    client,
    async () => {
      const result = await buyPack(userId, packId)
      if (result.ok) client.setQueryData<Profile>(usersKeys.one(userId), (p) => p && { ...p, credit: result.data.credit })
      return result
    },
    [collectionKeys.packs(userId)],
  )

/** Opens a booster (one POST): the boosters, the légendaire counters, the collection and the
 *  profile (badges) are read again. */
export const openBooster = (client: QueryClient, userId: number, packPlayerId: number) =>
  change(client, () => openPack(userId, packPlayerId), [
    collectionKeys.packs(userId),
    collectionKeys.pity(userId),
    collectionKeys.cards(userId),
    collectionKeys.spells(userId),
    usersKeys.one(userId),
  ])

/** Three unopened boosters of a kind for one of the next: the boosters are read again. */
export const exchangeBoosters = (client: QueryClient, userId: number, packId: number) =>
  change(client, () => exchangePacks(userId, packId), [collectionKeys.packs(userId)])
