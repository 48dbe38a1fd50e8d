// A succeeded payment that no purchase call used (found when the player asks for a new payment, or
// by the reconciliation): the player paid, so the skin is granted when the intent pays for it —
// that player, that skin, the skin's price in euros — and the player does not own it yet (a skin
// withdrawn from sale meanwhile is still granted: it was on sale when the payment was created).
// Otherwise the payment is refunded.
import type { Db } from '../db/client'
import { grantPayment, type PaymentRow, type RefundReason } from '../db/repositories/payments'
import { findSkin, type SkinRow } from '../db/repositories/skins'
import type { GatewayIntent, PaymentGateway } from '../payments/gateway'
import { refundPayment } from './skin-refunds'

export type Settlement = 'granted' | 'refunded' | 'settled elsewhere'

/** Why this succeeded intent cannot pay for the payment's skin, or null when it can. */
function fulfilmentProblem(row: PaymentRow, intent: GatewayIntent, skin: SkinRow | null): RefundReason | null {
  if (row.userId == null) return 'user_gone'
  if (!skin || intent.metadata.userId !== String(row.userId) || intent.metadata.skinId !== String(row.skinId)) return 'mismatch'
  if (intent.amountCents !== skin.prixCents || intent.currency !== 'eur' || row.amountCents !== skin.prixCents) return 'mismatch'
  return null
}

/** Grants or refunds a payment whose intent succeeded; 'settled elsewhere' when another request granted it. */
export async function settleSucceeded(db: Db, gateway: PaymentGateway, row: PaymentRow, intent: GatewayIntent, now: Date): Promise<Settlement> {
  let reason: RefundReason | null = row.refundReason
  if (!reason) {
    reason = fulfilmentProblem(row, intent, await findSkin(db, row.skinId))
    if (!reason) {
      const outcome = await grantPayment(db, row, row.userId!, intent.paymentMethodId, now)
      if (outcome.kind === 'granted') return 'granted'
      if (outcome.kind === 'taken') return 'settled elsewhere'
      reason = 'owned'
    }
  }
  return (await refundPayment(db, gateway, row, reason, intent.paymentMethodId, now)) ? 'refunded' : 'settled elsewhere'
}
