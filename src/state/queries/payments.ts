// The skin shop's payments in the query cache: the configuration (['payment', 'config']) and the
// payment intent of a skin (a 409 means the skin may be owned already: the player's skins are read again).
import type { QueryClient } from '@tanstack/query-core'
import { createPaymentIntent, getPaymentConfig } from '../../api/payments'
import { orThrow } from '../../api/result'
import type { Skin } from '../../api/skins'
import { refreshOwnedSkins } from './skins'

const paymentKeys = { config: ['payment', 'config'] as const }

export const paymentConfigQuery = () => ({ queryKey: paymentKeys.config, queryFn: async () => orThrow(await getPaymentConfig()) })

export async function startSkinPayment(client: QueryClient, userId: number, skin: Pick<Skin, 'id' | 'prix'>) {
  const result = await createPaymentIntent(userId, skin)
  if (!result.ok && result.failure.status === 409) await refreshOwnedSkins(client, userId)
  return result
}
