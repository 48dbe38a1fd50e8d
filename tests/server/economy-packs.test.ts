// Boosters on the server: catalogue and odds, buying with credit points (never negative, spent =
// price), opening once (drawn from the stored seed), pack upgrade, and the admin's tools.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testApp, type TestApp } from './helpers/app'
import { adminToken, newPlayer, type Player } from './helpers/players'
import { creditOf, idOf, rows, setCredit, unchanged } from './helpers/economy'
import { drawPack, expectedRates } from '../../src/server/packs/draw'
import { RARITIES, SLOT_ODDS, rarityRank, type Rarete } from '../../src/game/rarity'

let t: TestApp
let admin: { id: number; token: string }
let classique: number, sorts: number, premium: number

beforeAll(async () => {
  t = await testApp()
  admin = await adminToken(t.api)
  classique = await idOf(t, 'packs', 'booster-classique')
  sorts = await idOf(t, 'packs', 'booster-sorts')
  premium = await idOf(t, 'packs', 'booster-premium')
})
afterAll(() => t.close())

const buy = (p: Player, packId: number, userId = p.id) => t.api.post('/api/packplayer/user/buy', { userId, packId }, { token: p.token })
const open = (p: Player, packPlayerId: number, userId = p.id) => t.api.post('/api/packplayer/user/open', { userId, packPlayerId }, { token: p.token })
const gift = (userId: number, packId: number) => t.api.post('/api/packplayer/user/add', { userId, packId }, { token: admin.token })
const count = async (table: string, userId: number) =>
  Number((await rows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE user_id = ${userId}`))[0].n)

describe('catalogue des boosters', () => {
  it('liste les 3 boosters avec leurs chances publiées et leurs garanties', async () => {
    const p = await newPlayer(t.api)
    const res = await t.api.get('/api/packs', { token: p.token })
    expect(res.status).toBe(200)
    expect(res.body.map((x: { nom: string }) => x.nom)).toEqual(['Booster Sorts', 'Booster Classique', 'Booster Premium'])
    const byName = Object.fromEntries(res.body.map((x: { nom: string }) => [x.nom, x]))
    expect(byName['Booster Classique']).toMatchObject({ prix: 200, kind: 'cards', size: 5, guaranteedRarity: 'rare', odds: SLOT_ODDS, onSale: true })
    expect(byName['Booster Sorts']).toMatchObject({ prix: 150, kind: 'spells', size: 3, guaranteedRarity: null, odds: SLOT_ODDS, rates: SLOT_ODDS })
    expect(byName['Booster Premium']).toMatchObject({ prix: 600, size: 5, guaranteedRarity: 'épique' })
    const rates = expectedRates({ size: 5, guaranteedRarity: 'épique' }, new Set<Rarete>(RARITIES))
    for (const r of RARITIES) expect(byName['Booster Premium'].rates[r]).toBeCloseTo(rates[r], 2)
    const one = await t.api.get(`/api/packs/${classique}`, { token: p.token })
    expect(one.body.nom).toBe('Booster Classique')
    expect((await t.api.get('/api/packs/99999', { token: p.token })).body.message).toBe('Booster introuvable.')
  })
})

describe('achat', () => {
  it('dépense exactement le prix et met un booster non ouvert dans l’inventaire', async () => {
    const p = await newPlayer(t.api)
    const res = await buy(p, classique)
    expect(res.status).toBe(201)
    expect(res.body.credit).toBe(300)
    expect(res.body.packPlayer).toMatchObject({ userId: p.id, source: 'bought', openedAt: null, content: null })
    expect(res.body.packPlayer.pack.nom).toBe('Booster Classique')
    expect(await creditOf(t, p.id)).toBe(300)
    const [row] = await rows<{ price_paid: number; seed: string; source: string }>(t, sql`SELECT * FROM pack_players WHERE user_id = ${p.id}`)
    expect(Number(row.price_paid)).toBe(200)
    expect(Number(row.seed)).toBeGreaterThanOrEqual(0)
    expect(Number(row.seed)).toBeLessThan(2 ** 32)
    const inventory = await t.api.get(`/api/packplayer/user/${p.id}`, { token: p.token })
    expect(inventory.body.map((x: { id: number }) => x.id)).toEqual([res.body.packPlayer.id])
  })

  it('refuse un solde insuffisant avec un message clair, sans rien changer', async () => {
    const p = await newPlayer(t.api)
    await setCredit(t, p.id, 150)
    await unchanged(t, async () => {
      const res = await buy(p, classique)
      expect(res.status).toBe(409)
      expect(res.body.message).toBe('Crédit insuffisant : le Booster Classique coûte 200 points et vous en avez 150.')
    })
    expect(await creditOf(t, p.id)).toBe(150)
  })

  it('le crédit est conservé : dépensé = somme des prix, jamais négatif', async () => {
    const p = await newPlayer(t.api)
    await setCredit(t, p.id, 1000)
    const bought = [classique, sorts, premium, sorts, classique]
    const statuses = []
    for (const id of bought) statuses.push((await buy(p, id)).status)
    // 200 + 150 + 600 = 950; then 50 left: the second Sorts (150) and Classique (200) are refused.
    expect(statuses).toEqual([201, 201, 201, 409, 409])
    expect(await creditOf(t, p.id)).toBe(50)
    const [{ spent }] = await rows<{ spent: number }>(t, sql`SELECT sum(price_paid)::int AS spent FROM pack_players WHERE user_id = ${p.id}`)
    expect(Number(spent)).toBe(950)
  })

  it('deux achats simultanés avec juste assez de crédit : un seul réussit', async () => {
    const p = await newPlayer(t.api)
    await setCredit(t, p.id, 200)
    const results = await Promise.all([buy(p, classique), buy(p, classique)])
    expect(results.map((r) => r.status).sort()).toEqual([201, 409])
    expect(await creditOf(t, p.id)).toBe(0)
    expect(await count('pack_players', p.id)).toBe(1)
  })

  it('refuse un autre joueur (403), une entrée invalide (400) et un booster retiré de la vente (409)', async () => {
    const [p, q] = [await newPlayer(t.api), await newPlayer(t.api)]
    await unchanged(t, async () => {
      const other = await buy(p, classique, q.id)
      expect(other.status).toBe(403)
      expect(other.body.message).toBe('Accès refusé : vous ne pouvez agir que pour votre propre compte.')
      const bad = await t.api.post('/api/packplayer/user/buy', { userId: p.id, packId: 'deux' }, { token: p.token })
      expect(bad.status).toBe(400)
      expect(bad.body.message).toBe('Le champ « packId » doit être un nombre entier.')
      const missing = await t.api.post('/api/packplayer/user/buy', { packId: classique }, { token: p.token })
      expect(missing.body.message).toBe('Le champ « userId » est obligatoire.')
      expect((await buy(p, 99999)).status).toBe(404)
    })
    const created = await t.api.post('/api/packs', { nom: 'Booster Éphémère', description: 'Test.', prix: 10, kind: 'cards', size: 2 }, { token: admin.token })
    await t.api.delete(`/api/packs/${created.body.id}`, { token: admin.token })
    await unchanged(t, async () => {
      const res = await buy(p, created.body.id)
      expect(res.status).toBe(409)
      expect(res.body.message).toBe("Ce booster n'est plus en vente.")
    })
  })
})

describe('ouverture', () => {
  it('révèle le contenu tiré de la graine enregistrée, l’accorde et l’enregistre, une seule fois', async () => {
    const p = await newPlayer(t.api)
    const bought = await buy(p, classique)
    const id = bought.body.packPlayer.id
    const before = await count('card_players', p.id)
    const res = await open(p, id)
    expect(res.status).toBe(200)
    expect(res.body.cards).toHaveLength(5)
    expect(res.body.spells).toEqual([])
    expect(res.body.cards.some((c: { card: { rarete: Rarete } }) => rarityRank(c.card.rarete) >= rarityRank('rare'))).toBe(true)
    expect(await count('card_players', p.id)).toBe(before + 5)
    for (const c of res.body.cards) expect(c.joueur.id).toBe(p.id)
    // Deterministic: the same draw from the stored seed and the catalogue.
    const [row] = await rows<{ seed: string }>(t, sql`SELECT seed FROM pack_players WHERE id = ${id}`)
    const pool = (await rows<{ id: number; rarete: Rarete }>(t, sql`SELECT id, rarete FROM cards`)).map((c) => ({ id: Number(c.id), rarete: c.rarete }))
    const expected = drawPack({ size: 5, guaranteedRarity: 'rare' }, pool, Number(row.seed))
    expect(res.body.cards.map((c: { card: { id: number } }) => c.card.id)).toEqual(expected.map((e) => e.id))
    // Recorded with the opening.
    const after = await t.api.get(`/api/packplayer/${id}`, { token: p.token })
    expect(after.body.openedAt).toBe(t.clock().toISOString())
    expect(after.body.content.cards.map((c: { id: number }) => c.id)).toEqual(res.body.cards.map((c: { id: number }) => c.id))
    await unchanged(t, async () => {
      const again = await open(p, id)
      expect(again.status).toBe(409)
      expect(again.body.message).toBe('Ce booster a déjà été ouvert.')
    })
    // A revealed card removed since is still shown as it was revealed.
    const gone = res.body.cards[0]
    await t.api.post('/api/cardplayer/user/delete', { userId: p.id, cardPlayerId: gone.id }, { token: admin.token })
    const later = await t.api.get(`/api/packplayer/${id}`, { token: p.token })
    expect(later.body.content.cards).toHaveLength(5)
    expect(later.body.content.cards[0]).toEqual({ ...gone, upgradable: false })
  })

  it('un Booster Sorts donne 3 sorts', async () => {
    const p = await newPlayer(t.api)
    const bought = await buy(p, sorts)
    const res = await open(p, bought.body.packPlayer.id)
    expect(res.body.spells).toHaveLength(3)
    expect(res.body.cards).toEqual([])
    expect(await count('spell_players', p.id)).toBe(6 + 3)
  })

  it('deux ouvertures simultanées : une seule réussit, le contenu est accordé une fois', async () => {
    const p = await newPlayer(t.api)
    const bought = await buy(p, classique)
    const before = await count('card_players', p.id)
    const results = await Promise.all([open(p, bought.body.packPlayer.id), open(p, bought.body.packPlayer.id)])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await count('card_players', p.id)).toBe(before + 5)
  })

  it('refuse le booster d’un autre joueur (403) et une entrée invalide (400)', async () => {
    const [p, q] = [await newPlayer(t.api), await newPlayer(t.api)]
    const bought = await buy(p, classique)
    await unchanged(t, async () => {
      const other = await open(q, bought.body.packPlayer.id)
      expect(other.status).toBe(403)
      expect(other.body.message).toBe("Ce booster n'appartient pas à ce joueur.")
      expect((await open(q, bought.body.packPlayer.id, p.id)).status).toBe(403)
      expect((await t.api.get(`/api/packplayer/${bought.body.packPlayer.id}`, { token: q.token })).status).toBe(403)
      expect((await t.api.get(`/api/packplayer/user/${p.id}`, { token: q.token })).status).toBe(403)
      const bad = await t.api.post('/api/packplayer/user/open', { userId: p.id, packPlayerId: -1 }, { token: p.token })
      expect(bad.status).toBe(400)
      expect(bad.body.message).toBe('Le champ « packPlayerId » doit être supérieur ou égal à 1.')
    })
  })

  it("l'inventaire montre d'abord les boosters fermés (plus anciens d'abord), puis les ouverts (plus récents d'abord)", async () => {
    const p = await newPlayer(t.api)
    await setCredit(t, p.id, 2000)
    const ids: number[] = []
    for (let i = 0; i < 4; i++) {
      ids.push((await buy(p, sorts)).body.packPlayer.id)
      t.clock.advance(1000)
    }
    await open(p, ids[0])
    t.clock.advance(1000)
    await open(p, ids[2])
    const inventory = await t.api.get(`/api/packplayer/user/${p.id}`, { token: p.token })
    expect(inventory.body.map((x: { id: number }) => x.id)).toEqual([ids[1], ids[3], ids[2], ids[0]])
  })
})

describe('amélioration de boosters', () => {
  it('3 Booster Sorts non ouverts → 1 Booster Classique ; les 3 sont consommés', async () => {
    const p = await newPlayer(t.api)
    const given = [(await gift(p.id, sorts)).body.id, (await gift(p.id, sorts)).body.id, (await gift(p.id, sorts)).body.id, (await gift(p.id, sorts)).body.id]
    const res = await t.api.post('/api/packplayer/upgrade', { userId: p.id, packId: sorts }, { token: p.token })
    expect(res.status).toBe(200)
    expect(res.body.consumed).toEqual(given.slice(0, 3))
    expect(res.body.packPlayer).toMatchObject({ source: 'upgrade', openedAt: null })
    expect(res.body.packPlayer.pack.nom).toBe('Booster Classique')
    const inventory = await t.api.get(`/api/packplayer/user/${p.id}`, { token: p.token })
    expect(inventory.body.map((x: { id: number }) => x.id).sort()).toEqual([given[3], res.body.packPlayer.id].sort())
    const gone = await open(p, given[0])
    expect(gone.status).toBe(404)
    expect((await open(p, res.body.packPlayer.id)).body.cards).toHaveLength(5)
  })

  it('3 Booster Classique → 1 Booster Premium ; le Premium ne s’améliore pas', async () => {
    const p = await newPlayer(t.api)
    for (let i = 0; i < 3; i++) await gift(p.id, classique)
    const res = await t.api.post('/api/packplayer/upgrade', { userId: p.id, packId: classique }, { token: p.token })
    expect(res.body.packPlayer.pack.nom).toBe('Booster Premium')
    await unchanged(t, async () => {
      const top = await t.api.post('/api/packplayer/upgrade', { userId: p.id, packId: premium }, { token: p.token })
      expect(top.status).toBe(400)
      expect(top.body.message).toBe('Le Booster Premium est le meilleur booster : il ne peut pas être amélioré.')
    })
  })

  it('refuse sans 3 boosters non ouverts (409), pour un autre joueur (403), et une entrée invalide (400)', async () => {
    const [p, q] = [await newPlayer(t.api), await newPlayer(t.api)]
    const a = (await gift(p.id, sorts)).body.id
    await gift(p.id, sorts)
    await gift(p.id, sorts)
    await open(p, a)
    await unchanged(t, async () => {
      const few = await t.api.post('/api/packplayer/upgrade', { userId: p.id, packId: sorts }, { token: p.token })
      expect(few.status).toBe(409)
      expect(few.body.message).toBe('Il faut 3 « Booster Sorts » non ouverts pour obtenir un « Booster Classique » (vous en avez 2).')
      expect((await t.api.post('/api/packplayer/upgrade', { userId: p.id, packId: sorts }, { token: q.token })).status).toBe(403)
      const bad = await t.api.post('/api/packplayer/upgrade', { userId: p.id }, { token: p.token })
      expect(bad.status).toBe(400)
      expect(bad.body.message).toBe('Le champ « packId » est obligatoire.')
    })
  })
})

describe('outils admin des boosters', () => {
  it('donner, retirer un booster fermé ; un booster ouvert ne se retire pas', async () => {
    const p = await newPlayer(t.api)
    const given = await gift(p.id, premium)
    expect(given.status).toBe(201)
    expect(given.body).toMatchObject({ userId: p.id, source: 'gift' })
    const removed = await t.api.post('/api/packplayer/user/delete', { userId: p.id, packPlayerId: given.body.id }, { token: admin.token })
    expect(removed.status).toBe(200)
    expect(await count('pack_players', p.id)).toBe(0)
    const other = await gift(p.id, sorts)
    await open(p, other.body.id)
    await unchanged(t, async () => {
      const res = await t.api.post('/api/packplayer/user/delete', { userId: p.id, packPlayerId: other.body.id }, { token: admin.token })
      expect(res.status).toBe(409)
      expect(res.body.message).toBe('Ce booster a déjà été ouvert : son contenu est dans la collection du joueur.')
      const wrongUser = await t.api.post('/api/packplayer/user/delete', { userId: admin.id, packPlayerId: other.body.id }, { token: admin.token })
      expect(wrongUser.status).toBe(404)
    })
  })

  it('créer, modifier, retirer de la vente ; un booster déjà acheté garde ses conditions et reste ouvrable', async () => {
    const p = await newPlayer(t.api)
    const created = await t.api.post(
      '/api/packs',
      { nom: '  Booster Test  ', description: 'Deux cartes.', prix: 50, kind: 'cards', size: 2, guaranteedRarity: 'épique' },
      { token: admin.token },
    )
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ nom: 'Booster Test', prix: 50, size: 2, guaranteedRarity: 'épique', onSale: true, imageUrl: '/assets/packs/booster-classique.svg' })
    const bought = await buy(p, created.body.id)
    const edited = await t.api.post('/api/packplayer/edit', { id: created.body.id, size: 4, prix: 80, guaranteedRarity: null }, { token: admin.token })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ size: 4, prix: 80, guaranteedRarity: null })
    expect((await t.api.delete(`/api/packs/${created.body.id}`, { token: admin.token })).status).toBe(200)
    const players = await t.api.get('/api/packs', { token: p.token })
    expect(players.body.some((x: { id: number }) => x.id === created.body.id)).toBe(false)
    const admins = await t.api.get('/api/packs', { token: admin.token })
    expect(admins.body.find((x: { id: number }) => x.id === created.body.id).onSale).toBe(false)
    const opened = await open(p, bought.body.packPlayer.id)
    expect(opened.status).toBe(200)
    expect(opened.body.cards).toHaveLength(2)
    expect(opened.body.cards.some((c: { card: { rarete: Rarete } }) => rarityRank(c.card.rarete) >= 2)).toBe(true)
  })

  it('refuse une modification vide ou une image douteuse (400), sans rien changer', async () => {
    await unchanged(t, async () => {
      const empty = await t.api.post('/api/packplayer/edit', { id: classique }, { token: admin.token })
      expect(empty.status).toBe(400)
      expect(empty.body.message).toBe('Aucune donnée à modifier : indiquez au moins un champ.')
      const script = await t.api.post('/api/packplayer/edit', { id: classique, imageUrl: 'javascript:alert(1)' }, { token: admin.token })
      expect(script.status).toBe(400)
      expect(script.body.message).toBe("L'adresse de l'image doit commencer par « / » ou « https:// ».")
      const blank = await t.api.post('/api/packs', { nom: '   ', description: '', prix: 1, kind: 'cards', size: 1 }, { token: admin.token })
      expect(blank.body.message).toBe('Le nom ne peut pas être vide.')
      const missing = await t.api.post('/api/packplayer/edit', { id: 99999, prix: 3 }, { token: admin.token })
      expect(missing.status).toBe(404)
    })
  })
})
