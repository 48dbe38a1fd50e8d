// Skin payments: the gateway in use, the payment intent at the skin's own price, the test
// gateway's card form, and the purchase granted once the gateway confirms the payment.
import type { Handlers } from './types'
import { createSkinPayment } from '../services/skin-payment'
import { purchaseSkin } from '../services/skin-purchase'
import { TestGateway } from '../payments/test-gateway'
import { assertSelfOrAdmin } from '../plugins/access'
import { badRequest, notFound } from '../errors'
import { userOr404 } from './users'
import { PAYMENTS } from '../messages'

const isId = (n: number) => Number.isInteger(n) && n >= 1 && n <= 2_147_483_647

export const paymentHandlers: Handlers = {
  getPaymentConfig: async (request) => {
    const { payments } = request.server
    return { testMode: payments.testMode, publishableKey: payments.publishableKey, currency: 'eur' as const }
  },

  createPaymentIntent: async (request) => {
    const userId = Number(request.headers.userid)
    const skinId = Number(request.headers.skinid)
    if (!isId(userId)) throw badRequest(PAYMENTS.userIdHeader)
    if (!isId(skinId)) throw badRequest(PAYMENTS.skinIdHeader)
    assertSelfOrAdmin(request, userId)
    const { db, payments, clock } = request.server
    const user = await userOr404(db, userId)
    return createSkinPayment(db, payments, user, skinId, request.headers.amount, clock())
  },

  confirmTestPayment: async (request) => {
    const { payments } = request.server
    if (!(payments instanceof TestGateway)) throw notFound(PAYMENTS.testUnavailable)
    const { clientSecret, ...card } = request.body
    return payments.confirmCard(clientSecret, card)
  },

  purchaseSkin: async (request) => {
    const { userId } = request.body
    assertSelfOrAdmin(request, userId)
    const { db, payments, clock } = request.server
    await userOr404(db, userId)
    return purchaseSkin(db, payments, request.body, clock())
  },
}
