// The skin shop's calls in one place: the skins on sale and the player's own, the payment
// configuration, the payment intent, the test gateway's card confirmation and the purchase.
// HTTP failures of the skin list calls throw 'HTTP error! status: {status}' (spec §8).
import { api, unwrap, type Schemas } from './client'
import { shop } from '../text/shop'

export type Skin = Schemas['Skin']
export type UserSkin = Schemas['UserSkin']
export type PaymentConfig = Schemas['PaymentConfig']
export type PaymentIntent = Schemas['PaymentIntent']
export type CatalogueCard = Schemas['Card']
export type CatalogueSpell = Schemas['Spell']

/** The data of a skin call, or 'HTTP error! status: {status}'. */
async function skinCall<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data, response } = await call
  if (!response.ok || data === undefined) throw new Error(shop.httpError(response.status))
  return data
}

/** GET /api/skins — the skins on sale. */
export const fetchSkins = (): Promise<Skin[]> => skinCall(api.GET('/api/skins'))

/** GET /api/skins/user — the player's skins, each with its nested skin. */
export const fetchUserSkins = (): Promise<UserSkin[]> => skinCall(api.GET('/api/skins/user'))

/** The cards and spells the skins dress (their art is shown beside the skins on the Magasin page). */
export async function fetchSkinTargets(): Promise<{ cards: CatalogueCard[]; spells: CatalogueSpell[] }> {
  const [cards, spells] = await Promise.all([skinCall(api.GET('/api/cards')), skinCall(api.GET('/api/spells'))])
  return { cards, spells }
}

/** GET /api/payment/config — the test gateway, or Stripe with its publishable key. */
export const fetchPaymentConfig = (): Promise<PaymentConfig> => unwrap(api.GET('/api/payment/config'))

/** The price as the `amount` header carries it: euros with two decimals ('1.99'). */
export const amountOf = (prix: number): string => prix.toFixed(2)

/**
 * POST /api/payment/create-payment-intent with an empty body and the headers userid, amount (the
 * skin's price in euros) and skinid; answers the client secret. Throws ApiError on failure.
 */
export const createPaymentIntent = (userId: number, skin: Pick<Skin, 'id' | 'prix'>): Promise<PaymentIntent> =>
  unwrap(
    api.POST('/api/payment/create-payment-intent', {
      params: { header: { userid: String(userId), amount: amountOf(skin.prix), skinid: String(skin.id) } },
      body: {},
    }),
  )

export interface TestCard {
  cardNumber: string
  expMonth: number
  expYear: number
  cvc: string
}

/** What the card payment gave: a payment method to buy with, or the provider's message. */
export type CardPayment = { ok: true; paymentMethodId: string; paymentIntentId: string } | { ok: false; message: string | null }

/** POST /api/payment/test/confirm — the built-in test gateway confirms the intent with a card. */
export async function confirmTestPayment(clientSecret: string, card: TestCard): Promise<CardPayment> {
  const { data, error } = await api.POST('/api/payment/test/confirm', { body: { clientSecret, ...card } })
  if (data) return { ok: true, paymentMethodId: data.paymentMethodId, paymentIntentId: data.paymentIntentId }
  return { ok: false, message: messageOf(error) }
}

/** The answer of POST /api/skins/purchase: its status, and the server's message when it has one. */
export interface PurchaseAnswer {
  status: number
  message: string | null
  userSkin: UserSkin | null
}

/** POST /api/skins/purchase { userId, skinId, paymentMethodId, paymentIntentId }; status 200 means success. */
export async function purchaseSkin(input: { userId: number; skinId: number; paymentMethodId: string; paymentIntentId?: string }): Promise<PurchaseAnswer> {
  const { data, error, response } = await api.POST('/api/skins/purchase', { body: input })
  return { status: response.status, message: messageOf(data ?? error), userSkin: data?.userSkin ?? null }
}

/** The `message` of a server answer, if any. */
export function messageOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | null | undefined)?.message
  return typeof message === 'string' && message ? message : null
}
