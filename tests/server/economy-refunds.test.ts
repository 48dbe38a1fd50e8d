// One charge per skin with the test gateway, on two instances sharing one database: a second paid
// payment for a skin (confirmed out of band) is refunded — by the purchase call or by the
// reconciliation — exactly once; the reconciliation grants a paid payment nobody used, after a grace
// period, and leaves pending ones alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { twoInstances, type TestApp, type TwoInstances } from './helpers/app'
import { adminToken, newPlayer, type Player } from './helpers/players'
import { idOf, rows } from './helpers/economy'
import { reconcilePayments } from '../../src/server/services/payment-reconciliation'
import { backgroundTasks, runBackgroundTasks } from '../../src/server/plugins/background'
import { refundPayment } from '../../src/server/services/skin-refunds'
import { paymentByIntent } from '../../src/server/db/repositories/payments'

let instances: TwoInstances
let a: TestApp, b: TestApp
let skin: number
beforeAll(async () => {
  instances = await twoInstances()
  a = instances.a
  b = instances.b
  skin = await idOf(a, 'skins', 'griffon-royal-or') // 2,99 €
})
afterAll(async () => {
  await instances.close()
})

const MINUTE = 60_000
const advance = (ms: number) => [a, b].forEach((t) => t.clock.advance(ms))
const create = (p: Player, t = a, skinId = skin, amount = '2.99') =>
  t.api.post('/api/payment/create-payment-intent', undefined, { token: p.token, headers: { userid: String(p.id), amount, skinid: String(skinId) } })
const confirm = async (p: Player, clientSecret: string, t = a) => {
  const res = await t.api.post('/api/payment/test/confirm', { clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' }, { token: p.token })
  expect(res.status).toBe(200)
  return res.body.paymentMethodId as string
}
const purchase = (p: Player, body: Record<string, unknown>, t = a) => t.api.post('/api/skins/purchase', { userId: p.id, skinId: skin, ...body }, { token: p.token })
const reconcile = (t: TestApp) => reconcilePayments(t.app.db, t.app.payments, t.clock())
const payment = async (intentId: string) => (await paymentByIntent(a.app.db, intentId))!
const gatewayRefunds = async (intentId: string) =>
  rows<{ refund_id: string | null }>(a, sql`SELECT refund_id FROM test_payment_intents WHERE id = ${intentId} AND refund_id IS NOT NULL`)
const owned = async (p: Player) => rows(a, sql`SELECT id, payment_id FROM user_skins WHERE user_id = ${p.id} AND skin_id = ${skin}`)

/** Two paid intents for one skin: the first pending one is closed by hand (as a legacy duplicate). */
async function twoPaid(p: Player) {
  const first = (await create(p)).body
  await a.app.db.execute(sql`UPDATE payments SET closed_at = created_at WHERE gateway_intent_id = ${first.paymentIntentId}`)
  const second = (await create(p, b)).body
  expect(second.paymentIntentId).not.toBe(first.paymentIntentId)
  const m1 = await confirm(p, first.clientSecret)
  const m2 = await confirm(p, second.clientSecret, b)
  return [
    { paymentIntentId: first.paymentIntentId as string, paymentMethodId: m1 },
    { paymentIntentId: second.paymentIntentId as string, paymentMethodId: m2 },
  ]
}

describe("l'achat rembourse un second paiement", () => {
  it('un skin déjà possédé : le paiement payé et inutilisé est remboursé, une seule fois', async () => {
    const p = await newPlayer(a.api)
    const [one, two] = await twoPaid(p)
    expect((await purchase(p, one)).status).toBe(200)
    const again = await purchase(p, two, b)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Vous possédez déjà ce skin : ce paiement a été remboursé.')
    const row = await payment(two.paymentIntentId)
    expect(row).toMatchObject({ refundReason: 'owned', consumedAt: null, reconcileAfter: null })
    expect(row.refundId).toMatch(/^re_test_/)
    expect(await gatewayRefunds(two.paymentIntentId)).toEqual([{ refund_id: row.refundId }])
    // Asked again, on either instance, or reconciled: the same refund, nothing more.
    const [r1, r2] = await Promise.all([purchase(p, two), purchase(p, two, b)])
    expect([r1.body.message, r2.body.message]).toEqual([again.body.message, again.body.message])
    advance(10 * MINUTE)
    await Promise.all([reconcile(a), reconcile(b)])
    expect(await gatewayRefunds(two.paymentIntentId)).toHaveLength(1)
    expect((await payment(two.paymentIntentId)).refundId).toBe(row.refundId)
    expect(await gatewayRefunds(one.paymentIntentId)).toHaveLength(0)
    expect(await owned(p)).toHaveLength(1)
  })

  it('deux achats simultanés avec deux paiements payés : un skin accordé, un paiement remboursé', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await newPlayer(a.api)
      const [one, two] = await twoPaid(p)
      const answers = await Promise.all([purchase(p, one), purchase(p, two, b)])
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
      expect(answers.find((r) => r.status === 409)!.body.message).toBe('Vous possédez déjà ce skin : ce paiement a été remboursé.')
      const refunded = [...(await gatewayRefunds(one.paymentIntentId)), ...(await gatewayRefunds(two.paymentIntentId))]
      expect(refunded).toHaveLength(1)
      expect(await owned(p)).toHaveLength(1)
    }
  })

  it('deux remboursements simultanés du même paiement font un seul remboursement', async () => {
    const p = await newPlayer(a.api)
    const [one, two] = await twoPaid(p)
    await purchase(p, one)
    const row = await payment(two.paymentIntentId)
    const done = await Promise.all([a, b, a].map((t) => refundPayment(t.app.db, t.app.payments, row, 'owned', two.paymentMethodId, t.clock())))
    expect(await gatewayRefunds(two.paymentIntentId)).toHaveLength(1)
    const recorded = await payment(two.paymentIntentId)
    for (const d of done) expect(d?.refundId ?? recorded.refundId).toBe(recorded.refundId)
    expect((await refundPayment(a.app.db, a.app.payments, row, 'owned', null, a.clock()))?.refundId).toBe(recorded.refundId)
    const granted = await payment(one.paymentIntentId)
    expect(await refundPayment(a.app.db, a.app.payments, granted, 'owned', null, a.clock())).toBeNull()
    expect(await gatewayRefunds(one.paymentIntentId)).toHaveLength(0)
  })
})

describe('la création rend ou règle le paiement existant', () => {
  it("un paiement payé mais pas encore utilisé : le skin est accordé, pas de nouveau paiement", async () => {
    const p = await newPlayer(a.api)
    const first = (await create(p)).body
    const method = await confirm(p, first.clientSecret)
    const again = await create(p, b)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Vous avez déjà payé ce skin : il est maintenant dans votre collection.')
    expect(await owned(p)).toHaveLength(1)
    expect(await rows(a, sql`SELECT id FROM payments WHERE user_id = ${p.id}`)).toHaveLength(1)
    // The player's own purchase call, arriving late, sees its success.
    const late = await purchase(p, { paymentMethodId: method, paymentIntentId: first.paymentIntentId })
    expect(late.status).toBe(200)
    expect(late.body.message).toBe('Ce skin vous appartient déjà : ce paiement avait déjà été pris en compte.')
  })

  it('un paiement disparu chez la passerelle est fermé et un nouveau est créé', async () => {
    const p = await newPlayer(a.api)
    const first = (await create(p)).body
    await a.app.db.execute(sql`DELETE FROM test_payment_intents WHERE id = ${first.paymentIntentId}`)
    const second = await create(p, b)
    expect(second.status).toBe(200)
    expect(second.body.paymentIntentId).not.toBe(first.paymentIntentId)
    expect(await payment(first.paymentIntentId)).toMatchObject({ status: 'missing' })
    expect((await payment(first.paymentIntentId)).closedAt).not.toBeNull()
    expect((await create(p)).body.paymentIntentId).toBe(second.body.paymentIntentId)
  })
})

describe('réconciliation', () => {
  it("accorde un paiement payé et inutilisé après le délai de grâce, ne touche pas aux paiements en attente", async () => {
    const [payer, waiter] = [await newPlayer(a.api), await newPlayer(a.api)]
    await Promise.all([reconcile(a), reconcile(b)]) // earlier tests' leftovers
    const paid = (await create(payer)).body
    const method = await confirm(payer, paid.clientSecret)
    const pending = (await create(waiter)).body
    const fresh = [String((await payment(paid.paymentIntentId)).id), String((await payment(pending.paymentIntentId)).id)]
    advance(4 * MINUTE)
    const early = await reconcile(a)
    expect(Object.keys(early).filter((id) => fresh.includes(id))).toEqual([])
    expect(await owned(payer)).toHaveLength(0)
    advance(2 * MINUTE)
    const [ra, rb] = await Promise.all([reconcile(a), reconcile(b)])
    const outcomes = { ...ra, ...rb }
    expect(outcomes[(await payment(paid.paymentIntentId)).id]).toBe('granted')
    expect(outcomes[(await payment(pending.paymentIntentId)).id]).toBe('pending')
    expect(Object.keys(ra).filter((id) => id in rb)).toEqual([]) // each row claimed by one instance
    expect(await owned(payer)).toHaveLength(1)
    expect(await owned(waiter)).toHaveLength(0)
    expect(await payment(pending.paymentIntentId)).toMatchObject({ consumedAt: null, closedAt: null, refundReason: null })
    // The pending one is still handed back and can still be paid and bought.
    expect((await create(waiter)).body.paymentIntentId).toBe(pending.paymentIntentId)
    const late = await purchase(payer, { paymentMethodId: method })
    expect(late.body.message).toBe('Ce skin vous appartient déjà : ce paiement avait déjà été pris en compte.')
    const waiterMethod = await confirm(waiter, pending.clientSecret)
    expect((await purchase(waiter, { paymentMethodId: waiterMethod })).status).toBe(200)
  })

  it('rembourse un second paiement payé, une seule fois, même sur deux instances à la fois ou deux fois de suite', async () => {
    const p = await newPlayer(a.api)
    const [one, two] = await twoPaid(p)
    expect((await purchase(p, one)).status).toBe(200)
    advance(6 * MINUTE)
    await Promise.all([reconcile(a), reconcile(b), reconcile(a)])
    await reconcile(b)
    advance(60 * MINUTE)
    await Promise.all([reconcile(a), reconcile(b)])
    expect(await gatewayRefunds(two.paymentIntentId)).toHaveLength(1)
    expect(await payment(two.paymentIntentId)).toMatchObject({ refundReason: 'owned', consumedAt: null })
    expect(await gatewayRefunds(one.paymentIntentId)).toHaveLength(0)
  })

  it('deux paiements payés et aucun achat : le premier accordé, le second remboursé', async () => {
    const p = await newPlayer(a.api)
    const [one, two] = await twoPaid(p)
    advance(6 * MINUTE)
    await Promise.all([reconcile(a), reconcile(b)])
    const [kept] = await owned(p)
    const grantedRow = await payment(one.paymentIntentId)
    const other = await payment(two.paymentIntentId)
    const [granted, refunded] = grantedRow.consumedAt ? [grantedRow, other] : [other, grantedRow]
    expect(Number(kept.payment_id)).toBe(granted.id)
    expect(refunded).toMatchObject({ refundReason: 'owned', consumedAt: null })
    expect(await gatewayRefunds(refunded.gatewayIntentId)).toHaveLength(1)
    expect(await gatewayRefunds(granted.gatewayIntentId)).toHaveLength(0)
  })

  it("rembourse un paiement dont le montant ne correspond pas ; accorde un skin retiré de la vente après paiement", async () => {
    const [p, q] = [await newPlayer(a.api), await newPlayer(a.api)]
    const admin = await adminToken(a.api)
    const cards = (await a.api.get('/api/cards', { token: p.token })).body
    const extra = (await a.api.post('/api/skins', { nom: 'Griffon Éphémère', rarete: 'rare', prix: 1.49, linkedId: cards[0].id, type: 'card' }, { token: admin.token })).body
    const wrong = (await create(p)).body
    await confirm(p, wrong.clientSecret)
    await a.app.db.execute(sql`UPDATE test_payment_intents SET amount_cents = 1 WHERE id = ${wrong.paymentIntentId}`)
    const withdrawn = (await create(q, a, extra.id, '1.49')).body
    await confirm(q, withdrawn.clientSecret)
    expect((await a.api.delete(`/api/skins/${extra.id}`, { token: admin.token })).status).toBe(200)
    advance(6 * MINUTE)
    await runBackgroundTasks(b.app)
    expect(await payment(wrong.paymentIntentId)).toMatchObject({ refundReason: 'mismatch', consumedAt: null })
    expect(await gatewayRefunds(wrong.paymentIntentId)).toHaveLength(1)
    expect(await rows(a, sql`SELECT id FROM user_skins WHERE user_id = ${q.id} AND skin_id = ${extra.id}`)).toHaveLength(1)
    const refusal = await purchase(p, { paymentIntentId: wrong.paymentIntentId, paymentMethodId: 'pm_x' })
    expect(refusal.status).toBe(409)
    expect(refusal.body.message).toBe('Ce paiement a été remboursé.')
  })

  it('fait partie des tâches de fond', () => {
    expect(backgroundTasks.length).toBeGreaterThanOrEqual(3)
  })
})
