// Recycling spare copies (POST /api/cardplayer/recycle, /api/spellplayer/recycle): a copy is spare
// when its owner has another instance of the item at +3 and the copy is in no deck; it is deleted
// and RECYCLE_VALUE of its rarity credited, once, even for requests at once on two instances. The
// `recyclable` flag, the refusals (in French, changing nothing) and the profile's badge follow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testApp, type TestApp } from './helpers/app'
import { burst, cluster, tally, type Cluster } from './helpers/bursts'
import { adminToken, newPlayer, type Player } from './helpers/players'
import { creditOf, deckInRunningGame, unchanged } from './helpers/economy'
import { RECYCLE_VALUE } from '../../src/game/economy'
import type { Rarete } from '../../src/game/rarity'

let t: TestApp
let admin: { id: number; token: string }
type Item = { id: number; nom: string; rarete: Rarete }
let catalogue: { cards: Item[]; spells: Item[] }
interface Instance {
  id: number
  card?: Item
  spell?: Item
  recyclable?: boolean
  upgradable: boolean
}

beforeAll(async () => {
  t = await testApp()
  admin = await adminToken(t.api)
  catalogue = { cards: (await t.api.get('/api/cards', { token: admin.token })).body, spells: (await t.api.get('/api/spells', { token: admin.token })).body }
})
afterAll(() => t.close())

/** A card of that rarity the player does not own yet. */
async function unowned(app: TestApp, p: Player, rarete: Rarete): Promise<Item> {
  const owned = new Set((await app.api.get(`/api/cardplayer/user/${p.id}`, { token: p.token })).body.map((c: Instance) => c.card!.id))
  return catalogue.cards.find((c) => c.rarete === rarete && !owned.has(c.id))!
}

/** Admin gifts of `count` copies (bonus 0); `level` sets them straight to that bonus. */
async function give(app: TestApp, userId: number, kind: 'card' | 'spell', itemId: number, count = 1, level = 0): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    const body = kind === 'card' ? { userId, cardId: itemId } : { userId, spellId: itemId }
    const res = await app.api.post(`/api/${kind}player/user/add`, body, { token: admin.token })
    expect(res.status).toBe(201)
    ids.push(res.body.id)
  }
  if (level) {
    const table = sql.identifier(kind === 'card' ? 'card_players' : 'spell_players')
    await app.app.db.execute(sql`UPDATE ${table} SET bonus_haut = ${level}, bonus_gauche = ${level}, bonus_droite = ${level}, bonus_bas = ${level} WHERE id IN ${ids}`)
    await app.app.pollCache.afterWrite()
  }
  return ids
}

const recycleCard = (app: TestApp, p: Player, cardPlayerId: number, userId = p.id) => app.api.post('/api/cardplayer/recycle', { userId, cardPlayerId }, { token: p.token })
const recycleSpell = (p: Player, spellPlayerId: number) => t.api.post('/api/spellplayer/recycle', { userId: p.id, spellPlayerId }, { token: p.token })
const cardsOf = async (app: TestApp, p: Player): Promise<Instance[]> => (await app.api.get(`/api/cardplayer/user/${p.id}`, { token: p.token })).body
const flags = async (p: Player, ids: number[]) => {
  const byId = new Map((await cardsOf(t, p)).map((c) => [c.id, c.recyclable]))
  return ids.map((id) => byId.get(id))
}
const profile = async (p: Player) => (await t.api.get(`/api/user/${p.id}`, { token: p.token })).body as { credit: number; cardlevelup: number }

describe('recycler', () => {
  it('un exemplaire en trop d’une carte déjà à +3 rapporte sa valeur ; le +3 reste', async () => {
    const p = await newPlayer(t.api)
    const item = await unowned(t, p, 'épique')
    const [spare] = await give(t, p.id, 'card', item.id)
    expect(await flags(p, [spare])).toEqual([false]) // no +3 copy yet
    const [maxed] = await give(t, p.id, 'card', item.id, 1, 3)
    const [other] = await give(t, p.id, 'card', item.id)
    expect(await flags(p, [maxed, spare, other])).toEqual([false, true, true])
    const credit = await creditOf(t, p.id)
    const res = await recycleCard(t, p, spare)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ credit: credit + RECYCLE_VALUE.épique })
    expect((await profile(p)).credit).toBe(credit + RECYCLE_VALUE.épique)
    expect((await cardsOf(t, p)).filter((c) => c.card!.id === item.id).map((c) => c.id)).toEqual([maxed, other])
    expect((await t.api.get(`/api/cardplayer/${spare}`, { token: p.token })).status).toBe(404)
  })

  it('avec deux exemplaires à +3, l’un peut être recyclé, puis l’autre non', async () => {
    const p = await newPlayer(t.api)
    const item = await unowned(t, p, 'légendaire')
    const [a, b] = await give(t, p.id, 'card', item.id, 2, 3)
    expect(await flags(p, [a, b])).toEqual([true, true])
    expect((await recycleCard(t, p, a)).status).toBe(200)
    expect(await flags(p, [b])).toEqual([false])
    await unchanged(t, async () => {
      const last = await recycleCard(t, p, b)
      expect([last.status, last.body.message]).toEqual([409, 'Cet exemplaire est votre seule carte de ce modèle au niveau +3 : il ne peut pas être recyclé.'])
    })
  })

  it('les sorts suivent la même règle', async () => {
    const p = await newPlayer(t.api)
    const item = catalogue.spells.find((s) => s.rarete === 'rare')!
    await give(t, p.id, 'spell', item.id, 1, 3)
    const [spare] = await give(t, p.id, 'spell', item.id)
    const spells: Instance[] = (await t.api.get(`/api/spellplayer/user/${p.id}`, { token: p.token })).body
    expect(spells.find((s) => s.id === spare)!.recyclable).toBe(true)
    const credit = await creditOf(t, p.id)
    expect((await recycleSpell(p, spare)).body).toEqual({ credit: credit + RECYCLE_VALUE.rare })
    const [starter] = spells.filter((s) => s.spell!.id !== item.id)
    await unchanged(t, async () => {
      const res = await recycleSpell(p, starter.id)
      expect([res.status, res.body.message]).toEqual([409, 'Vous ne possédez pas encore ce sort au niveau +3.'])
    })
  })

  it('le badge « cardlevelup » et le crédit du profil suivent', async () => {
    const p = await newPlayer(t.api)
    const item = await unowned(t, p, 'commune')
    await give(t, p.id, 'card', item.id, 1, 3)
    const spares = await give(t, p.id, 'card', item.id, 4)
    expect((await profile(p)).cardlevelup).toBe(1) // four +0 copies: one can be upgraded
    const before = await profile(p)
    expect((await recycleCard(t, p, spares[0])).status).toBe(200)
    expect(await profile(p)).toMatchObject({ cardlevelup: 0, credit: before.credit + RECYCLE_VALUE.commune })
  })
})

describe('refus', () => {
  it('pas encore de +3, seul +3, dans un deck, dans une partie en cours : 409 avec la raison, sans rien changer', async () => {
    const p = await newPlayer(t.api)
    const item = await unowned(t, p, 'rare')
    const [first] = await give(t, p.id, 'card', item.id)
    await unchanged(t, async () => {
      const res = await recycleCard(t, p, first)
      expect([res.status, res.body.message]).toEqual([409, 'Vous ne possédez pas encore cette carte au niveau +3.'])
    })
    const [maxed] = await give(t, p.id, 'card', item.id, 1, 3)
    const deck = await t.api.post('/api/decksplayer/create', { userId: p.id, name: 'Recyclage', cartes: [first] }, { token: p.token })
    expect(deck.status).toBe(201)
    expect(await flags(p, [first])).toEqual([false])
    await unchanged(t, async () => {
      const inDeck = await recycleCard(t, p, first)
      expect([inDeck.status, inDeck.body.message]).toEqual([409, 'Cette copie est dans un deck : retirez-la du deck pour la recycler.'])
      const onlyMax = await recycleCard(t, p, maxed)
      expect([onlyMax.status, onlyMax.body.message]).toEqual([409, 'Cet exemplaire est votre seule carte de ce modèle au niveau +3 : il ne peut pas être recyclé.'])
    })
    await deckInRunningGame(t, p.id, deck.body.id)
    await unchanged(t, async () => {
      const inGame = await recycleCard(t, p, first)
      expect([inGame.status, inGame.body.message]).toEqual([409, "Cette copie est dans le deck d'une partie en cours : attendez la fin de la partie."])
    })
  })

  it('la copie d’un autre (403), inconnue (404), un autre userId (403), une entrée invalide (400)', async () => {
    const [p, q] = [await newPlayer(t.api), await newPlayer(t.api)]
    const item = await unowned(t, p, 'commune')
    await give(t, p.id, 'card', item.id, 1, 3)
    const [spare] = await give(t, p.id, 'card', item.id)
    await unchanged(t, async () => {
      const stolen = await recycleCard(t, q, spare)
      expect([stolen.status, stolen.body.message]).toEqual([403, "Cette carte n'appartient pas à ce joueur."])
      const asOther = await recycleCard(t, q, spare, p.id)
      expect([asOther.status, asOther.body.message]).toEqual([403, 'Accès refusé : vous ne pouvez agir que pour votre propre compte.'])
      const unknown = await recycleCard(t, p, 999999)
      expect([unknown.status, unknown.body.message]).toEqual([404, 'Carte introuvable.'])
      const unknownSpell = await recycleSpell(p, 999999)
      expect([unknownSpell.status, unknownSpell.body.message]).toEqual([404, 'Sort introuvable.'])
      const bad = await t.api.post('/api/cardplayer/recycle', { userId: p.id, cardPlayerId: 0 }, { token: p.token })
      expect([bad.status, bad.body.message]).toEqual([400, 'Le champ « cardPlayerId » doit être supérieur ou égal à 1.'])
    })
    const byAdmin = await t.api.post('/api/cardplayer/recycle', { userId: p.id, cardPlayerId: spare }, { token: admin.token })
    expect(byAdmin.status).toBe(200)
  })
})

describe('recyclages simultanés (deux instances sur PostgreSQL)', () => {
  let c: Cluster
  beforeAll(async () => {
    c = await cluster()
  })
  afterAll(() => c.close())

  it('la même copie recyclée six fois à la fois est créditée une fois', async () => {
    const p = await newPlayer(c.at(0).api)
    const item = await unowned(c.at(0), p, 'épique')
    await give(c.at(0), p.id, 'card', item.id, 1, 3)
    const [spare] = await give(c.at(0), p.id, 'card', item.id)
    const credit = await creditOf(c.at(0), p.id)
    const answers = await burst(6, (i) => recycleCard(c.at(i), p, spare))
    expect(tally(answers)[200]).toBe(1)
    for (const a of answers.filter((x) => x.status !== 200)) expect([a.status, a.body.message]).toEqual([404, 'Carte introuvable.'])
    expect(await creditOf(c.at(1), p.id)).toBe(credit + RECYCLE_VALUE.épique)
  })

  it('des copies différentes à la fois sont toutes créditées ; les deux +3 à la fois : un seul part', async () => {
    const p = await newPlayer(c.at(0).api)
    const item = await unowned(c.at(0), p, 'rare')
    const maxed = await give(c.at(0), p.id, 'card', item.id, 2, 3)
    const spares = await give(c.at(0), p.id, 'card', item.id, 4)
    const credit = await creditOf(c.at(0), p.id)
    const answers = await burst(spares.length, (i) => recycleCard(c.at(i), p, spares[i]))
    expect(tally(answers)).toEqual({ 200: spares.length })
    expect(await creditOf(c.at(1), p.id)).toBe(credit + spares.length * RECYCLE_VALUE.rare)
    const both = await burst(2, (i) => recycleCard(c.at(i), p, maxed[i]))
    expect(tally(both)).toEqual({ 200: 1, 409: 1 })
    expect((await cardsOf(c.at(0), p)).filter((x) => x.card!.id === item.id)).toHaveLength(1)
    expect(await creditOf(c.at(1), p.id)).toBe(credit + (spares.length + 1) * RECYCLE_VALUE.rare)
  })
})
