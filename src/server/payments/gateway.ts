// The payment gateway the server talks to: Stripe (STRIPE_SECRET_KEY) or the built-in test gateway.
// The server trusts only what the gateway answers (status, amount, metadata), never the client.
import { HttpError } from '../errors'
import { PAYMENTS } from '../messages'

interface IntentMetadata {
  userId: string
  skinId: string
}

export interface CreateIntentInput {
  amountCents: number
  currency: 'eur'
  metadata: IntentMetadata
  /** Same key, same intent: a retried creation never makes a second payment. */
  idempotencyKey: string
}

export interface GatewayIntent {
  id: string
  /** Stripe's statuses: 'requires_payment_method', 'processing', 'succeeded', 'canceled', … */
  status: string
  amountCents: number
  currency: string
  metadata: Record<string, string>
  paymentMethodId: string | null
  /** Handed back to the player when a pending intent is reused (server-side retrieval only). */
  clientSecret: string | null
}

/** Statuses in which the player can still pay the intent (Stripe's names). */
export const PAYABLE_STATUSES: readonly string[] = ['requires_payment_method', 'requires_confirmation', 'requires_action']

export interface RefundInput {
  paymentIntentId: string
  /** Same key, same refund: a retried or concurrent refund never refunds twice. */
  idempotencyKey: string
}

export interface GatewayRefund {
  id: string
  /** Stripe's refund statuses: 'pending', 'succeeded', 'failed', … */
  status: string
}

export interface PaymentGateway {
  name: 'stripe' | 'test'
  /** The built-in test gateway: no real payment. */
  testMode: boolean
  publishableKey: string | null
  createIntent(input: CreateIntentInput): Promise<{ id: string; clientSecret: string }>
  /** The intent as the provider knows it; null when the provider has no such intent. */
  retrieveIntent(id: string): Promise<GatewayIntent | null>
  /** Refunds the whole payment of a succeeded intent, at most once per intent. */
  refundIntent(input: RefundInput): Promise<GatewayRefund>
}


/** The provider could not be reached or answered an error the player cannot fix (502). */
export const gatewayError = (message = PAYMENTS.gatewayUnreachable) => new HttpError(502, message)

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentGateway
  }
}
