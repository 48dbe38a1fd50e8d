// Cards and spells: the catalogue, upgrades with three duplicates (and the `cardlevelup` badge that
// follows the same rule), the admin's gifts, removals and catalogue edits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testApp, type TestApp } from './helpers/app'
import { adminToken, newPlayer, type Player } from './helpers/players'
import { deckInRunningGame, finishGame, rows, unchanged } from './helpers/economy'
import { chooseCopies } from '../../src/server/services/instances'

let t: TestApp
let admin: { id: number; token: string }
beforeAll(async () => {
  t = await testApp()
  admin = await adminToken(t.api)
})
afterAll(() => t.close())

interface Instance {
  id: number
  card?: { id: number; nom: string }
  spell?: { id: number }
  pointsHaut: number
  pointsGauche: number
  pointsDroite: number
  pointsBas: number
  upgradable: boolean
}

const cardsOf = async (p: Player): Promise<Instance[]> => (await t.api.get(`/api/cardplayer/user/${p.id}`, { token: p.token })).body
const spellsOf = async (p: Player): Promise<Instance[]> => (await t.api.get(`/api/spellplayer/user/${p.id}`, { token: p.token })).body
const badge = async (p: Player): Promise<number> => (await t.api.get(`/api/user/${p.id}`, { token: p.token })).body.cardlevelup
const giveCard = async (userId: number, cardId: number): Promise<Instance> => {
  const res = await t.api.post('/api/cardplayer/user/add', { userId, cardId }, { token: admin.token })
  expect(res.status).toBe(201)
  return res.body
}
const upgrade = (p: Player, cardPlayerId: number, userId = p.id) => t.api.post('/api/cardplayer/upgrade', { userId, cardPlayerId }, { token: p.token })
const bonus = (i: Instance) => [i.pointsHaut, i.pointsGauche, i.pointsDroite, i.pointsBas]
const starterDeckId = async (p: Player): Promise<number> => (await t.api.get(`/api/decksplayer/user/${p.id}`, { token: p.token })).body[0].id

describe('catalogue', () => {
  it('48 cartes et 16 sorts', async () => {
    const p = await newPlayer(t.api)
    expect((await t.api.get('/api/cards', { token: p.token })).body).toHaveLength(48)
    expect((await t.api.get('/api/spells', { token: p.token })).body).toHaveLength(16)
  })
})

describe('amélioration', () => {
  it('consomme 3 doublons hors deck pour +1 de chaque côté ; le badge suit', async () => {
    const p = await newPlayer(t.api)
    const [starter] = await cardsOf(p) // in the 'Deck de départ'
    expect(await badge(p)).toBe(0)
    const copies = [await giveCard(p.id, starter.card!.id), await giveCard(p.id, starter.card!.id), await giveCard(p.id, starter.card!.id)]
    expect(await badge(p)).toBe(1)
    const kept = copies[0]
    expect((await cardsOf(p)).find((c) => c.id === kept.id)!.upgradable).toBe(true)
    // Keep a copy: the starter instance is in a deck, so it is consumed only when needed. Two free
    // copies are not enough without it: it is taken, and leaves the starter deck.
    const res = await upgrade(p, kept.id)
    expect(res.status).toBe(200)
    expect(bonus(res.body.cardPlayer)).toEqual([1, 1, 1, 1])
    expect(res.body.consumed.sort()).toEqual([starter.id, copies[1].id, copies[2].id].sort())
    const left = (await cardsOf(p)).filter((c) => c.card!.id === starter.card!.id)
    expect(left.map((c) => c.id)).toEqual([kept.id])
    const deck = (await t.api.get(`/api/decksplayer/user/${p.id}`, { token: p.token })).body[0]
    expect(deck.cartes).toHaveLength(11)
    expect(await badge(p)).toBe(0)
  })

  it('préfère les exemplaires hors deck, puis le plus faible bonus', () => {
    const copy = (id: number, level: number, inDeck = false, dressed = false) => ({ id, level, inDeck, dressed })
    const chosen = chooseCopies([copy(1, 0, true), copy(2, 2), copy(3, 0), copy(4, 1), copy(5, 0, false, true), copy(6, 0)])
    expect(chosen.map((c) => c.id)).toEqual([6, 3, 5])
    expect(chooseCopies([copy(1, 0, true), copy(2, 3), copy(3, 1)]).map((c) => c.id)).toEqual([3, 2, 1])
  })

  it('monte jusqu’à +3 puis refuse (409) ; pas assez d’exemplaires → 409, sans rien changer', async () => {
    const p = await newPlayer(t.api)
    const cardId = (await t.api.get('/api/cards', { token: p.token })).body[47].id
    const kept = await giveCard(p.id, cardId)
    for (let level = 1; level <= 3; level++) {
      for (let i = 0; i < 3; i++) await giveCard(p.id, cardId)
      const res = await upgrade(p, kept.id)
      expect(res.status).toBe(200)
      expect(bonus(res.body.cardPlayer)).toEqual([level, level, level, level])
    }
    for (let i = 0; i < 3; i++) await giveCard(p.id, cardId)
    expect((await cardsOf(p)).find((c) => c.id === kept.id)!.upgradable).toBe(false)
    // A +0 copy never consumes the +3 one: with only 2 other +0 copies it cannot be upgraded.
    const spare = (await cardsOf(p)).find((c) => c.card!.id === cardId && c.id !== kept.id)!
    expect(spare.upgradable).toBe(false)
    expect(await badge(p)).toBe(0)
    await unchanged(t, async () => {
      const few = await upgrade(p, spare.id)
      expect(few.status).toBe(409)
      expect(few.body.message).toBe("Il faut 3 autres exemplaires de cette carte, de bonus égal ou inférieur, pour l'améliorer : 2 sont disponibles.")
      const maxed = await upgrade(p, kept.id)
      expect(maxed.status).toBe(409)
      expect(maxed.body.message).toBe('Cette carte est déjà au niveau maximum (+3).')
    })
    await giveCard(p.id, cardId)
    expect((await cardsOf(p)).find((c) => c.id === spare.id)!.upgradable).toBe(true)
    expect(await badge(p)).toBe(1)
    const lonely = (await cardsOf(p)).find((c) => c.card!.id !== cardId)!
    await unchanged(t, async () => {
      const none = await upgrade(p, lonely.id)
      expect(none.status).toBe(409)
      expect(none.body.message).toBe("Il faut 3 autres exemplaires de cette carte, de bonus égal ou inférieur, pour l'améliorer : aucun n'est disponible.")
    })
  })

  it("n'utilise jamais un exemplaire plus fort que celui qu'on garde", async () => {
    const p = await newPlayer(t.api)
    const cardId = (await t.api.get('/api/cards', { token: p.token })).body[46].id
    const strong = await giveCard(p.id, cardId)
    for (let i = 0; i < 3; i++) await giveCard(p.id, cardId)
    expect((await upgrade(p, strong.id)).status).toBe(200) // strong is +1
    const weak = [await giveCard(p.id, cardId), await giveCard(p.id, cardId), await giveCard(p.id, cardId), await giveCard(p.id, cardId)]
    const res = await upgrade(p, weak[0].id)
    expect(res.status).toBe(200)
    expect(res.body.consumed.sort()).toEqual(weak.slice(1).map((w) => w.id).sort())
    const left = (await cardsOf(p)).filter((c) => c.card!.id === cardId)
    expect(left.map((c) => [c.id, c.pointsHaut])).toEqual([
      [strong.id, 1],
      [weak[0].id, 1],
    ])
  })

  it("refuse l'instance d'un autre joueur (403), un autre userId (403) et une entrée invalide (400)", async () => {
    const [p, q] = [await newPlayer(t.api), await newPlayer(t.api)]
    const [mine] = await cardsOf(p)
    await unchanged(t, async () => {
      const stolen = await upgrade(q, mine.id)
      expect(stolen.status).toBe(403)
      expect(stolen.body.message).toBe("Cette carte n'appartient pas à ce joueur.")
      const asOther = await upgrade(q, mine.id, p.id)
      expect(asOther.status).toBe(403)
      expect(asOther.body.message).toBe('Accès refusé : vous ne pouvez agir que pour votre propre compte.')
      const bad = await t.api.post('/api/cardplayer/upgrade', { userId: p.id, cardPlayerId: '3' }, { token: p.token })
      expect(bad.status).toBe(400)
      expect(bad.body.message).toBe('Le champ « cardPlayerId » doit être un nombre entier.')
      expect((await upgrade(p, 999999)).status).toBe(404)
    })
  })

  it("une instance dans le deck d'une partie en cours n'est ni améliorée ni consommée", async () => {
    const p = await newPlayer(t.api)
    const deckId = await starterDeckId(p)
    const [starter] = await cardsOf(p)
    const copies = [await giveCard(p.id, starter.card!.id), await giveCard(p.id, starter.card!.id), await giveCard(p.id, starter.card!.id)]
    const game = await deckInRunningGame(t, p.id, deckId)
    expect(await badge(p)).toBe(0) // only 3 free copies: not enough for an upgrade
    expect((await cardsOf(p)).find((c) => c.id === copies[0].id)!.upgradable).toBe(false)
    await unchanged(t, async () => {
      const locked = await upgrade(p, starter.id)
      expect(locked.status).toBe(409)
      expect(locked.body.message).toBe("Cette carte est dans le deck d'une partie en cours : attendez la fin de la partie.")
      const few = await upgrade(p, copies[0].id)
      expect(few.status).toBe(409)
      expect(few.body.message).toBe("Il faut 3 autres exemplaires de cette carte, de bonus égal ou inférieur, pour l'améliorer : 2 sont disponibles.")
      const removal = await t.api.post('/api/cardplayer/user/delete', { userId: p.id, cardPlayerId: starter.id }, { token: admin.token })
      expect(removal.status).toBe(409)
    })
    await finishGame(t, game)
    expect(await badge(p)).toBe(1)
    expect((await upgrade(p, copies[0].id)).status).toBe(200)
  })

  it('les sorts suivent la même règle', async () => {
    const p = await newPlayer(t.api)
    const [spell] = await spellsOf(p)
    const given: Instance[] = []
    for (let i = 0; i < 3; i++) given.push((await t.api.post('/api/spellplayer/user/add', { userId: p.id, spellId: spell.spell!.id }, { token: admin.token })).body)
    expect(await badge(p)).toBe(1)
    const res = await t.api.post('/api/spellplayer/upgrade', { userId: p.id, spellPlayerId: given[0].id }, { token: p.token })
    expect(res.status).toBe(200)
    expect(bonus(res.body.spellPlayer)).toEqual([1, 1, 1, 1])
    expect(res.body.consumed).toHaveLength(3)
    const q = await newPlayer(t.api)
    await unchanged(t, async () => {
      const other = await t.api.post('/api/spellplayer/upgrade', { userId: q.id, spellPlayerId: given[0].id }, { token: q.token })
      expect(other.status).toBe(403)
      expect(other.body.message).toBe("Ce sort n'appartient pas à ce joueur.")
    })
  })
})

describe('outils admin des cartes et sorts', () => {
  it('donner et retirer une carte ou un sort ; refusé aux joueurs', async () => {
    const p = await newPlayer(t.api)
    const cards = (await t.api.get('/api/cards', { token: p.token })).body
    const given = await giveCard(p.id, cards[40].id)
    expect(given).toMatchObject({ joueur: { id: p.id }, card: { id: cards[40].id }, pointsHaut: 0, skinId: null })
    const removed = await t.api.post('/api/cardplayer/user/delete', { userId: p.id, cardPlayerId: given.id }, { token: admin.token })
    expect(removed.status).toBe(200)
    expect((await t.api.get(`/api/cardplayer/${given.id}`, { token: p.token })).status).toBe(404)
    const spell = await t.api.post('/api/spellplayer/user/add', { userId: p.id, spellId: 1 }, { token: admin.token })
    expect(spell.status).toBe(201)
    expect((await t.api.post('/api/spellplayer/user/delete', { userId: p.id, spellPlayerId: spell.body.id }, { token: admin.token })).status).toBe(200)
    const [mine] = await cardsOf(p)
    await unchanged(t, async () => {
      const asPlayer = await t.api.post('/api/cardplayer/user/add', { userId: p.id, cardId: cards[40].id }, { token: p.token })
      expect(asPlayer.status).toBe(403)
      expect(asPlayer.body.message).toBe('Accès réservé aux administrateurs.')
      expect((await t.api.post('/api/cardplayer/user/delete', { userId: p.id, cardPlayerId: mine.id }, { token: p.token })).status).toBe(403)
      expect((await t.api.post('/api/spellplayer/user/add', { userId: p.id, spellId: 1 }, { token: p.token })).status).toBe(403)
      expect((await t.api.post('/api/spellplayer/user/delete', { userId: p.id, spellPlayerId: 1 }, { token: p.token })).status).toBe(403)
      const unknown = await t.api.post('/api/cardplayer/user/add', { userId: p.id, cardId: 99999 }, { token: admin.token })
      expect(unknown.status).toBe(404)
      expect(unknown.body.message).toBe("Cette carte n'existe pas dans le catalogue.")
      expect((await t.api.post('/api/cardplayer/user/add', { userId: 99999, cardId: 1 }, { token: admin.token })).body.message).toBe('Utilisateur introuvable.')
      const wrongOwner = await t.api.post('/api/cardplayer/user/delete', { userId: admin.id, cardPlayerId: mine.id }, { token: admin.token })
      expect(wrongOwner.status).toBe(403)
      const bad = await t.api.post('/api/cardplayer/user/add', { userId: p.id }, { token: admin.token })
      expect(bad.status).toBe(400)
      expect(bad.body.message).toBe('Le champ « cardId » est obligatoire.')
    })
  })

  it('modifier une carte ou un sort du catalogue', async () => {
    const p = await newPlayer(t.api)
    const card = (await t.api.get('/api/cards', { token: p.token })).body[0]
    const res = await t.api.post('/api/cardplayer/edit', { id: card.id, nom: ' Gobelin Rusé ', pointsHaut: 9, description: 'Plus rusé.' }, { token: admin.token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: card.id, nom: 'Gobelin Rusé', pointsHaut: 9, pointsBas: card.pointsBas, description: 'Plus rusé.' })
    expect((await t.api.get('/api/cards', { token: p.token })).body[0].nom).toBe('Gobelin Rusé')
    const spell = await t.api.post('/api/spellplayer/edit', { id: 1, pointsHaut: -5, rarete: 'rare' }, { token: admin.token })
    expect(spell.body).toMatchObject({ id: 1, pointsHaut: -5, rarete: 'rare' })
  })

  it('refuse une modification vide, hors bornes ou par un joueur, sans rien changer', async () => {
    const p = await newPlayer(t.api)
    await unchanged(t, async () => {
      const empty = await t.api.post('/api/cardplayer/edit', { id: 2 }, { token: admin.token })
      expect(empty.status).toBe(400)
      expect(empty.body.message).toBe('Aucune donnée à modifier : indiquez au moins un champ.')
      const high = await t.api.post('/api/cardplayer/edit', { id: 2, pointsHaut: 12 }, { token: admin.token })
      expect(high.status).toBe(400)
      expect(high.body.message).toBe('Le champ « pointsHaut » doit être inférieur ou égal à 9.')
      const spell = await t.api.post('/api/spellplayer/edit', { id: 2, pointsBas: 6 }, { token: admin.token })
      expect(spell.body.message).toBe('Le champ « pointsBas » doit être inférieur ou égal à 5.')
      const blank = await t.api.post('/api/cardplayer/edit', { id: 2, nom: '  ' }, { token: admin.token })
      expect(blank.body.message).toBe('Le nom ne peut pas être vide.')
      expect((await t.api.post('/api/cardplayer/edit', { id: 99999, nom: 'X' }, { token: admin.token })).status).toBe(404)
      const player = await t.api.post('/api/cardplayer/edit', { id: 2, nom: 'Pirate' }, { token: p.token })
      expect(player.status).toBe(403)
      expect((await t.api.post('/api/spellplayer/edit', { id: 2, nom: 'Pirate' }, { token: p.token })).status).toBe(403)
    })
  })

  it("un admin lit les cartes et sorts d'un joueur ; un autre joueur non", async () => {
    const [p, q] = [await newPlayer(t.api), await newPlayer(t.api)]
    expect((await t.api.get(`/api/cardplayer/user/${p.id}`, { token: admin.token })).body).toHaveLength(14)
    expect((await t.api.get(`/api/spellplayer/user/${p.id}`, { token: q.token })).status).toBe(403)
    const [row] = await rows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM card_players WHERE user_id = ${p.id}`)
    expect(Number(row.n)).toBe(14)
  })
})
