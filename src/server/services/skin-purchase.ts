// Buying a skin in euros. The skin is granted only when the gateway says the payment intent succeeded
// for that user, skin, amount and payment method — at most once. Replaying a purchase already granted
// answers 200 with the same owned skin and grants nothing more (a client retrying after a timeout
// sees its success). A player who already owns the skin gets this payment refunded.
import type { Db } from '../db/client'
import { euros, findUserSkin, userSkinJson, type SkinRow } from '../db/repositories/skins'
import { grantPayment, latestPaymentsForSkin, paymentByIntent, paymentsByIds, type PaymentRow } from '../db/repositories/payments'
import type { GatewayIntent, PaymentGateway } from '../payments/gateway'
import type { Schemas } from '../contract-types'
import { HttpError, badRequest, conflict, forbidden, notFound } from '../errors'
import { skinOr404 } from './skin-payment'
import { refundPayment } from './skin-refunds'
import { SKINS, PAYMENTS } from '../messages'

export { centsOf } from './skin-payment'

/** Why the gateway's intent does not pay for this skin, or null when it does. */
function intentProblem(row: PaymentRow, intent: GatewayIntent | null, skin: SkinRow, userId: number, paymentMethodId: string): HttpError | null {
  if (!intent) return notFound(PAYMENTS.notFound)
  if (row.userId !== userId || intent.metadata.userId !== String(userId)) return forbidden(PAYMENTS.otherPlayer)
  if (row.skinId !== skin.id || intent.metadata.skinId !== String(skin.id)) return badRequest(PAYMENTS.otherSkin)
  if (intent.amountCents !== skin.prixCents || intent.currency !== 'eur') {
    return conflict(PAYMENTS.paidMismatch(euros(intent.amountCents), euros(skin.prixCents)))
  }
  if (intent.status === 'processing') return new HttpError(402, PAYMENTS.processing)
  if (intent.status !== 'succeeded') return new HttpError(402, PAYMENTS.failed)
  if (intent.paymentMethodId !== paymentMethodId) return forbidden(PAYMENTS.methodMismatch)
  return null
}

/** The payments that may pay for this purchase: the one named, else the latest ones for (user, skin). */
async function candidatePayments(db: Db, userId: number, skinId: number, paymentIntentId: string | undefined): Promise<PaymentRow[]> {
  if (paymentIntentId) {
    const row = await paymentByIntent(db, paymentIntentId)
    if (!row) throw notFound(PAYMENTS.notFound)
    if (row.userId !== userId) throw forbidden(PAYMENTS.otherPlayer)
    if (row.skinId !== skinId) throw badRequest(PAYMENTS.otherSkin)
    return [row]
  }
  const rows = await latestPaymentsForSkin(db, userId, skinId, 5)
  if (rows.length === 0) throw notFound(PAYMENTS.noneForSkin)
  return rows
}

type PurchaseResult = Schemas['PurchaseResponse']

/** The answer to a purchase already granted with this payment method (a replay), if it is one. */
async function replayAnswer(db: Db, rows: PaymentRow[], userId: number, skin: SkinRow, paymentMethodId: string): Promise<PurchaseResult | null> {
  const granted = rows.find((r) => r.consumedAt && r.paymentMethodId === paymentMethodId)
  const owned = granted ? await findUserSkin(db, userId, skin.id) : null
  if (!owned) return null
  return { message: PAYMENTS.alreadyGranted, userSkin: userSkinJson(owned, skin) }
}

/**
 * The player owns the skin already. Read the payments again: a twin request may have granted it with
 * this very payment (a replay); else a payment of this payment method that succeeded unused is
 * refunded (or was already) and the answer says so; else the skin is simply owned.
 */
async function ownedAnswer(db: Db, gateway: PaymentGateway, ids: number[], userId: number, skin: SkinRow, paymentMethodId: string, now: Date): Promise<PurchaseResult> {
  const again = await paymentsByIds(db, ids)
  const replay = await replayAnswer(db, again, userId, skin, paymentMethodId)
  if (replay) return replay
  let refunded = again.some((r) => r.refundedAt && r.paymentMethodId === paymentMethodId)
  for (const row of again.filter((r) => !r.consumedAt && !r.refundedAt)) {
    const intent = await gateway.retrieveIntent(row.gatewayIntentId)
    if (intent?.status !== 'succeeded' || intent.paymentMethodId !== paymentMethodId || intent.metadata.userId !== String(userId)) continue
    if (await refundPayment(db, gateway, row, 'owned', paymentMethodId, now)) refunded = true
  }
  throw conflict(refunded ? PAYMENTS.ownedRefunded : SKINS.alreadyOwned)
}

/**
 * The state changed while this request ran (a twin request with the same payment won the race):
 * read those payments again and answer as a replay when this payment method paid, else refuse.
 */
async function settledMeanwhile(db: Db, paymentIds: number[], userId: number, skin: SkinRow, paymentMethodId: string, refusal: HttpError): Promise<PurchaseResult> {
  const replay = await replayAnswer(db, await paymentsByIds(db, paymentIds), userId, skin, paymentMethodId)
  if (replay) return replay
  throw refusal
}

export async function purchaseSkin(
  db: Db,
  gateway: PaymentGateway,
  input: { userId: number; skinId: number; paymentMethodId: string; paymentIntentId?: string },
  now: Date,
): Promise<PurchaseResult> {
  const { userId, paymentMethodId } = input
  const skin = await skinOr404(db, input.skinId)
  const rows = await candidatePayments(db, userId, skin.id, input.paymentIntentId)
  const replay = await replayAnswer(db, rows, userId, skin, paymentMethodId)
  if (replay) return replay
  const unused = rows.filter((r) => !r.consumedAt)
  if (unused.length === 0) throw conflict(PAYMENTS.used)
  if (await findUserSkin(db, userId, skin.id)) return ownedAnswer(db, gateway, rows.map((r) => r.id), userId, skin, paymentMethodId, now)
  const open = unused.filter((r) => !r.refundReason)
  if (open.length === 0) throw conflict(PAYMENTS.refunded)

  // Ask the gateway (network: outside any transaction); the newest payment's problem is reported.
  let chosen: PaymentRow | null = null
  let problem: HttpError | null = null
  for (const row of open) {
    const issue = intentProblem(row, await gateway.retrieveIntent(row.gatewayIntentId), skin, userId, paymentMethodId)
    if (!issue) {
      chosen = row
      break
    }
    problem ??= issue
  }
  if (!chosen) throw problem!

  const outcome = await grantPayment(db, chosen, userId, paymentMethodId, now)
  if (outcome.kind === 'granted') return { message: SKINS.purchased, userSkin: userSkinJson(outcome.owned, skin) }
  // The skin was granted meanwhile (a twin request, or another payment): a replay, a refund, or a refusal.
  if (outcome.kind === 'owned') return ownedAnswer(db, gateway, [chosen.id], userId, skin, paymentMethodId, now)
  return settledMeanwhile(db, [chosen.id], userId, skin, paymentMethodId, conflict(PAYMENTS.used))
}
