// One charge per skin: creating the payment of a skin again hands back the player's pending intent,
// whether the calls come one after the other, at once, or through two instances sharing the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { twoInstances, type TestApp, type TwoInstances } from './helpers/app'
import { newPlayer, type Player } from './helpers/players'
import { idOf, rows } from './helpers/economy'

let instances: TwoInstances
let a: TestApp, b: TestApp
let skin: number
beforeAll(async () => {
  instances = await twoInstances()
  a = instances.a
  b = instances.b
  skin = await idOf(a, 'skins', 'dragon-ancien-brasier') // 4,99 €
})
afterAll(async () => {
  await instances.close()
})

const create = (t: TestApp, p: Player) =>
  t.api.post('/api/payment/create-payment-intent', undefined, { token: p.token, headers: { userid: String(p.id), amount: '4.99', skinid: String(skin) } })
const confirm = (t: TestApp, p: Player, clientSecret: string, cardNumber = '4242424242424242') =>
  t.api.post('/api/payment/test/confirm', { clientSecret, cardNumber, expMonth: 12, expYear: 2030, cvc: '123' }, { token: p.token })
const paymentsOf = (p: Player) => rows(a, sql`SELECT gateway_intent_id FROM payments WHERE user_id = ${p.id}`)
const intentsOf = (p: Player) => rows(a, sql`SELECT id FROM test_payment_intents WHERE metadata->>'userId' = ${String(p.id)}`)

describe('un seul paiement en attente par joueur et par skin', () => {
  it('deux créations successives rendent la même intention, même après un refus de carte', async () => {
    const p = await newPlayer(a.api)
    const first = await create(a, p)
    expect((await confirm(a, p, first.body.clientSecret, '4000000000000002')).status).toBe(402)
    const second = await create(a, p)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect(await paymentsOf(p)).toHaveLength(1)
    expect((await confirm(a, p, second.body.clientSecret)).status).toBe(200)
  })

  it('des créations simultanées, sur une ou deux instances, convergent vers une intention', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await newPlayer(a.api)
      const answers = await Promise.all([create(a, p), create(b, p), create(a, p), create(b, p)])
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200])
      expect(new Set(answers.map((r) => r.body.paymentIntentId)).size).toBe(1)
      expect(await paymentsOf(p)).toHaveLength(1)
      expect(await intentsOf(p)).toHaveLength(1)
    }
  })
})
