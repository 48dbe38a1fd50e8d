// The payment calls of the skin shop: the configuration (the test gateway, or Stripe with its key),
// the payment intent, and the test gateway's card confirmation. Without a server message a failure
// reads "Erreur lors de l'achat." (spec §8 Skin purchase).
import { checkout } from '../text/shop'
import { api, type Schemas } from './client'
import { request, type ApiResult } from './result'
import { purchaseFallback, type Skin } from './skins'

export type PaymentConfig = Schemas['PaymentConfig']
export type PaymentIntent = Schemas['PaymentIntent']

/** GET /api/payment/config — the test gateway, or Stripe with its publishable key. */
export const getPaymentConfig = () => request(() => api.GET('/api/payment/config'))

/** The price as the `amount` header carries it: euros with two decimals ('1.99'). */
const amountOf = (prix: number): string => prix.toFixed(2)

/**
 * POST /api/payment/create-payment-intent with an empty body and the headers userid, amount (the
 * skin's price in euros) and skinid; answers the client secret.
 */
export const createPaymentIntent = (userId: number, skin: Pick<Skin, 'id' | 'prix'>) =>
  request(
    () =>
      api.POST('/api/payment/create-payment-intent', {
        params: { header: { userid: String(userId), amount: amountOf(skin.prix), skinid: String(skin.id) } },
        body: {},
      }),
    purchaseFallback,
  )

interface TestCard {
  cardNumber: string
  expMonth: number
  expYear: number
  cvc: string
}

/** A card payment accepted by the provider: what the purchase is made with. */
export interface CardPaid {
  paymentMethodId: string
  paymentIntentId: string
}

/** POST /api/payment/test/confirm — the built-in test gateway confirms the intent with a card. */
export async function confirmTestPayment(clientSecret: string, card: TestCard): Promise<ApiResult<CardPaid>> {
  const result = await request(() => api.POST('/api/payment/test/confirm', { body: { clientSecret, ...card } }), purchaseFallback)
  return result.ok ? { ok: true, data: { paymentMethodId: result.data.paymentMethodId, paymentIntentId: result.data.paymentIntentId } } : result
}

/** A card the provider (Stripe.js) refused, with its own message if it gave one. */
export const cardDeclined = (message: string | null): ApiResult<never> => ({
  ok: false,
  failure: { status: 402, message: message ?? checkout.purchaseError, diagnosis: null, fields: {}, data: null },
})
