// Stripe through its official SDK. STRIPE_API_BASE (config.stripeApiBase) points the SDK at another
// host, port and protocol: the tests' fake Stripe server.
import Stripe from 'stripe'
import { gatewayError, type CreateIntentInput, type GatewayIntent, type GatewayRefund, type PaymentGateway, type RefundInput } from './gateway'

/** The SDK's host/port/protocol options for an API base such as http://127.0.0.1:12111. */
function stripeHostOptions(apiBase: string | null): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiBase) return {}
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol }
}

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe'
  readonly testMode = false
  private readonly stripe: Stripe

  constructor(
    secretKey: string,
    readonly publishableKey: string | null,
    apiBase: string | null,
  ) {
    // 8 s per call, one retry (safe: creations carry an idempotency key), within the client's 10 s.
    this.stripe = new Stripe(secretKey, { timeout: 8000, maxNetworkRetries: 1, ...stripeHostOptions(apiBase) })
  }

  async createIntent(input: CreateIntentInput): Promise<{ id: string; clientSecret: string }> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          metadata: { userId: input.metadata.userId, skinId: input.metadata.skinId },
          allowed_payment_method_types: ['card'],
        },
        { idempotencyKey: input.idempotencyKey },
      )
      if (!intent.client_secret) throw new Error('PaymentIntent without client_secret')
      return { id: intent.id, clientSecret: intent.client_secret }
    } catch {
      throw gatewayError()
    }
  }

  async retrieveIntent(id: string): Promise<GatewayIntent | null> {
    try {
      const intent = await this.stripe.paymentIntents.retrieve(id)
      const method = intent.payment_method
      return {
        id: intent.id,
        status: intent.status,
        amountCents: intent.amount,
        currency: intent.currency,
        metadata: { ...(intent.metadata ?? {}) },
        paymentMethodId: typeof method === 'string' ? method : (method?.id ?? null),
        clientSecret: intent.client_secret ?? null,
      }
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null
      throw gatewayError()
    }
  }

  /**
   * Refunds the intent's payment; the idempotency key makes a retry answer the same refund. Past the
   * key's lifetime Stripe answers charge_already_refunded: the existing refund is then looked up.
   */
  async refundIntent(input: RefundInput): Promise<GatewayRefund> {
    try {
      const refund = await this.stripe.refunds.create({ payment_intent: input.paymentIntentId }, { idempotencyKey: input.idempotencyKey })
      return { id: refund.id, status: refund.status ?? 'pending' }
    } catch (error) {
      if ((error as { code?: string }).code !== 'charge_already_refunded') throw gatewayError()
    }
    try {
      const { data } = await this.stripe.refunds.list({ payment_intent: input.paymentIntentId, limit: 10 })
      const refund = data.find((r) => r.status !== 'failed' && r.status !== 'canceled')
      if (refund) return { id: refund.id, status: refund.status ?? 'pending' }
    } catch {
      // reported below
    }
    throw gatewayError()
  }
}
