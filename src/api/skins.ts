// The skins (spec §6, §8 Skin list and Skin purchase): those on sale, the player's own (all, or
// those dressing one card or spell) and the purchase once paid. A list
// failure without a server message is 'HTTP error! status: {status}'; a purchase answered with a
// status other than 200 is "Erreur lors de l'achat." unless the server says why.
import { checkout } from '../text/shop'
import { api, type Schemas } from './client'
import { request, statusFailure, type ApiResult, type FallbackText } from './result'

export type Skin = Schemas['Skin']
export type UserSkin = Schemas['UserSkin']
export type SkinType = Schemas['SkinType']
export type PurchaseInput = Schemas['PurchaseRequest']
type PurchaseAnswer = Schemas['PurchaseResponse']

export const listSkins = () => request(() => api.GET('/api/skins'))
export const listUserSkins = () => request(() => api.GET('/api/skins/user'))
export const listOwnedSkinsFor = (linkedId: number, type: SkinType) => request(() => api.GET('/api/skins/owned', { params: { query: { linkedId, type } } }))

export const purchaseFallback: FallbackText = () => checkout.purchaseError

/** POST /api/skins/purchase { userId, skinId, paymentMethodId, paymentIntentId }: only a 200 grants the skin. */
export async function purchaseSkin(input: PurchaseInput): Promise<ApiResult<PurchaseAnswer>> {
  let status = 0
  const result = await request(async () => {
    const answer = await api.POST('/api/skins/purchase', { body: input })
    status = answer.response.status
    return answer
  }, purchaseFallback)
  return result.ok && status !== 200 ? { ok: false, failure: statusFailure(status, null, purchaseFallback) } : result
}
