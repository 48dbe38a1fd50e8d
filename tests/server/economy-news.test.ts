// News: every player reads them newest first; admins write, edit and delete them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers/app'
import { adminToken, newPlayer, type Player } from './helpers/players'
import { unchanged } from './helpers/economy'

let t: TestApp
let admin: { id: number; token: string }
let p: Player
beforeAll(async () => {
  t = await testApp()
  admin = await adminToken(t.api)
  p = await newPlayer(t.api)
})
afterAll(() => t.close())

describe('actualités', () => {
  it('les 3 actualités de départ, la plus récente en premier', async () => {
    const res = await t.api.get('/api/news', { token: p.token })
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(3)
    const dates = res.body.map((n: { createdAt: string }) => n.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(res.body[2].title).toBe("L'Arène des Cartes ouvre ses portes !")
  })

  it('un admin publie, modifie et supprime', async () => {
    t.clock.advance(60_000)
    const created = await t.api.post('/api/news', { title: ' Nouvelle saison ', body: 'Des cartes inédites.', imageUrl: '/assets/news/saison.svg' }, { token: admin.token })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ title: 'Nouvelle saison', body: 'Des cartes inédites.', imageUrl: '/assets/news/saison.svg', createdAt: t.clock().toISOString() })
    expect((await t.api.get('/api/news', { token: p.token })).body[0].id).toBe(created.body.id)
    t.clock.advance(1000)
    const updated = await t.api.put(`/api/news/${created.body.id}`, { title: 'Saison 2', body: 'Encore plus de cartes.' }, { token: admin.token })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ title: 'Saison 2', imageUrl: '/assets/news/saison.svg', createdAt: created.body.createdAt, updatedAt: t.clock().toISOString() })
    const noImage = await t.api.put(`/api/news/${created.body.id}`, { title: 'Saison 2', body: 'Sans image.', imageUrl: null }, { token: admin.token })
    expect(noImage.body.imageUrl).toBeNull()
    const deleted = await t.api.delete(`/api/news/${created.body.id}`, { token: admin.token })
    expect(deleted.body.message).toBe("L'actualité « Saison 2 » a été supprimée.")
    expect((await t.api.get('/api/news', { token: p.token })).body).toHaveLength(3)
  })

  it('refuse les joueurs, les entrées invalides et les actualités inconnues, sans rien changer', async () => {
    const [first] = (await t.api.get('/api/news', { token: p.token })).body
    await unchanged(t, async () => {
      const asPlayer = await t.api.post('/api/news', { title: 'Pirate', body: 'Non.' }, { token: p.token })
      expect(asPlayer.status).toBe(403)
      expect(asPlayer.body.message).toBe('Accès réservé aux administrateurs.')
      expect((await t.api.put(`/api/news/${first.id}`, { title: 'Pirate', body: 'Non.' }, { token: p.token })).status).toBe(403)
      expect((await t.api.delete(`/api/news/${first.id}`, { token: p.token })).status).toBe(403)
      const blank = await t.api.post('/api/news', { title: '  ', body: 'Texte.' }, { token: admin.token })
      expect(blank.status).toBe(400)
      expect(blank.body.message).toBe('Le titre ne peut pas être vide.')
      const missing = await t.api.post('/api/news', { title: 'Titre' }, { token: admin.token })
      expect(missing.body.message).toBe('Le champ « body » est obligatoire.')
      const image = await t.api.post('/api/news', { title: 'Titre', body: 'Texte.', imageUrl: 'javascript:alert(1)' }, { token: admin.token })
      expect(image.body.message).toBe("L'adresse de l'image doit commencer par « / » ou « https:// ».")
      const long = await t.api.post('/api/news', { title: 'x'.repeat(121), body: 'Texte.' }, { token: admin.token })
      expect(long.body.message).toBe('Le champ « title » doit contenir au plus 120 caractères.')
      expect((await t.api.put('/api/news/999999', { title: 'T', body: 'B' }, { token: admin.token })).status).toBe(404)
      expect((await t.api.delete('/api/news/999999', { token: admin.token })).body.message).toBe('Actualité introuvable.')
    })
  })
})
