// Decks: create, replace the content, rename, delete — only owned instances, each at most once,
// within 30 cards and 15 spells; the playable flag follows src/game's deck rule; a deck in a game
// in progress keeps its content and cannot be deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers/app'
import { adminToken, newPlayer, type Player } from './helpers/players'
import { deckInRunningGame, finishGame, unchanged } from './helpers/economy'
import { isDeckPlayable } from '../../src/game/decks'

let t: TestApp
let admin: { id: number; token: string }
beforeAll(async () => {
  t = await testApp()
  admin = await adminToken(t.api)
})
afterAll(() => t.close())

const ids = async (p: Player, kind: 'cardplayer' | 'spellplayer'): Promise<number[]> =>
  (await t.api.get(`/api/${kind}/user/${p.id}`, { token: p.token })).body.map((i: { id: number }) => i.id)
const create = (p: Player, body: Record<string, unknown>) => t.api.post('/api/decksplayer/create', { userId: p.id, ...body }, { token: p.token })

describe('création', () => {
  it('crée un deck avec ses instances, dans l’ordre, et son indicateur jouable', async () => {
    const p = await newPlayer(t.api)
    const [cards, spells] = [await ids(p, 'cardplayer'), await ids(p, 'spellplayer')]
    const small = await create(p, { name: '  Rapide ', cartes: [cards[3], cards[1], cards[2]], spells: [] })
    expect(small.status).toBe(201)
    expect(small.body).toMatchObject({ name: 'Rapide', userId: p.id, playable: false, inGame: false })
    expect(small.body.cartes.map((c: { id: number }) => c.id)).toEqual([cards[3], cards[1], cards[2]])
    const full = await create(p, { name: 'Complet', cartes: cards.slice(0, 12) })
    expect(full.body.playable).toBe(true)
    const spellsOnly = await create(p, { name: 'Sorts', spells })
    expect(spellsOnly.body.playable).toBe(isDeckPlayable(0, 6))
    const empty = await create(p, { name: 'Vide' })
    expect(empty.body).toMatchObject({ cartes: [], spells: [], playable: false })
    const list = await t.api.get(`/api/decksplayer/user/${p.id}`, { token: p.token })
    expect(list.body.map((d: { name: string }) => d.name)).toEqual(['Deck de départ', 'Rapide', 'Complet', 'Sorts', 'Vide'])
  })

  it("refuse les instances d'un autre, les doublons, les dépassements, un nom vide et un autre joueur, sans rien changer", async () => {
    const [p, q] = [await newPlayer(t.api), await newPlayer(t.api)]
    const [mine, theirs] = [await ids(p, 'cardplayer'), await ids(q, 'cardplayer')]
    const theirSpells = await ids(q, 'spellplayer')
    await unchanged(t, async () => {
      const stranger = await create(p, { name: 'Vol', cartes: [mine[0], theirs[0]] })
      expect(stranger.status).toBe(400)
      expect(stranger.body.message).toBe(`La carte n° ${theirs[0]} ne fait pas partie de la collection de ce joueur.`)
      const strangerSpell = await create(p, { name: 'Vol', spells: [theirSpells[0]] })
      expect(strangerSpell.body.message).toBe(`Le sort n° ${theirSpells[0]} ne fait pas partie de la collection de ce joueur.`)
      const twice = await create(p, { name: 'Double', cartes: [mine[0], mine[0]] })
      expect(twice.body.message).toBe("Une même carte ne peut figurer qu'une fois dans un deck.")
      const tooMany = await create(p, { name: 'Trop', cartes: Array.from({ length: 31 }, (_, i) => i + 1) })
      expect(tooMany.body.message).toBe('Un deck contient au plus 30 cartes (31 choisies).')
      const tooManySpells = await create(p, { name: 'Trop', spells: Array.from({ length: 16 }, (_, i) => i + 1) })
      expect(tooManySpells.body.message).toBe('Un deck contient au plus 15 sorts (16 choisis).')
      const blank = await create(p, { name: '   ' })
      expect(blank.body.message).toBe('Le nom du deck ne peut pas être vide.')
      const long = await create(p, { name: 'x'.repeat(41) })
      expect(long.body.message).toBe('Le champ « name » doit contenir au plus 40 caractères.')
      const typed = await create(p, { name: 'Typé', cartes: ['1'] })
      expect(typed.status).toBe(400)
      expect(typed.body.message).toBe('Le champ « cartes » doit être un nombre entier.')
      const other = await t.api.post('/api/decksplayer/create', { userId: q.id, name: 'Pirate' }, { token: p.token })
      expect(other.status).toBe(403)
      const ghost = await t.api.post('/api/decksplayer/create', { userId: 999999, name: 'Fantôme' }, { token: admin.token })
      expect(ghost.status).toBe(404)
    })
  })
})

describe('modification', () => {
  it('remplace le contenu et le nom ; le deck devient jouable', async () => {
    const p = await newPlayer(t.api)
    const cards = await ids(p, 'cardplayer')
    const deck = (await create(p, { name: 'Brouillon', cartes: cards.slice(0, 2) })).body
    const res = await t.api.post('/api/decksplayer/update', { userId: p.id, id: deck.id, name: 'Final', cartes: cards.slice(2, 14), spells: [] }, { token: p.token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: deck.id, name: 'Final', playable: true })
    expect(res.body.cartes.map((c: { id: number }) => c.id)).toEqual(cards.slice(2, 14))
    const renamed = await t.api.post('/api/decksplayer/update/name', { userId: p.id, id: deck.id, name: 'Champion' }, { token: p.token })
    expect(renamed.body).toMatchObject({ name: 'Champion', playable: true })
    expect(renamed.body.cartes).toHaveLength(12)
  })

  it("refuse le deck d'un autre (403), un contenu invalide (400), un deck en partie (409), sans rien changer", async () => {
    const [p, q] = [await newPlayer(t.api), await newPlayer(t.api)]
    const cards = await ids(p, 'cardplayer')
    const deck = (await t.api.get(`/api/decksplayer/user/${p.id}`, { token: p.token })).body[0]
    await unchanged(t, async () => {
      const other = await t.api.post('/api/decksplayer/update', { userId: q.id, id: deck.id, cartes: [], spells: [] }, { token: q.token })
      expect(other.status).toBe(403)
      expect(other.body.message).toBe("Ce deck n'appartient pas à ce joueur.")
      const otherName = await t.api.post('/api/decksplayer/update/name', { userId: q.id, id: deck.id, name: 'À moi' }, { token: q.token })
      expect(otherName.status).toBe(403)
      const twice = await t.api.post('/api/decksplayer/update', { userId: p.id, id: deck.id, cartes: [cards[0], cards[0]], spells: [] }, { token: p.token })
      expect(twice.status).toBe(400)
      const missing = await t.api.post('/api/decksplayer/update', { userId: p.id, id: deck.id, cartes: [] }, { token: p.token })
      expect(missing.body.message).toBe('Le champ « spells » est obligatoire.')
      const blank = await t.api.post('/api/decksplayer/update/name', { userId: p.id, id: deck.id, name: ' ' }, { token: p.token })
      expect(blank.body.message).toBe('Le nom du deck ne peut pas être vide.')
      expect((await t.api.post('/api/decksplayer/update/name', { userId: p.id, id: 999999, name: 'X' }, { token: p.token })).status).toBe(404)
    })
    const game = await deckInRunningGame(t, p.id, deck.id)
    expect((await t.api.get(`/api/decksplayer/${deck.id}`, { token: p.token })).body.inGame).toBe(true)
    await unchanged(t, async () => {
      const busy = await t.api.post('/api/decksplayer/update', { userId: p.id, id: deck.id, cartes: [], spells: [] }, { token: p.token })
      expect(busy.status).toBe(409)
      expect(busy.body.message).toBe('Ce deck est utilisé dans une partie en cours : attendez la fin de la partie.')
    })
    await finishGame(t, game)
  })
})

describe('suppression', () => {
  it("supprime son deck ; pas celui d'un autre ; pas pendant une partie", async () => {
    const [p, q] = [await newPlayer(t.api), await newPlayer(t.api)]
    const deck = (await create(p, { name: 'Jetable' })).body
    await unchanged(t, async () => {
      const other = await t.api.post('/api/decksplayer/delete', { userId: q.id, id: deck.id }, { token: q.token })
      expect(other.status).toBe(403)
      const asOther = await t.api.post('/api/decksplayer/delete', { userId: p.id, id: deck.id }, { token: q.token })
      expect(asOther.status).toBe(403)
      const bad = await t.api.post('/api/decksplayer/delete', { userId: p.id, id: 'x' }, { token: p.token })
      expect(bad.status).toBe(400)
    })
    const game = await deckInRunningGame(t, p.id, deck.id)
    await unchanged(t, async () => {
      const busy = await t.api.post('/api/decksplayer/delete', { userId: p.id, id: deck.id }, { token: p.token })
      expect(busy.status).toBe(409)
      expect(busy.body.message).toBe('Ce deck est utilisé dans une partie en cours : attendez la fin de la partie.')
    })
    await finishGame(t, game)
    const res = await t.api.post('/api/decksplayer/delete', { userId: p.id, id: deck.id }, { token: p.token })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Le deck « Jetable » a été supprimé.')
    expect((await t.api.get(`/api/decksplayer/${deck.id}`, { token: p.token })).status).toBe(404)
    expect((await t.api.post('/api/decksplayer/delete', { userId: p.id, id: deck.id }, { token: p.token })).status).toBe(404)
  })

  it("un admin gère le deck d'un joueur", async () => {
    const p = await newPlayer(t.api)
    const deck = (await create(p, { name: 'Aidé' })).body
    const renamed = await t.api.post('/api/decksplayer/update/name', { userId: p.id, id: deck.id, name: 'Corrigé' }, { token: admin.token })
    expect(renamed.body.name).toBe('Corrigé')
    expect((await t.api.post('/api/decksplayer/delete', { userId: p.id, id: deck.id }, { token: admin.token })).status).toBe(200)
  })
})
