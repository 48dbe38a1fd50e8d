// Skin payments as the server records them: the pending one of a player and skin, its grant, its
// refund, and the reconciliation's schedule. Every state change is one conditional UPDATE, so
// concurrent requests and instances agree on who did it.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { payments, userSkins } from '../schema'
import type { UserSkinRow } from './skins'

export type PaymentRow = typeof payments.$inferSelect
type NewPayment = typeof payments.$inferInsert
export type RefundReason = NonNullable<PaymentRow['refundReason']>

/** Not granted, not closed, no refund decided: the payment handed back to its player for reuse. */
export const isOpen = (row: PaymentRow): boolean => !row.consumedAt && !row.closedAt && !row.refundReason

/** The pending payment of a player and skin (at most one: index payments_one_open). */
export async function openPayment(db: Db, userId: number, skinId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.skinId, skinId), isNull(payments.consumedAt), isNull(payments.closedAt), isNull(payments.refundReason)))
  return row ?? null
}

/** Payments of a player and skin no longer open (closed, granted or refunded): the attempts so far. */
export async function countSettledPayments(db: Db, userId: number, skinId: number): Promise<number> {
  const settled = or(isNotNull(payments.consumedAt), isNotNull(payments.closedAt), isNotNull(payments.refundReason))
  const [{ n }] = await db.select({ n: count() }).from(payments).where(and(eq(payments.userId, userId), eq(payments.skinId, skinId), settled))
  return Number(n)
}

export async function paymentByIntent(db: Db, gatewayIntentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.gatewayIntentId, gatewayIntentId))
  return row ?? null
}

/** The latest payments of a user for a skin, newest first. */
export async function latestPaymentsForSkin(db: Db, userId: number, skinId: number, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.skinId, skinId)))
    .orderBy(desc(payments.id))
    .limit(limit)
}

export const paymentsByIds = (db: Db, ids: number[]): Promise<PaymentRow[]> => db.select().from(payments).where(inArray(payments.id, ids))

/** Records a new payment; null when its intent is already recorded or another one is pending. */
export async function insertPayment(db: Db, values: NewPayment): Promise<PaymentRow | null> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning()
  return row ?? null
}

/** No longer handed back (canceled, gone or repriced at the gateway); `status` as last seen. */
export async function closePayment(db: Db, id: number, status: string, now: Date): Promise<void> {
  await db.update(payments).set({ closedAt: now, status, reconcileAfter: null }).where(and(eq(payments.id, id), isNull(payments.closedAt)))
}

/** When the reconciliation looks at this payment next (null: never). */
export async function scheduleCheck(db: Db, id: number, at: Date | null): Promise<void> {
  await db.update(payments).set({ reconcileAfter: at }).where(and(eq(payments.id, id), isNull(payments.consumedAt), isNull(payments.refundedAt)))
}

type GrantOutcome = { kind: 'granted'; owned: UserSkinRow } | { kind: 'taken' } | { kind: 'owned' }

class AlreadyOwned extends Error {}

/**
 * Grants the payment's skin, once: 'taken' when the payment was granted or its refund decided
 * meanwhile, 'owned' when the player already owns the skin (nothing changes then).
 */
export async function grantPayment(db: Db, row: PaymentRow, userId: number, paymentMethodId: string | null, now: Date): Promise<GrantOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(payments)
        .set({ consumedAt: now, status: 'succeeded', paymentMethodId, reconcileAfter: null })
        .where(and(eq(payments.id, row.id), isNull(payments.consumedAt), isNull(payments.refundReason)))
        .returning({ id: payments.id })
      if (!marked) return { kind: 'taken' as const }
      const [owned] = await tx.insert(userSkins).values({ userId, skinId: row.skinId, paymentId: row.id, purchasedAt: now }).onConflictDoNothing().returning()
      if (!owned) throw new AlreadyOwned() // rolls back: the payment stays unused
      return { kind: 'granted' as const, owned }
    })
  } catch (error) {
    if (error instanceof AlreadyOwned) return { kind: 'owned' }
    throw error
  }
}

/** Decides the refund (from then on the payment is never granted); null when granted or refunded already. */
export async function claimRefund(db: Db, id: number, reason: RefundReason, paymentMethodId: string | null): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({
      refundReason: sql`coalesce(${payments.refundReason}, ${reason})`,
      paymentMethodId: sql`coalesce(${payments.paymentMethodId}, ${paymentMethodId})`,
      status: 'succeeded',
    })
    .where(and(eq(payments.id, id), isNull(payments.consumedAt), isNull(payments.refundedAt)))
    .returning()
  return row ?? null
}

/** Records the gateway's refund (the first one recorded stays). */
export async function recordRefund(db: Db, id: number, refundId: string, now: Date): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ refundId, refundedAt: now, reconcileAfter: null })
    .where(and(eq(payments.id, id), isNull(payments.refundedAt)))
    .returning()
  return row ?? null
}

/**
 * Claims up to `limit` payments due for reconciliation by pushing their next check to `leaseUntil`
 * (rows another instance is claiming are skipped), and answers them.
 */
export async function claimDuePayments(db: Db, gateway: PaymentRow['gateway'], now: Date, leaseUntil: Date, limit: number): Promise<PaymentRow[]> {
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.gateway, gateway), lte(payments.reconcileAfter, now), isNull(payments.consumedAt), isNull(payments.refundedAt)))
    .orderBy(asc(payments.reconcileAfter))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(payments)
    .set({ reconcileAfter: leaseUntil })
    .where(and(inArray(payments.id, due), lte(payments.reconcileAfter, now)))
    .returning()
}
