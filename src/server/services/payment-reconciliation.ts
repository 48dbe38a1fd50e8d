// The reconciliation of skin payments nobody used: after a grace period (the player's own purchase
// call comes first), each unused payment is looked up at the gateway; a succeeded one is granted or
// refunded (payment-settlement.ts), a pending one is looked at again later, less and less often, a
// canceled or vanished one is closed. Safe on several instances at once: rows are claimed by one
// UPDATE … FOR UPDATE SKIP LOCKED that pushes their next check past a lease, and every grant or
// refund is itself a conditional update (a refund also carries an idempotency key).
import type { Db } from '../db/client'
import { claimDuePayments, closePayment, scheduleCheck, type PaymentRow } from '../db/repositories/payments'
import { PAYABLE_STATUSES, type PaymentGateway } from '../payments/gateway'
import { settleSucceeded, type Settlement } from './payment-settlement'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** A new payment is left this long to the player's own purchase call. */
export const RECONCILE_GRACE_MS = 5 * MINUTE
/** A claimed row is not claimed again before this (an instance that died mid-way is taken over). */
const LEASE_MS = 2 * MINUTE
/** Payments looked at per run. */
const BATCH = 25
/** A pending intent is no longer looked at this long after its creation (until reused). */
const GIVE_UP_MS = 30 * DAY

type ReconcileOutcome = Settlement | 'pending' | 'closed'

/** When a still pending payment is looked at again: after as long as it has lived (5 min to a day). */
const nextCheck = (row: PaymentRow, now: Date): Date | null => {
  const age = now.getTime() - row.createdAt.getTime()
  if (age > GIVE_UP_MS) return null
  return new Date(now.getTime() + Math.min(Math.max(age, RECONCILE_GRACE_MS), DAY))
}

async function reconcileOne(db: Db, gateway: PaymentGateway, row: PaymentRow, now: Date): Promise<ReconcileOutcome> {
  const intent = await gateway.retrieveIntent(row.gatewayIntentId)
  if (intent?.status === 'succeeded') return settleSucceeded(db, gateway, row, intent, now)
  if (intent?.status === 'processing') {
    await scheduleCheck(db, row.id, new Date(now.getTime() + RECONCILE_GRACE_MS))
    return 'pending'
  }
  if (intent && PAYABLE_STATUSES.includes(intent.status)) {
    await scheduleCheck(db, row.id, nextCheck(row, now))
    return 'pending'
  }
  await closePayment(db, row.id, intent?.status ?? 'missing', now)
  return 'closed'
}

/** One run: the outcome of each payment looked at; a gateway failure leaves its payment for a later run. */
export async function reconcilePayments(db: Db, gateway: PaymentGateway, now: Date): Promise<Record<number, ReconcileOutcome | 'failed'>> {
  const due = await claimDuePayments(db, gateway.name, now, new Date(now.getTime() + LEASE_MS), BATCH)
  const outcomes: Record<number, ReconcileOutcome | 'failed'> = {}
  let failure: unknown = null
  for (const row of due) {
    try {
      outcomes[row.id] = await reconcileOne(db, gateway, row, now)
    } catch (error) {
      outcomes[row.id] = 'failed'
      failure ??= error
    }
  }
  if (failure) throw failure
  return outcomes
}
