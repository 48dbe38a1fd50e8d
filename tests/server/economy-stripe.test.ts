// The Stripe gateway (official SDK) against a tiny fake Stripe HTTP server, reached through the
// SDK's host/port/protocol options (STRIPE_API_BASE): the intent carries the server's amount and an
// idempotency key, and a purchase is granted only once the intent has succeeded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers/app'
import { newPlayer } from './helpers/players'
import { idOf, unchanged } from './helpers/economy'
import { FakeStripe } from '../helpers/fakeStripe'

const fake = new FakeStripe()
let t: TestApp
let skin: number

beforeAll(async () => {
  const base = await fake.start()
  t = await testApp({
    config: { stripeSecretKey: 'sk_test_fake', stripePublishableKey: 'pk_test_fake', stripeApiBase: base },
  })
  skin = await idOf(t, 'skins', 'griffon-royal-or') // 2,99 €
})
afterAll(async () => {
  await t.close()
  await fake.stop()
})

describe('passerelle Stripe', () => {
  it('annonce Stripe et sa clé publique ; le formulaire de test est indisponible', async () => {
    const p = await newPlayer(t.api)
    expect((await t.api.get('/api/payment/config', { token: p.token })).body).toEqual({ testMode: false, publishableKey: 'pk_test_fake', currency: 'eur' })
    const test = await t.api.post('/api/payment/test/confirm', { clientSecret: 'x', cardNumber: '4242424242424242', expMonth: 1, expYear: 2030, cvc: '123' }, { token: p.token })
    expect(test.status).toBe(404)
    expect(test.body.message).toBe('Paiement de test indisponible : le serveur utilise Stripe.')
  })

  it("crée l'intention avec le montant du serveur et une clé d'idempotence, puis n'accorde le skin qu'une fois payé", async () => {
    const p = await newPlayer(t.api)
    const headers = { userid: String(p.id), amount: '2.99', skinid: String(skin) }
    const created = await t.api.post('/api/payment/create-payment-intent', undefined, { token: p.token, headers })
    expect(created.status).toBe(200)
    const sent = fake.requests.at(-1)!
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/payment_intents', authorization: 'Bearer sk_test_fake' })
    expect(sent.idempotencyKey).toMatch(new RegExp(`^skin-${p.id}-\\d+-${skin}-299-1$`))
    expect(sent.form.get('amount')).toBe('299')
    expect(sent.form.get('currency')).toBe('eur')
    expect(sent.form.get('metadata[userId]')).toBe(String(p.id))
    expect(sent.form.get('metadata[skinId]')).toBe(String(skin))
    const id = created.body.paymentIntentId
    expect(created.body).toEqual({ clientSecret: `${id}_secret_fake`, paymentIntentId: id, amount: 299, currency: 'eur', testMode: false })

    await unchanged(t, async () => {
      const early = await t.api.post('/api/skins/purchase', { userId: p.id, skinId: skin, paymentMethodId: 'pm_card_visa' }, { token: p.token })
      expect(early.status).toBe(402)
    })
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${id}` })

    // A second attempt (another tab) hands back the pending intent: Stripe is asked, nothing created.
    const posts = fake.requests.filter((r) => r.method === 'POST').length
    const second = await t.api.post('/api/payment/create-payment-intent', undefined, { token: p.token, headers })
    expect(second.body).toEqual(created.body)
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${id}` })
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(posts)
    fake.succeed(id)
    const bought = await t.api.post('/api/skins/purchase', { userId: p.id, skinId: skin, paymentMethodId: 'pm_card_visa' }, { token: p.token })
    expect(bought.status).toBe(200)
    expect(bought.body.userSkin.skin.id).toBe(skin)
    await unchanged(t, async () => {
      const replay = await t.api.post('/api/skins/purchase', { userId: p.id, skinId: skin, paymentMethodId: 'pm_card_visa', paymentIntentId: id }, { token: p.token })
      expect(replay.status).toBe(200)
      expect(replay.body.userSkin.id).toBe(bought.body.userSkin.id)
    })
  })

  it("refuse un montant payé différent du prix, et répond 502 quand Stripe est en panne", async () => {
    const p = await newPlayer(t.api)
    const headers = { userid: String(p.id), amount: '2.99', skinid: String(skin) }
    const created = await t.api.post('/api/payment/create-payment-intent', undefined, { token: p.token, headers })
    fake.succeed(created.body.paymentIntentId)
    fake.intents.get(created.body.paymentIntentId)!.amount = 1
    await unchanged(t, async () => {
      const res = await t.api.post('/api/skins/purchase', { userId: p.id, skinId: skin, paymentMethodId: 'pm_card_visa' }, { token: p.token })
      expect(res.status).toBe(409)
      expect(res.body.message).toBe('Le montant payé (0,01 €) ne correspond pas au prix du skin (2,99 €).')
    })
    fake.failing = true
    try {
      await unchanged(t, async () => {
        const res = await t.api.post('/api/skins/purchase', { userId: p.id, skinId: skin, paymentMethodId: 'pm_card_visa' }, { token: p.token })
        expect(res.status).toBe(502)
        expect(res.body.message).toBe('Le service de paiement ne répond pas. Réessayez dans un instant.')
      })
    } finally {
      fake.failing = false
    }
  })
})
