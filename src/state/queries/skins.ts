// The skins in the query cache: those on sale (['skins'], read with spec §8's 'HTTP error! status:
// {status}'; the cards and spells they dress are catalogue.ts'), the player's own
// (['collection', userId, 'skins'], and per card or spell under 'ownedSkins'), and the purchase,
// which makes the player's skins stale.
import type { QueryClient } from '@tanstack/query-core'
import { orThrow } from '../../api/result'
import { listOwnedSkinsFor, listSkins, listUserSkins, purchaseSkin, type PurchaseInput, type SkinType } from '../../api/skins'
import { change } from './change'
import { collectionKeys } from './collection'

const skinKeys = { onSale: ['skins'] as const }

export const skinsOnSaleQuery = () => ({ queryKey: skinKeys.onSale, queryFn: async () => orThrow(await listSkins()) })

export const userSkinsQuery = (userId: number) => ({ queryKey: collectionKeys.skins(userId), queryFn: async () => orThrow(await listUserSkins()) })
export const ownedSkinsForQuery = (userId: number, linkedId: number, type: SkinType) => ({
  queryKey: [...collectionKeys.ownedSkins(userId), type, linkedId] as const,
  queryFn: async () => orThrow(await listOwnedSkinsFor(linkedId, type)),
})

/** What a purchase changes: the player's skins, all and per card or spell. */
const ownedSkinKeys = (userId: number) => [collectionKeys.skins(userId), collectionKeys.ownedSkins(userId)]

/** Reads the player's skins again (a 409: the skin may be owned already). */
export const refreshOwnedSkins = (client: QueryClient, userId: number) =>
  Promise.all(ownedSkinKeys(userId).map((queryKey) => client.invalidateQueries({ queryKey })))

/** Buys a paid skin: the player's skins are read again (on a 409 too: perhaps owned already). */
export async function buySkin(client: QueryClient, userId: number, input: PurchaseInput) {
  const result = await change(client, () => purchaseSkin(input), ownedSkinKeys(userId))
  if (!result.ok && result.failure.status === 409) await refreshOwnedSkins(client, userId)
  return result
}
