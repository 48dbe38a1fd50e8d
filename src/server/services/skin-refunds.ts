// Refunds of skin payments that cannot be fulfilled (skin already owned, intent not matching the
// skin's price or player, player gone). A refund is decided in the database first — from then on the
// payment is never granted — then asked of the gateway with one idempotency key per intent, so
// concurrent or retried refunds of one payment make a single refund; the first one recorded stays.
import type { Db } from '../db/client'
import { claimRefund, paymentsByIds, recordRefund, type PaymentRow, type RefundReason } from '../db/repositories/payments'
import type { PaymentGateway } from '../payments/gateway'


const refundKey = (gatewayIntentId: string) => `refund-${gatewayIntentId}`

/** Refunds a succeeded, unused payment: the refunded row (by this call or another), or null when it was granted instead. */
export async function refundPayment(
  db: Db,
  gateway: PaymentGateway,
  row: PaymentRow,
  reason: RefundReason,
  paymentMethodId: string | null,
  now: Date,
): Promise<PaymentRow | null> {
  const claimed = await claimRefund(db, row.id, reason, paymentMethodId)
  if (!claimed) {
    const [settled] = await paymentsByIds(db, [row.id])
    return settled?.refundedAt ? settled : null
  }
  const refund = await gateway.refundIntent({ paymentIntentId: row.gatewayIntentId, idempotencyKey: refundKey(row.gatewayIntentId) })
  return (await recordRefund(db, row.id, refund.id, now)) ?? claimed
}
