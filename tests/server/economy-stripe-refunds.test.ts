// One charge per skin through the Stripe SDK and the fake Stripe server, on two instances sharing one
// database: creations reuse the pending intent, a second paid intent is refunded once (idempotency
// key per intent), the reconciliation grants or refunds after its grace period.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { twoInstances, type TestApp, type TwoInstances } from './helpers/app'
import { newPlayer, type Player } from './helpers/players'
import { idOf, rows } from './helpers/economy'
import { FakeStripe } from '../helpers/fakeStripe'
import { reconcilePayments } from '../../src/server/services/payment-reconciliation'
import { paymentByIntent } from '../../src/server/db/repositories/payments'

const fake = new FakeStripe()
let instances: TwoInstances
let a: TestApp, b: TestApp
let skin: number
beforeAll(async () => {
  const base = await fake.start()
  const config = { stripeSecretKey: 'sk_test_fake', stripePublishableKey: 'pk_test_fake', stripeApiBase: base }
  instances = await twoInstances(config)
  a = instances.a
  b = instances.b
  skin = await idOf(a, 'skins', 'griffon-royal-or') // 2,99 €
})
afterAll(async () => {
  await instances.close()
  await fake.stop()
})

const MINUTE = 60_000
const advance = (ms: number) => [a, b].forEach((t) => t.clock.advance(ms))
const create = (p: Player, t = a) =>
  t.api.post('/api/payment/create-payment-intent', undefined, { token: p.token, headers: { userid: String(p.id), amount: '2.99', skinid: String(skin) } })
const purchase = (p: Player, body: Record<string, unknown>, t = a) => t.api.post('/api/skins/purchase', { userId: p.id, skinId: skin, ...body }, { token: p.token })
const reconcile = (t: TestApp) => reconcilePayments(t.app.db, t.app.payments, t.clock())
const payment = async (intentId: string) => (await paymentByIntent(a.app.db, intentId))!
const intentsOf = (p: Player) => [...fake.intents.values()].filter((i) => i.metadata.userId === String(p.id))
const refundPosts = (intentId: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.form.get('payment_intent') === intentId)
const owned = async (p: Player) => rows(a, sql`SELECT id FROM user_skins WHERE user_id = ${p.id} AND skin_id = ${skin}`)

/** Two paid intents for one skin: the first pending one is closed by hand (as a legacy duplicate). */
async function twoPaid(p: Player) {
  const first = (await create(p)).body.paymentIntentId as string
  await a.app.db.execute(sql`UPDATE payments SET closed_at = created_at WHERE gateway_intent_id = ${first}`)
  const second = (await create(p, b)).body.paymentIntentId as string
  expect(second).not.toBe(first)
  return [
    { paymentIntentId: first, paymentMethodId: fake.succeed(first, 'pm_card_one') },
    { paymentIntentId: second, paymentMethodId: fake.succeed(second, 'pm_card_two') },
  ]
}

describe('Stripe : un seul paiement par skin', () => {
  it('des créations simultanées sur deux instances donnent une intention ; une intention annulée est remplacée', async () => {
    const p = await newPlayer(a.api)
    const answers = await Promise.all([create(p), create(p, b), create(p), create(p, b)])
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200])
    expect(new Set(answers.map((r) => r.body.paymentIntentId)).size).toBe(1)
    expect(intentsOf(p)).toHaveLength(1)
    const id = answers[0].body.paymentIntentId
    fake.cancel(id)
    const next = await create(p, b)
    expect(next.body.paymentIntentId).not.toBe(id)
    expect(fake.requests.filter((r) => r.method === 'POST').at(-1)!.idempotencyKey).toMatch(new RegExp(`^skin-${p.id}-\\d+-${skin}-299-2$`))
    expect(await payment(id)).toMatchObject({ status: 'canceled' })
    expect((await create(p)).body.paymentIntentId).toBe(next.body.paymentIntentId)
  })

  it("l'achat d'un skin déjà possédé rembourse le paiement, une seule fois, avec une clé d'idempotence", async () => {
    const p = await newPlayer(a.api)
    const [one, two] = await twoPaid(p)
    expect((await purchase(p, one)).status).toBe(200)
    const answers = await Promise.all([purchase(p, two, b), purchase(p, two)])
    for (const r of answers) {
      expect(r.status).toBe(409)
      expect(r.body.message).toBe('Vous possédez déjà ce skin : ce paiement a été remboursé.')
    }
    expect(fake.refundsOf(two.paymentIntentId)).toHaveLength(1)
    for (const r of refundPosts(two.paymentIntentId)) expect(r.idempotencyKey).toBe(`refund-${two.paymentIntentId}`)
    expect(await payment(two.paymentIntentId)).toMatchObject({ refundReason: 'owned', refundId: fake.refundsOf(two.paymentIntentId)[0].id })
    const posts = refundPosts(two.paymentIntentId).length
    advance(10 * MINUTE)
    await Promise.all([reconcile(a), reconcile(b)])
    expect(await purchase(p, two)).toMatchObject({ status: 409 })
    expect(refundPosts(two.paymentIntentId)).toHaveLength(posts)
    expect(fake.refundsOf(one.paymentIntentId)).toHaveLength(0)
  })

  it('Stripe en panne pendant le remboursement : 502, puis la réconciliation le termine, une seule fois', async () => {
    const p = await newPlayer(a.api)
    const [one, two] = await twoPaid(p)
    expect((await purchase(p, one)).status).toBe(200)
    fake.failingRefunds = true
    try {
      const res = await purchase(p, two)
      expect(res.status).toBe(502)
      expect(res.body.message).toBe('Le service de paiement ne répond pas. Réessayez dans un instant.')
    } finally {
      fake.failingRefunds = false
    }
    expect(await payment(two.paymentIntentId)).toMatchObject({ refundReason: 'owned', refundedAt: null })
    advance(6 * MINUTE)
    await Promise.all([reconcile(a), reconcile(b)])
    expect(fake.refundsOf(two.paymentIntentId)).toHaveLength(1)
    expect((await payment(two.paymentIntentId)).refundId).toBe(fake.refundsOf(two.paymentIntentId)[0].id)
  })

  it("un remboursement fait chez Stripe mais non enregistré (clé expirée) est retrouvé, pas refait", async () => {
    const p = await newPlayer(a.api)
    const [one, two] = await twoPaid(p)
    await purchase(p, one)
    await purchase(p, two)
    const [refund] = fake.refundsOf(two.paymentIntentId)
    await a.app.db.execute(sql`UPDATE payments SET refund_id = NULL, refunded_at = NULL, reconcile_after = created_at WHERE gateway_intent_id = ${two.paymentIntentId}`)
    fake.refundsByKey.clear()
    await reconcile(b)
    expect(fake.refundsOf(two.paymentIntentId)).toEqual([refund])
    expect(await payment(two.paymentIntentId)).toMatchObject({ refundId: refund.id })
  })
})

describe('Stripe : réconciliation', () => {
  it('accorde un paiement payé inutilisé, rembourse le second, laisse les paiements en attente', async () => {
    const [p, q] = [await newPlayer(a.api), await newPlayer(a.api)]
    advance(6 * MINUTE)
    await Promise.all([reconcile(a), reconcile(b)]) // earlier tests' leftovers
    const [one, two] = await twoPaid(p)
    const pending = (await create(q)).body.paymentIntentId
    const fresh = await Promise.all([one.paymentIntentId, two.paymentIntentId, pending].map(async (id) => String((await payment(id)).id)))
    advance(4 * MINUTE)
    expect(Object.keys(await reconcile(a)).filter((id) => fresh.includes(id))).toEqual([])
    advance(2 * MINUTE)
    await Promise.all([reconcile(a), reconcile(b), reconcile(a)])
    await reconcile(b)
    expect(await owned(p)).toHaveLength(1)
    const refunded = [...fake.refundsOf(one.paymentIntentId), ...fake.refundsOf(two.paymentIntentId)]
    expect(refunded).toHaveLength(1)
    expect(await payment(pending)).toMatchObject({ consumedAt: null, closedAt: null, refundReason: null })
    expect(await owned(q)).toHaveLength(0)
    expect(fake.refundsOf(pending)).toHaveLength(0)
  })
})
