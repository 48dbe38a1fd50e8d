// Admin tools of the economy: every admin-only call is refused to players (403, nothing changed)
// and answered for admins; every call of the economy's tags has a handler (none answers 501).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers/app'
import { adminToken, newPlayer, type Player } from './helpers/players'
import { unchanged } from './helpers/economy'
import { contractOperations } from '../../src/server/contract'
import { builtOperations } from '../../src/server/routes'

let t: TestApp
let admin: { id: number; token: string }
let p: Player
beforeAll(async () => {
  t = await testApp()
  admin = await adminToken(t.api)
  p = await newPlayer(t.api)
})
afterAll(() => t.close())

const ECONOMY_TAGS = ['catalogue', 'cards', 'decks', 'packs', 'skins', 'friends', 'news']
const economyOps = () => contractOperations().filter((op) => (op.spec.tags as string[]).some((tag) => ECONOMY_TAGS.includes(tag)))

describe('appels admin', () => {
  it('chaque appel réservé aux admins est refusé aux joueurs, sans rien changer', async () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/api/packs', { nom: 'X', description: '', prix: 1, kind: 'cards', size: 1 }],
      ['DELETE', '/api/packs/1', undefined],
      ['POST', '/api/packplayer/edit', { id: 1, prix: 1 }],
      ['POST', '/api/packplayer/user/add', { userId: p.id, packId: 1 }],
      ['POST', '/api/packplayer/user/delete', { userId: p.id, packPlayerId: 1 }],
      ['POST', '/api/cardplayer/edit', { id: 1, nom: 'X' }],
      ['POST', '/api/cardplayer/user/add', { userId: p.id, cardId: 1 }],
      ['POST', '/api/cardplayer/user/delete', { userId: p.id, cardPlayerId: 1 }],
      ['POST', '/api/spellplayer/edit', { id: 1, nom: 'X' }],
      ['POST', '/api/spellplayer/user/add', { userId: p.id, spellId: 1 }],
      ['POST', '/api/spellplayer/user/delete', { userId: p.id, spellPlayerId: 1 }],
      ['POST', '/api/skins', { nom: 'X', rarete: 'rare', prix: 1, linkedId: 1, type: 'card' }],
      ['DELETE', '/api/skins/1', undefined],
      ['PATCH', '/api/skins/1', { onSale: true }],
      ['POST', '/api/news', { title: 'X', body: 'Y' }],
      ['PUT', '/api/news/1', { title: 'X', body: 'Y' }],
      ['DELETE', '/api/news/1', undefined],
    ]
    const adminOps = economyOps().filter((op) => op.scopes?.includes('admin'))
    expect(calls).toHaveLength(adminOps.length)
    await unchanged(t, async () => {
      for (const [method, url, body] of calls) {
        const res = await t.api.call(method, url, { token: p.token, body })
        expect(res.status, `${method} ${url}`).toBe(403)
        expect(res.body.message).toBe('Accès réservé aux administrateurs.')
      }
    })
  })

  it("un admin agit pour un joueur : lui donner un booster et l'ouvrir pour lui", async () => {
    const gift = await t.api.post('/api/packplayer/user/add', { userId: p.id, packId: 1 }, { token: admin.token })
    expect(gift.status).toBe(201)
    const opened = await t.api.post('/api/packplayer/user/open', { userId: p.id, packPlayerId: gift.body.id }, { token: admin.token })
    expect(opened.status).toBe(200)
    expect((await t.api.get(`/api/packplayer/user/${p.id}`, { token: admin.token })).body).toHaveLength(1)
  })
})

describe('couverture', () => {
  it("chaque appel des boosters, cartes, decks, skins, amis et actualités a un gestionnaire (aucun 501)", () => {
    const built = new Set(builtOperations())
    const missing = economyOps()
      .map((op) => op.operationId)
      .filter((id) => !built.has(id))
    expect(missing).toEqual([])
  })
})
