// Crafting a chosen card or spell with credit points (POST /api/cardplayer/craft, /api/spellplayer/craft):
// the price of its rarity (CRAFT_PRICE) is taken with the insertion, never below zero, even for a
// burst of crafts at once on two instances; refusals in French change nothing; the profile's
// credit and `cardlevelup` badge follow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testApp, type TestApp } from './helpers/app'
import { burst, cluster, tally, type Cluster } from './helpers/bursts'
import { adminToken, newPlayer, type Player } from './helpers/players'
import { creditOf, rows, setCredit, unchanged } from './helpers/economy'
import { CRAFT_PRICE } from '../../src/game/economy'
import type { Rarete } from '../../src/game/rarity'

let t: TestApp
let admin: { id: number; token: string }
type Item = { id: number; nom: string; rarete: Rarete }
let catalogue: { cards: Item[]; spells: Item[] }

beforeAll(async () => {
  t = await testApp()
  admin = await adminToken(t.api)
  catalogue = { cards: (await t.api.get('/api/cards', { token: admin.token })).body, spells: (await t.api.get('/api/spells', { token: admin.token })).body }
})
afterAll(() => t.close())

const card = (rarete: Rarete) => catalogue.cards.find((c) => c.rarete === rarete)!
/** A card of that rarity the player does not own yet. */
const unowned = async (p: Player, rarete: Rarete) => {
  const owned = new Set((await t.api.get(`/api/cardplayer/user/${p.id}`, { token: p.token })).body.map((c: { card: { id: number } }) => c.card.id))
  return catalogue.cards.find((c) => c.rarete === rarete && !owned.has(c.id))!
}
const spell = (rarete: Rarete) => catalogue.spells.find((s) => s.rarete === rarete)!
const craftCard = (app: TestApp, p: Player, cardId: number, userId = p.id, token = p.token) => app.api.post('/api/cardplayer/craft', { userId, cardId }, { token })
const craftSpell = (p: Player, spellId: number) => t.api.post('/api/spellplayer/craft', { userId: p.id, spellId }, { token: p.token })
const profile = async (app: TestApp, p: Player) => (await app.api.get(`/api/user/${p.id}`, { token: p.token })).body as { credit: number; cardlevelup: number }
const copies = async (table: 'card_players' | 'spell_players', userId: number, column: 'card_id' | 'spell_id', itemId: number) =>
  Number((await rows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE user_id = ${userId} AND ${sql.identifier(column)} = ${itemId}`))[0].n)

describe('fabriquer', () => {
  it('une carte de chaque rareté, au prix publié : l’exemplaire (bonus 0) rejoint la collection', async () => {
    const p = await newPlayer(t.api)
    const total = Object.values(CRAFT_PRICE).reduce((a, b) => a + b, 0)
    await setCredit(t, p.id, total)
    let credit = total
    for (const rarete of ['commune', 'rare', 'épique', 'légendaire'] as const) {
      const before = await copies('card_players', p.id, 'card_id', card(rarete).id)
      const res = await craftCard(t, p, card(rarete).id)
      expect(res.status).toBe(201)
      credit -= CRAFT_PRICE[rarete]
      expect(res.body.credit).toBe(credit)
      expect(res.body.cardPlayer).toMatchObject({ joueur: { id: p.id }, card: { id: card(rarete).id, rarete }, pointsHaut: 0, pointsGauche: 0, pointsDroite: 0, pointsBas: 0, skinId: null })
      expect(await copies('card_players', p.id, 'card_id', card(rarete).id)).toBe(before + 1)
      const listed = (await t.api.get(`/api/cardplayer/user/${p.id}`, { token: p.token })).body
      expect(listed.map((c: { id: number }) => c.id)).toContain(res.body.cardPlayer.id)
    }
    expect(await creditOf(t, p.id)).toBe(0)
    expect((await profile(t, p)).credit).toBe(0)
  })

  it('un sort, au prix de sa rareté', async () => {
    const p = await newPlayer(t.api)
    const item = spell('rare')
    await setCredit(t, p.id, CRAFT_PRICE.rare + 5)
    const res = await craftSpell(p, item.id)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ credit: 5, spellPlayer: { spell: { id: item.id }, pointsHaut: 0 } })
  })

  it('refuse un crédit insuffisant (409), un objet inconnu (404), un autre joueur (403) et une entrée invalide (400), sans rien changer', async () => {
    const [p, q] = [await newPlayer(t.api), await newPlayer(t.api)]
    const legendary = card('légendaire')
    await setCredit(t, p.id, CRAFT_PRICE.légendaire - 1)
    await unchanged(t, async () => {
      const short = await craftCard(t, p, legendary.id)
      expect([short.status, short.body.message]).toEqual([
        409,
        `Crédit insuffisant : fabriquer « ${legendary.nom} » coûte ${CRAFT_PRICE.légendaire} points et vous en avez ${CRAFT_PRICE.légendaire - 1}.`,
      ])
      const unknown = await craftCard(t, p, 999999)
      expect([unknown.status, unknown.body.message]).toEqual([404, "Cette carte n'existe pas dans le catalogue."])
      const unknownSpell = await craftSpell(p, 999999)
      expect([unknownSpell.status, unknownSpell.body.message]).toEqual([404, "Ce sort n'existe pas dans le catalogue."])
      const other = await craftCard(t, q, legendary.id, p.id)
      expect([other.status, other.body.message]).toEqual([403, 'Accès refusé : vous ne pouvez agir que pour votre propre compte.'])
      const bad = await t.api.post('/api/cardplayer/craft', { userId: p.id, cardId: 'un' }, { token: p.token })
      expect([bad.status, bad.body.message]).toEqual([400, 'Le champ « cardId » doit être un nombre entier.'])
      const missing = await t.api.post('/api/spellplayer/craft', { userId: p.id }, { token: p.token })
      expect([missing.status, missing.body.message]).toEqual([400, 'Le champ « spellId » est obligatoire.'])
    })
  })

  it('l’admin fabrique pour un joueur, avec le crédit du joueur', async () => {
    const p = await newPlayer(t.api)
    await setCredit(t, p.id, CRAFT_PRICE.commune)
    const res = await craftCard(t, p, card('commune').id, p.id, admin.token)
    expect(res.status).toBe(201)
    expect(res.body.cardPlayer.joueur.id).toBe(p.id)
    expect(await creditOf(t, p.id)).toBe(0)
    const ghost = await craftCard(t, p, card('commune').id, 999999, admin.token)
    expect([ghost.status, ghost.body.message]).toEqual([404, 'Utilisateur introuvable.'])
  })

  it('le badge « cardlevelup » suit : un 4e exemplaire rend la carte améliorable', async () => {
    const p = await newPlayer(t.api)
    const item = await unowned(p, 'épique')
    await setCredit(t, p.id, 4 * CRAFT_PRICE.épique)
    for (let i = 0; i < 3; i++) expect((await craftCard(t, p, item.id)).status).toBe(201)
    expect(await profile(t, p)).toMatchObject({ cardlevelup: 0, credit: CRAFT_PRICE.épique })
    const fourth = await craftCard(t, p, item.id)
    expect(fourth.body.cardPlayer.upgradable).toBe(true)
    expect(await profile(t, p)).toMatchObject({ cardlevelup: 1, credit: 0 })
  })
})

describe('fabrications simultanées (deux instances sur PostgreSQL)', () => {
  let c: Cluster
  beforeAll(async () => {
    c = await cluster()
  })
  afterAll(() => c.close())

  it('une rafale ne fait jamais passer le crédit sous zéro', async () => {
    const p = await newPlayer(c.at(0).api)
    const price = CRAFT_PRICE.rare
    const item = card('rare')
    const owned = async () => Number((await rows<{ n: number }>(c.at(1), sql`SELECT count(*)::int AS n FROM card_players WHERE user_id = ${p.id} AND card_id = ${item.id}`))[0].n)
    const before = await owned()
    await c.at(0).app.db.execute(sql`UPDATE users SET credit = ${3 * price + price - 1} WHERE id = ${p.id}`)
    const answers = await burst(8, (i) => craftCard(c.at(i), p, item.id))
    expect(tally(answers)).toEqual({ 201: 3, 409: 5 })
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.message).toMatch(/^Crédit insuffisant : fabriquer « .+ » coûte \d+ points et vous en avez \d+\.$/)
    expect(answers.filter((a) => a.status === 201).map((a) => a.body.credit).sort((x, y) => x - y)).toEqual([price - 1, 2 * price - 1, 3 * price - 1])
    expect(await creditOf(c.at(1), p.id)).toBe(price - 1)
    expect(await owned()).toBe(before + 3)
  })
})
