// The built-in test gateway (no STRIPE_SECRET_KEY): it behaves like Stripe test mode and keeps its
// payment intents in the database (test_payment_intents), so any instance can confirm or verify them.
import { randomBytes } from 'node:crypto'
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { Clock } from '../clock'
import { testPaymentIntents } from '../db/schema'
import { HttpError, badRequest, conflict, notFound } from '../errors'
import type { CreateIntentInput, GatewayIntent, GatewayRefund, PaymentGateway, RefundInput } from './gateway'
import { testCardOutcome, type CardInput } from './test-cards'
import { PAYMENTS } from '../messages'

const token = (bytes: number) => randomBytes(bytes).toString('hex')


export class TestGateway implements PaymentGateway {
  readonly name = 'test'
  readonly testMode = true
  readonly publishableKey = null

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async createIntent(input: CreateIntentInput): Promise<{ id: string; clientSecret: string }> {
    const id = `pi_test_${token(12)}`
    const now = this.clock()
    const [created] = await this.db
      .insert(testPaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${token(16)}`,
        amountCents: input.amountCents,
        currency: input.currency,
        metadata: { ...input.metadata },
        status: 'requires_payment_method',
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey })
      .returning()
    // Same idempotency key: the intent created the first time.
    const [row] = created ? [created] : await this.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.idempotencyKey, input.idempotencyKey))
    return { id: row.id, clientSecret: row.clientSecret }
  }

  async retrieveIntent(id: string): Promise<GatewayIntent | null> {
    const [row] = await this.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id))
    if (!row) return null
    return {
      id: row.id,
      status: row.status,
      amountCents: row.amountCents,
      currency: row.currency,
      metadata: row.metadata,
      paymentMethodId: row.paymentMethodId,
      clientSecret: row.clientSecret,
    }
  }

  /** One full refund per succeeded intent: a second call answers the refund made the first time. */
  async refundIntent(input: RefundInput): Promise<GatewayRefund> {
    const id = input.paymentIntentId
    const [done] = await this.db
      .update(testPaymentIntents)
      .set({ refundId: `re_test_${token(12)}`, refundedAt: this.clock() })
      .where(and(eq(testPaymentIntents.id, id), eq(testPaymentIntents.status, 'succeeded'), isNull(testPaymentIntents.refundId)))
      .returning({ refundId: testPaymentIntents.refundId })
    const [row] = done ? [done] : await this.db.select({ refundId: testPaymentIntents.refundId }).from(testPaymentIntents).where(eq(testPaymentIntents.id, id))
    if (!row) throw notFound(PAYMENTS.notFound)
    if (!row.refundId) throw conflict(PAYMENTS.nothingToRefund)
    return { id: row.refundId, status: 'succeeded' }
  }

  /** The test card form: confirms the intent of `clientSecret` with a card (see test-cards.ts). */
  async confirmCard(clientSecret: string, card: CardInput): Promise<{ paymentMethodId: string; paymentIntentId: string; status: 'succeeded' }> {
    const id = clientSecret.split('_secret_')[0]
    const [row] = await this.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id))
    if (!row || row.clientSecret !== clientSecret) throw notFound(PAYMENTS.notFound)
    if (row.status === 'succeeded') throw badRequest(PAYMENTS.alreadyDone)
    const now = this.clock()
    const outcome = testCardOutcome(card, now)
    if (!outcome.ok) {
      if (outcome.status === 402) {
        await this.db.update(testPaymentIntents).set({ lastError: outcome.message, updatedAt: now }).where(eq(testPaymentIntents.id, id))
      }
      throw new HttpError(outcome.status, outcome.message)
    }
    const paymentMethodId = `pm_test_${token(12)}`
    const [done] = await this.db
      .update(testPaymentIntents)
      .set({ status: 'succeeded', paymentMethodId, lastError: null, updatedAt: now })
      .where(and(eq(testPaymentIntents.id, id), ne(testPaymentIntents.status, 'succeeded')))
      .returning({ id: testPaymentIntents.id })
    if (!done) throw badRequest(PAYMENTS.alreadyDone)
    return { paymentMethodId, paymentIntentId: id, status: 'succeeded' }
  }
}
