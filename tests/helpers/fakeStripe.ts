// A fake Stripe API for the tests, reached through the SDK's host/port/protocol options
// (STRIPE_API_BASE): POST /v1/payment_intents (idempotent by key), GET /v1/payment_intents/:id,
// POST /v1/refunds (idempotent by key; one full refund per intent, as Stripe: a second one answers
// charge_already_refunded) and GET /v1/refunds?payment_intent=…, recording every request. Used by the
// server suite and the browser suite.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeIntent {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  status: string
  client_secret: string
  metadata: Record<string, string>
  payment_method: string | null
}

export interface FakeRefund {
  id: string
  object: 'refund'
  amount: number
  currency: string
  payment_intent: string
  status: string
}

const stripeError = (message: string, code?: string): [number, unknown] => [400, { error: { type: 'invalid_request_error', code, message } }]

export class FakeStripe {
  intents = new Map<string, FakeIntent>()
  byKey = new Map<string, FakeIntent>()
  refunds = new Map<string, FakeRefund>()
  refundsByKey = new Map<string, FakeRefund>()
  requests: { method: string; path: string; idempotencyKey: string | null; authorization: string | null; form: URLSearchParams }[] = []
  /** When true every call answers a Stripe API error (500). */
  failing = false
  /** When true refunds (only) answer a Stripe API error (500). */
  failingRefunds = false
  server: Server = createServer((req, res) => void this.handle(req).then(([status, body]) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))))

  /** Listens on a free port of 127.0.0.1 and answers the base URL to give the server. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  stop(): Promise<unknown> {
    return new Promise((resolve) => this.server.close(resolve))
  }

  async handle(req: IncomingMessage): Promise<[number, unknown]> {
    let raw = ''
    for await (const chunk of req) raw += chunk
    const form = new URLSearchParams(raw)
    const [path, query] = (req.url ?? '').split('?')
    const header = (name: string) => (req.headers[name] as string | undefined) ?? null
    this.requests.push({ method: req.method ?? '', path, idempotencyKey: header('idempotency-key'), authorization: header('authorization'), form })
    if (this.failing) return [500, { error: { type: 'api_error', message: 'Panne simulée' } }]
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const key = header('idempotency-key')
      if (key && this.byKey.has(key)) return [200, this.byKey.get(key)]
      const id = `pi_fake_${this.intents.size + 1}`
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        metadata: { userId: form.get('metadata[userId]') ?? '', skinId: form.get('metadata[skinId]') ?? '' },
        payment_method: null,
      }
      this.intents.set(id, intent)
      if (key) this.byKey.set(key, intent)
      return [200, intent]
    }
    if (this.failingRefunds && path === '/v1/refunds') return [500, { error: { type: 'api_error', message: 'Panne simulée' } }]
    if (req.method === 'POST' && path === '/v1/refunds') return this.refund(form.get('payment_intent') ?? '', header('idempotency-key'))
    if (req.method === 'GET' && path === '/v1/refunds') {
      const intent = new URLSearchParams(query ?? '').get('payment_intent')
      const data = [...this.refunds.values()].filter((r) => r.payment_intent === intent)
      return [200, { object: 'list', url: '/v1/refunds', has_more: false, data }]
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)
    if (req.method === 'GET' && match) {
      const intent = this.intents.get(match[1])
      return intent ? [200, intent] : [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } }]
    }
    return [404, { error: { type: 'invalid_request_error', message: 'Unknown path' } }]
  }

  /** A full refund of a succeeded intent: the same one again for the same key. */
  refund(intentId: string, key: string | null): [number, unknown] {
    if (key && this.refundsByKey.has(key)) return [200, this.refundsByKey.get(key)]
    const intent = this.intents.get(intentId)
    if (!intent) return stripeError(`No such payment_intent: '${intentId}'`, 'resource_missing')
    if (intent.status !== 'succeeded') return stripeError('This PaymentIntent does not have a successful charge to refund.')
    if (this.refundsOf(intentId).length > 0) return stripeError('Charge has already been refunded.', 'charge_already_refunded')
    const refund: FakeRefund = { id: `re_fake_${this.refunds.size + 1}`, object: 'refund', amount: intent.amount, currency: intent.currency, payment_intent: intentId, status: 'succeeded' }
    this.refunds.set(refund.id, refund)
    if (key) this.refundsByKey.set(key, refund)
    return [200, refund]
  }

  refundsOf(intentId: string): FakeRefund[] {
    return [...this.refunds.values()].filter((r) => r.payment_intent === intentId)
  }

  /** The intent can no longer be paid (canceled in the dashboard, or expired). */
  cancel(id: string): void {
    Object.assign(this.intents.get(id)!, { status: 'canceled' })
  }

  /** What Stripe.js does when the card payment of intent `id` succeeds. */
  succeed(id: string, paymentMethod = 'pm_card_visa'): string {
    const intent = this.intents.get(id)
    if (!intent) throw new Error(`unknown payment intent ${id}`)
    Object.assign(intent, { status: 'succeeded', payment_method: paymentMethod })
    return paymentMethod
  }

  /** The same, found by the client secret Stripe.js holds. */
  succeedBySecret(clientSecret: string): string {
    const intent = [...this.intents.values()].find((i) => i.client_secret === clientSecret)
    if (!intent) throw new Error(`unknown client secret ${clientSecret}`)
    return this.succeed(intent.id)
  }
}
