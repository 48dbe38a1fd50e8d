// Defects of issue 14 on the server: the admin account stays out of the public ranking; an admin
// edits a skin (PATCH /api/skins/{id}, the fields sent) and puts a withdrawn one back on sale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testApp, type TestApp } from './helpers/app'
import { adminToken, newPlayer, type Player } from './helpers/players'
import { users } from '../../src/server/db/schema'

let t: TestApp
let admin: { id: number; token: string }
let p: Player
beforeAll(async () => {
  t = await testApp()
  admin = await adminToken(t.api)
  p = await newPlayer(t.api)
})
afterAll(() => t.close())

const patch = (id: number, body: unknown, token = admin.token) => t.api.call('PATCH', `/api/skins/${id}`, { body, token })

describe('public ranking', () => {
  it('leaves the admin account out, even with the best rating', async () => {
    await t.api.put(`/admin/user/${admin.id}`, { rating: 3900 }, { token: admin.token })
    for (const id of [admin.id, p.id]) await t.app.db.update(users).set({ rankedPlayed: 1 }).where(eq(users.id, id)) // the ranking lists ranked players only
    const ranking = (await t.api.get('/api/user/ranking', { token: p.token })).body as { id: number; rank: number }[]
    expect(ranking.some((r) => r.id === p.id)).toBe(true)
    expect(ranking.some((r) => r.id === admin.id)).toBe(false)
    expect(ranking[0].rank).toBe(1)
  })
})

describe('admin skin edit', () => {
  async function newSkin(nom: string) {
    const cards = (await t.api.get('/api/cards', { token: admin.token })).body as { id: number }[]
    const res = await t.api.post('/api/skins', { nom, rarete: 'rare', prix: 1.99, linkedId: cards[0].id, type: 'card' }, { token: admin.token })
    expect(res.status).toBe(201)
    return res.body as { id: number; linkedId: number }
  }

  it('changes only the fields sent, and answers the edited skin', async () => {
    const skin = await newSkin('Garde Dorée')
    const res = await patch(skin.id, { nom: '  Garde Vermeille ', prix: 2.5, rarete: 'épique' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: skin.id, nom: 'Garde Vermeille', prix: 2.5, rarete: 'épique', linkedId: skin.linkedId, type: 'card', onSale: true })
    const listed = (await t.api.get('/api/skins', { token: p.token })).body as { id: number; nom: string }[]
    expect(listed.find((s) => s.id === skin.id)?.nom).toBe('Garde Vermeille')
  })

  it('puts a withdrawn skin back on sale', async () => {
    const skin = await newSkin('Loup Spectral')
    expect((await t.api.delete(`/api/skins/${skin.id}`, { token: admin.token })).status).toBe(200)
    const onSale = async () => ((await t.api.get('/api/skins', { token: p.token })).body as { id: number }[]).some((s) => s.id === skin.id)
    expect(await onSale()).toBe(false)
    const res = await patch(skin.id, { onSale: true })
    expect(res.status).toBe(200)
    expect(res.body.onSale).toBe(true)
    expect(await onSale()).toBe(true)
  })

  it('refuses bad edits with a 400 in French, an unknown skin with a 404, a player with a 403', async () => {
    const skin = await newSkin('Dragon Pâle')
    const cases: [unknown, RegExp][] = [
      [{}, /modifi/i],
      [{ nom: '   ' }, /nom/i],
      [{ prix: 1.999 }, /deux décimales/],
      [{ linkedId: 999999 }, /999999/],
      [{ type: 'spell', linkedId: 999999 }, /999999/],
    ]
    for (const [body, message] of cases) {
      const res = await patch(skin.id, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message).toMatch(message)
    }
    expect((await patch(999999, { nom: 'X' })).status).toBe(404)
    expect((await patch(skin.id, { nom: 'Volé' }, p.token)).status).toBe(403)
    const unchanged = ((await t.api.get('/api/skins', { token: p.token })).body as { id: number; nom: string }[]).find((s) => s.id === skin.id)
    expect(unchanged?.nom).toBe('Dragon Pâle')
  })
})
