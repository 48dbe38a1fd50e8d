// Skins and their payments with the built-in test gateway: the price comes from the skin, the
// purchase is granted only for a payment the gateway says succeeded for that user, skin, amount and
// payment method, at most once; a replay answers the same owned skin and grants nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testApp, type TestApp } from './helpers/app'
import { adminToken, newPlayer, type Player } from './helpers/players'
import { idOf, rows, unchanged } from './helpers/economy'

let t: TestApp
let admin: { id: number; token: string }
let renardSkin: number, dragonSkin: number
beforeAll(async () => {
  t = await testApp()
  admin = await adminToken(t.api)
  renardSkin = await idOf(t, 'skins', 'renard-ruse-sylvestre') // 0,99 €, dresses a starter card
  dragonSkin = await idOf(t, 'skins', 'dragon-ancien-brasier') // 4,99 €
})
afterAll(() => t.close())

const intent = (p: Player, skinId: number, amount: string, userId = p.id) =>
  t.api.post('/api/payment/create-payment-intent', undefined, { token: p.token, headers: { userid: String(userId), amount, skinid: String(skinId) } })
const confirm = (p: Player, clientSecret: string, cardNumber = '4242 4242 4242 4242', exp = { expMonth: 12, expYear: 2030 }) =>
  t.api.post('/api/payment/test/confirm', { clientSecret, cardNumber, ...exp, cvc: '123' }, { token: p.token })
const purchase = (p: Player, body: Record<string, unknown>) => t.api.post('/api/skins/purchase', { userId: p.id, ...body }, { token: p.token })

/** Creates and pays a payment for the skin: its intent id and payment method. */
async function paid(p: Player, skinId: number, amount: string) {
  const created = await intent(p, skinId, amount)
  expect(created.status).toBe(200)
  const done = await confirm(p, created.body.clientSecret)
  expect(done.status).toBe(200)
  return { paymentIntentId: created.body.paymentIntentId as string, paymentMethodId: done.body.paymentMethodId as string }
}
const ownedCount = async (userId: number) =>
  Number((await rows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM user_skins WHERE user_id = ${userId}`))[0].n)

describe('boutique', () => {
  it('liste les 8 skins en euros et la configuration du paiement de test', async () => {
    const p = await newPlayer(t.api)
    const list = await t.api.get('/api/skins', { token: p.token })
    expect(list.body).toHaveLength(8)
    expect(list.body[0]).toMatchObject({ id: renardSkin, prix: 0.99, type: 'card', onSale: true })
    expect(list.body.at(-1)).toMatchObject({ id: dragonSkin, prix: 4.99, rarete: 'légendaire' })
    expect((await t.api.get('/api/payment/config', { token: p.token })).body).toEqual({ testMode: true, publishableKey: null, currency: 'eur' })
    expect((await t.api.get('/api/skins/user', { token: p.token })).body).toEqual([])
  })

  it('un admin ajoute et retire un skin ; les joueurs ne le peuvent pas', async () => {
    const p = await newPlayer(t.api)
    const cards = (await t.api.get('/api/cards', { token: p.token })).body
    const created = await t.api.post('/api/skins', { nom: 'Gobelin Doré', rarete: 'rare', prix: 2.49, linkedId: cards[0].id, type: 'card' }, { token: admin.token })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ nom: 'Gobelin Doré', prix: 2.49, linkedId: cards[0].id, imageUrl: null, onSale: true })
    const [row] = await rows<{ prix_cents: number }>(t, sql`SELECT prix_cents FROM skins WHERE id = ${created.body.id}`)
    expect(Number(row.prix_cents)).toBe(249)
    await unchanged(t, async () => {
      expect((await t.api.post('/api/skins', { nom: 'X', rarete: 'rare', prix: 1, linkedId: 1, type: 'card' }, { token: p.token })).status).toBe(403)
      expect((await t.api.delete(`/api/skins/${created.body.id}`, { token: p.token })).status).toBe(403)
      const cents = await t.api.post('/api/skins', { nom: 'X', rarete: 'rare', prix: 1.999, linkedId: 1, type: 'card' }, { token: admin.token })
      expect(cents.body.message).toBe('Le prix doit avoir au plus deux décimales (par exemple 1.99).')
      const ghost = await t.api.post('/api/skins', { nom: 'X', rarete: 'rare', prix: 1, linkedId: 9999, type: 'spell' }, { token: admin.token })
      expect(ghost.body.message).toBe("Le sort n° 9999 n'existe pas.")
      const cheap = await t.api.post('/api/skins', { nom: 'X', rarete: 'rare', prix: 0.1, linkedId: 1, type: 'card' }, { token: admin.token })
      expect(cheap.body.message).toBe('Le champ « prix » doit être supérieur ou égal à 0.5.')
    })
    expect((await t.api.delete(`/api/skins/${created.body.id}`, { token: admin.token })).status).toBe(200)
    expect((await t.api.get('/api/skins', { token: p.token })).body.some((s: { id: number }) => s.id === created.body.id)).toBe(false)
    expect((await t.api.get('/api/skins', { token: admin.token })).body.find((s: { id: number }) => s.id === created.body.id).onSale).toBe(false)
    await unchanged(t, async () => {
      const res = await intent(p, created.body.id, '2.49')
      expect(res.status).toBe(409)
      expect(res.body.message).toBe("Ce skin n'est plus en vente.")
    })
  })
})

describe('création du paiement', () => {
  it('prend le prix du skin et répond le secret client', async () => {
    const p = await newPlayer(t.api)
    const res = await intent(p, renardSkin, '0,99')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ amount: 99, currency: 'eur', testMode: true })
    expect(res.body.clientSecret).toMatch(new RegExp(`^${res.body.paymentIntentId}_secret_`))
    const [row] = await rows<Record<string, unknown>>(t, sql`SELECT * FROM payments WHERE gateway_intent_id = ${res.body.paymentIntentId}`)
    expect(row).toMatchObject({ gateway: 'test', user_id: p.id, skin_id: renardSkin, amount_cents: 99, consumed_at: null })
  })

  it('une même clé d’idempotence redonne le même paiement', async () => {
    const input = { amountCents: 99, currency: 'eur' as const, metadata: { userId: '1', skinId: String(renardSkin) }, idempotencyKey: 'cle-test-1' }
    const a = await t.app.payments.createIntent(input)
    const b = await t.app.payments.createIntent(input)
    expect(b).toEqual(a)
  })

  it('refuse un mauvais montant (400), un autre joueur (403), un en-tête manquant (400), un skin inconnu (404)', async () => {
    const [p, q] = [await newPlayer(t.api), await newPlayer(t.api)]
    await unchanged(t, async () => {
      const wrong = await intent(p, dragonSkin, '0.99')
      expect(wrong.status).toBe(400)
      expect(wrong.body.message).toBe('Le montant ne correspond pas au prix du skin (4,99 €).')
      const other = await intent(p, dragonSkin, '4.99', q.id)
      expect(other.status).toBe(403)
      const missing = await t.api.post('/api/payment/create-payment-intent', undefined, { token: p.token, headers: { userid: String(p.id), amount: '4.99' } })
      expect(missing.status).toBe(400)
      expect(missing.body.message).toBe("Le champ d'en-tête « skinid » est obligatoire.")
      const garbled = await intent(p, dragonSkin, 'cinq')
      expect(garbled.status).toBe(400)
      expect((await intent(p, 99999, '4.99')).status).toBe(404)
    })
  })
})

describe('carte de test', () => {
  it('4242… réussit ; 4000…0002 est refusée (402) ; les cartes mal formées ou expirées sont refusées (400)', async () => {
    const p = await newPlayer(t.api)
    const { clientSecret } = (await intent(p, dragonSkin, '4.99')).body
    const declined = await confirm(p, clientSecret, '4000 0000 0000 0002')
    expect(declined.status).toBe(402)
    expect(declined.body.message).toBe('Votre carte a été refusée.')
    const other = await confirm(p, clientSecret, '5555 5555 5555 4444')
    expect(other.status).toBe(402)
    expect(other.body.message).toBe('Carte refusée : en mode test, seule la carte 4242 4242 4242 4242 est acceptée.')
    expect((await confirm(p, clientSecret, '4242 4242 4242 4241')).body.message).toBe('Votre numéro de carte est invalide.')
    const expired = await confirm(p, clientSecret, '4242424242424242', { expMonth: 12, expYear: 2025 })
    expect(expired.status).toBe(400)
    expect(expired.body.message).toBe("La date d'expiration de votre carte est dépassée.")
    expect((await confirm(p, `${clientSecret}x`)).status).toBe(404)
    const ok = await confirm(p, clientSecret)
    expect(ok.status).toBe(200)
    expect(ok.body.status).toBe('succeeded')
    expect(ok.body.paymentMethodId).toMatch(/^pm_test_/)
    expect((await confirm(p, clientSecret)).body.message).toBe('Ce paiement a déjà été effectué.')
  })
})

describe('achat', () => {
  it('accorde le skin une fois le paiement vérifié ; un rejeu ne donne rien de plus', async () => {
    const p = await newPlayer(t.api)
    const payment = await paid(p, renardSkin, '0.99')
    const res = await purchase(p, { skinId: renardSkin, paymentMethodId: payment.paymentMethodId })
    expect(res.status).toBe(200)
    expect(res.body.userSkin.skin.id).toBe(renardSkin)
    expect(res.body.userSkin.purchasedAt).toBe(t.clock().toISOString())
    const mine = await t.api.get('/api/skins/user', { token: p.token })
    expect(mine.body.map((u: { skin: { id: number } }) => u.skin.id)).toEqual([renardSkin])
    const linkedId = mine.body[0].skin.linkedId
    expect((await t.api.get(`/api/skins/owned?linkedId=${linkedId}&type=card`, { token: p.token })).body).toHaveLength(1)
    expect((await t.api.get(`/api/skins/owned?linkedId=${linkedId}&type=spell`, { token: p.token })).body).toHaveLength(0)
    await unchanged(t, async () => {
      const replay = await purchase(p, { skinId: renardSkin, paymentMethodId: payment.paymentMethodId, paymentIntentId: payment.paymentIntentId })
      expect(replay.status).toBe(200)
      expect(replay.body.userSkin.id).toBe(res.body.userSkin.id)
      expect(replay.body.message).toBe('Ce skin vous appartient déjà : ce paiement avait déjà été pris en compte.')
      const again = await intent(p, renardSkin, '0.99')
      expect(again.status).toBe(409)
      expect(again.body.message).toBe('Vous possédez déjà ce skin.')
      const otherMethod = await purchase(p, { skinId: renardSkin, paymentMethodId: 'pm_autre' })
      expect(otherMethod.status).toBe(409)
      expect(otherMethod.body.message).toBe('Ce paiement a déjà été utilisé.')
    })
    expect(await ownedCount(p.id)).toBe(1)
  })

  it('deux achats simultanés avec le même paiement : un seul skin accordé', async () => {
    // Several rounds: the twin may arrive before, during or after the first one's transaction.
    for (let round = 0; round < 5; round++) {
      const p = await newPlayer(t.api)
      const payment = await paid(p, dragonSkin, '4.99')
      const results = await Promise.all([purchase(p, { skinId: dragonSkin, ...payment }), purchase(p, { skinId: dragonSkin, ...payment })])
      expect(results.map((r) => r.status)).toEqual([200, 200])
      expect(results[0].body.userSkin.id).toBe(results[1].body.userSkin.id)
      expect(await ownedCount(p.id)).toBe(1)
      const consumed = await rows(t, sql`SELECT id FROM payments WHERE user_id = ${p.id} AND consumed_at IS NOT NULL`)
      expect(consumed).toHaveLength(1)
    }
  })

  it('refuse un paiement refusé ou non payé (402), sans rien changer', async () => {
    const p = await newPlayer(t.api)
    const created = await intent(p, dragonSkin, '4.99')
    await confirm(p, created.body.clientSecret, '4000000000000002')
    await unchanged(t, async () => {
      const res = await purchase(p, { skinId: dragonSkin, paymentMethodId: 'pm_test_rien' })
      expect(res.status).toBe(402)
      expect(res.body.message).toBe("Le paiement n'a pas abouti : rien n'a été débité.")
    })
    const nothing = await newPlayer(t.api)
    await unchanged(t, async () => {
      const res = await purchase(nothing, { skinId: dragonSkin, paymentMethodId: 'pm_test_rien' })
      expect(res.status).toBe(404)
      expect(res.body.message).toBe("Aucun paiement n'a été créé pour ce skin.")
    })
  })

  it("refuse le paiement d'un autre joueur, un autre moyen de paiement, un mauvais montant, un autre userId", async () => {
    const [p, q] = [await newPlayer(t.api), await newPlayer(t.api)]
    const theirs = await paid(q, dragonSkin, '4.99')
    await unchanged(t, async () => {
      const stolen = await purchase(p, { skinId: dragonSkin, ...theirs })
      expect(stolen.status).toBe(403)
      expect(stolen.body.message).toBe('Ce paiement appartient à un autre joueur.')
      const asThem = await t.api.post('/api/skins/purchase', { userId: q.id, skinId: dragonSkin, ...theirs }, { token: p.token })
      expect(asThem.status).toBe(403)
      expect(asThem.body.message).toBe('Accès refusé : vous ne pouvez agir que pour votre propre compte.')
      const otherSkin = await purchase(q, { skinId: renardSkin, ...theirs })
      expect(otherSkin.status).toBe(400)
      expect(otherSkin.body.message).toBe('Ce paiement concerne un autre skin.')
      const method = await purchase(q, { skinId: dragonSkin, paymentIntentId: theirs.paymentIntentId, paymentMethodId: 'pm_test_vole' })
      expect(method.status).toBe(403)
      expect(method.body.message).toBe('Ce moyen de paiement ne correspond pas à ce paiement.')
      const bad = await purchase(q, { skinId: dragonSkin, paymentMethodId: '' })
      expect(bad.status).toBe(400)
      expect(bad.body.message).toBe('Le champ « paymentMethodId » ne peut pas être vide.')
    })
    // A payment whose amount at the gateway differs from the skin's price is refused.
    await t.app.db.execute(sql`UPDATE test_payment_intents SET amount_cents = 99 WHERE id = ${theirs.paymentIntentId}`)
    await unchanged(t, async () => {
      const wrong = await purchase(q, { skinId: dragonSkin, ...theirs })
      expect(wrong.status).toBe(409)
      expect(wrong.body.message).toBe('Le montant payé (0,99 €) ne correspond pas au prix du skin (4,99 €).')
    })
    expect(await ownedCount(q.id)).toBe(0)
  })
})

describe('skin sur une instance', () => {
  it('montre un skin possédé sur sa carte (imageSkin), puis le retire', async () => {
    const [p, q] = [await newPlayer(t.api), await newPlayer(t.api)]
    const payment = await paid(p, renardSkin, '0.99')
    await purchase(p, { skinId: renardSkin, ...payment })
    const skin = (await t.api.get('/api/skins/user', { token: p.token })).body[0].skin
    const cards = (await t.api.get(`/api/cardplayer/user/${p.id}`, { token: p.token })).body
    const renard = cards.find((c: { card: { id: number } }) => c.card.id === skin.linkedId)
    const other = cards.find((c: { card: { id: number } }) => c.card.id !== skin.linkedId)
    const dressed = await t.api.post('/api/cardplayer/skin', { userId: p.id, cardPlayerId: renard.id, skinId: renardSkin }, { token: p.token })
    expect(dressed.status).toBe(200)
    expect(dressed.body).toMatchObject({ skinId: renardSkin, imageSkin: skin.imageUrl })
    expect((await t.api.get(`/api/cardplayer/${renard.id}`, { token: p.token })).body.imageSkin).toBe(skin.imageUrl)
    const qCards = (await t.api.get(`/api/cardplayer/user/${q.id}`, { token: q.token })).body
    const qRenard = qCards.find((c: { card: { id: number } }) => c.card.id === skin.linkedId)
    await unchanged(t, async () => {
      const wrongCard = await t.api.post('/api/cardplayer/skin', { userId: p.id, cardPlayerId: other.id, skinId: renardSkin }, { token: p.token })
      expect(wrongCard.status).toBe(400)
      expect(wrongCard.body.message).toBe('Ce skin ne correspond pas à cette carte.')
      const notOwned = await t.api.post('/api/cardplayer/skin', { userId: q.id, cardPlayerId: qRenard.id, skinId: renardSkin }, { token: q.token })
      expect(notOwned.status).toBe(403)
      expect(notOwned.body.message).toBe("Ce joueur ne possède pas ce skin : achetez-le d'abord dans la boutique.")
      const stranger = await t.api.post('/api/cardplayer/skin', { userId: q.id, cardPlayerId: renard.id, skinId: null }, { token: q.token })
      expect(stranger.status).toBe(403)
      const spell = (await t.api.get(`/api/spellplayer/user/${p.id}`, { token: p.token })).body[0]
      const wrongKind = await t.api.post('/api/spellplayer/skin', { userId: p.id, spellPlayerId: spell.id, skinId: renardSkin }, { token: p.token })
      expect(wrongKind.body.message).toBe('Ce skin ne correspond pas à ce sort.')
      const strangerSpell = await t.api.post('/api/spellplayer/skin', { userId: q.id, spellPlayerId: spell.id, skinId: null }, { token: q.token })
      expect(strangerSpell.status).toBe(403)
      expect(strangerSpell.body.message).toBe("Ce sort n'appartient pas à ce joueur.")
      const bad = await t.api.post('/api/cardplayer/skin', { userId: p.id, cardPlayerId: renard.id }, { token: p.token })
      expect(bad.status).toBe(400)
      expect(bad.body.message).toBe('Le champ « skinId » est obligatoire.')
    })
    const bare = await t.api.post('/api/cardplayer/skin', { userId: p.id, cardPlayerId: renard.id, skinId: null }, { token: p.token })
    expect(bare.body).toMatchObject({ skinId: null, imageSkin: null })
  })
})
