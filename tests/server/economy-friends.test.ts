// Friends: search by pseudo, send, accept, refuse or withdraw, remove, lists; `friendsnotif` counts
// the pending requests received.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testApp, type TestApp } from './helpers/app'
import { newPlayer, type Player } from './helpers/players'
import { rows, unchanged } from './helpers/economy'
import { areFriends } from '../../src/server/db/repositories/friends'
import { TRAINING_BOTS } from '../../src/server/seed/bots'

let t: TestApp
beforeAll(async () => {
  t = await testApp()
})
afterAll(() => t.close())

const send = (p: Player, friendId: number, userId = p.id) => t.api.post('/api/friends/send', { userId, friendId }, { token: p.token })
const accept = (p: Player, requestId: number) => t.api.post('/api/friends/accept', { userId: p.id, requestId }, { token: p.token })
const refuse = (p: Player, requestId: number) => t.api.post('/api/friends/refuse', { userId: p.id, requestId }, { token: p.token })
const notif = async (p: Player) => (await t.api.get(`/api/user/${p.id}`, { token: p.token })).body.friendsnotif

describe('recherche', () => {
  it('trouve les joueurs par pseudo, avec leur relation, sans bots ni comptes désactivés', async () => {
    const stamp = Date.now().toString(36).slice(-4)
    const alice = await newPlayer(t.api, `Alice_${stamp}`)
    const alicia = await newPlayer(t.api, `xAlicia_${stamp}`)
    const gone = await newPlayer(t.api, `Alibi_${stamp}`)
    await t.app.db.execute(sql`UPDATE users SET disabled = true WHERE id = ${gone.id}`)
    await t.app.pollCache.afterWrite()
    await send(alice, alicia.id)
    const res = await t.api.get(`/api/friends/search?q=ali`, { token: alice.token })
    expect(res.status).toBe(200)
    const mine = res.body.filter((r: { pseudo: string }) => r.pseudo.endsWith(stamp))
    expect(mine.map((r: { pseudo: string; relation: string }) => [r.pseudo, r.relation])).toEqual([
      [`Alice_${stamp}`, 'self'],
      [`xAlicia_${stamp}`, 'outgoing'],
    ])
    const seen = await t.api.get(`/api/friends/search?q=${encodeURIComponent(`ALICIA_${stamp}`)}`, { token: alicia.token })
    expect(seen.body.map((r: { relation: string }) => r.relation)).toEqual(['self'])
    const percent = await t.api.get('/api/friends/search?q=%25', { token: alice.token })
    expect(percent.body).toEqual([])
    const empty = await t.api.get('/api/friends/search?q=', { token: alice.token })
    expect(empty.status).toBe(400)
    const bot = await t.api.get(`/api/friends/search?q=${encodeURIComponent(TRAINING_BOTS[0].pseudo)}`, { token: alice.token })
    expect(bot.body).toEqual([])
  })
})

describe('demandes', () => {
  it('envoyer, accepter : les deux sont amis ; le badge compte les demandes reçues', async () => {
    const [a, b] = [await newPlayer(t.api), await newPlayer(t.api)]
    const sent = await send(a, b.id)
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({ from: { id: a.id }, to: { id: b.id }, status: 'pending' })
    expect(await notif(b)).toBe(1)
    expect(await notif(a)).toBe(0)
    const lists = await t.api.get(`/api/friends/requests/${b.id}`, { token: b.token })
    expect(lists.body.incoming.map((r: { id: number }) => r.id)).toEqual([sent.body.id])
    expect(lists.body.outgoing).toEqual([])
    const accepted = await accept(b, sent.body.id)
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ id: sent.body.id, user: { id: a.id, pseudo: a.pseudo } })
    expect(await notif(b)).toBe(0)
    expect((await t.api.get(`/api/friends/${a.id}`, { token: a.token })).body.map((f: { user: { id: number } }) => f.user.id)).toEqual([b.id])
    expect(await areFriends(t.app.db, a.id, b.id)).toBe(true)
  })

  it("demander en retour à quelqu'un qui a déjà demandé crée l'amitié", async () => {
    const [a, b] = [await newPlayer(t.api), await newPlayer(t.api)]
    await send(a, b.id)
    const back = await send(b, a.id)
    expect(back.status).toBe(201)
    expect(back.body.status).toBe('accepted')
    expect(await areFriends(t.app.db, a.id, b.id)).toBe(true)
  })

  it('refuser une demande reçue, annuler une demande envoyée', async () => {
    const [a, b, c] = [await newPlayer(t.api), await newPlayer(t.api), await newPlayer(t.api)]
    const ab = await send(a, b.id)
    const refused = await refuse(b, ab.body.id)
    expect(refused.body.message).toBe('Demande refusée.')
    const ac = await send(a, c.id)
    const withdrawn = await refuse(a, ac.body.id)
    expect(withdrawn.body.message).toBe('Demande annulée.')
    expect(await notif(c)).toBe(0)
    expect(await rows(t, sql`SELECT id FROM friendships WHERE requester_id = ${a.id}`)).toEqual([])
  })

  it('retirer un ami', async () => {
    const [a, b] = [await newPlayer(t.api), await newPlayer(t.api)]
    await accept(b, (await send(a, b.id)).body.id)
    const removed = await t.api.post('/api/friends/remove', { userId: b.id, friendId: a.id }, { token: b.token })
    expect(removed.status).toBe(200)
    expect(await areFriends(t.app.db, a.id, b.id)).toBe(false)
    expect((await t.api.get(`/api/friends/${a.id}`, { token: a.token })).body).toEqual([])
  })

  it('refuse soi-même, les doublons, un inconnu, un autre joueur et une entrée invalide, sans rien changer', async () => {
    const [a, b, c] = [await newPlayer(t.api), await newPlayer(t.api), await newPlayer(t.api)]
    const pending = await send(a, b.id)
    await unchanged(t, async () => {
      const self = await send(a, a.id)
      expect(self.status).toBe(400)
      expect(self.body.message).toBe('Vous ne pouvez pas vous ajouter vous-même en ami.')
      const twice = await send(a, b.id)
      expect(twice.status).toBe(409)
      expect(twice.body.message).toBe(`Vous avez déjà envoyé une demande à ${b.pseudo} : elle attend sa réponse.`)
      expect((await send(a, 999999)).status).toBe(404)
      const other = await send(c, b.id, a.id)
      expect(other.status).toBe(403)
      const ownAccept = await accept(a, pending.body.id)
      expect(ownAccept.status).toBe(403)
      expect(ownAccept.body.message).toBe("Seul le joueur qui a reçu la demande peut l'accepter.")
      const stranger = await accept(c, pending.body.id)
      expect(stranger.status).toBe(404)
      expect(stranger.body.message).toBe('Demande introuvable ou déjà traitée.')
      expect((await refuse(c, pending.body.id)).status).toBe(404)
      const removeAsOther = await t.api.post('/api/friends/remove', { userId: a.id, friendId: b.id }, { token: c.token })
      expect(removeAsOther.status).toBe(403)
      const notFriends = await t.api.post('/api/friends/remove', { userId: a.id, friendId: c.id }, { token: a.token })
      expect(notFriends.status).toBe(404)
      expect(notFriends.body.message).toBe('Ce joueur ne fait pas partie de vos amis.')
      const bad = await t.api.post('/api/friends/send', { userId: a.id, friendId: 'b' }, { token: a.token })
      expect(bad.status).toBe(400)
      expect(bad.body.message).toBe('Le champ « friendId » doit être un nombre entier.')
      expect((await t.api.get(`/api/friends/${a.id}`, { token: c.token })).status).toBe(403)
      expect((await t.api.get(`/api/friends/requests/${a.id}`, { token: c.token })).status).toBe(403)
    })
    await accept(b, pending.body.id)
    await unchanged(t, async () => {
      const already = await send(b, a.id)
      expect(already.status).toBe(409)
      expect(already.body.message).toBe(`Vous êtes déjà ami avec ${a.pseudo}.`)
      expect((await accept(b, pending.body.id)).status).toBe(404)
    })
  })
})
