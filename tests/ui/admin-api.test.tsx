// src/api/admin.ts: the server's error data on failure, and the card edit rule of spec §8 —
// without response data it returns { message: 'Erreur inconnue', status: 500 }.
import { describe, expect, it } from 'vitest'
import { adjustCredit, editCard, editSpell, updateUser } from '../../src/api/admin'
import { fakeServer, json } from './helpers/fakeServer'

const CARD = { id: 4, nom: 'Dragon Ancien', rarete: 'légendaire', imageDeBase: '/assets/cards/dragon.svg', description: '', pointsHaut: 8, pointsGauche: 7, pointsDroite: 7, pointsBas: 8 }

describe('admin calls', () => {
  it('card edit: the edited card on success', async () => {
    const server = fakeServer({ 'POST /api/cardplayer/edit': json({ ...CARD, nom: 'Dragon Millénaire' }) })
    expect(await editCard({ id: 4, nom: 'Dragon Millénaire' })).toEqual({ ok: true, data: { ...CARD, nom: 'Dragon Millénaire' } })
    expect(server.calls[0].body).toEqual({ id: 4, nom: 'Dragon Millénaire' })
  })

  it("card edit: the server's error data when it answers one", async () => {
    fakeServer({ 'POST /api/cardplayer/edit': json({ message: 'Carte introuvable.', status: 404 }, 404) })
    expect(await editCard({ id: 99, nom: 'X' })).toEqual({ ok: false, error: { message: 'Carte introuvable.', status: 404 } })
  })

  it("card edit: without response data, { message: 'Erreur inconnue', status: 500 }", async () => {
    fakeServer({ 'POST /api/cardplayer/edit': new TypeError('Failed to fetch') })
    expect(await editCard({ id: 4, nom: 'X' })).toEqual({ ok: false, error: { message: 'Erreur inconnue', status: 500 } })
    fakeServer({ 'POST /api/cardplayer/edit': { status: 502 } })
    expect(await editCard({ id: 4, nom: 'X' })).toEqual({ ok: false, error: { message: 'Erreur inconnue', status: 500 } })
  })

  it("other calls: the server's error data (with its field messages), else a connection message", async () => {
    fakeServer({
      'PUT /admin/user/{id}': json({ message: 'Certaines informations ne sont pas valides.', status: 400, pseudo: 'Ce pseudo est déjà pris.' }, 400),
      'POST /api/spellplayer/edit': new TypeError('Failed to fetch'),
      'POST /api/user/credit': { status: 503 },
    })
    expect(await updateUser(3, { pseudo: 'Borin' })).toEqual({
      ok: false,
      error: { message: 'Certaines informations ne sont pas valides.', status: 400, pseudo: 'Ce pseudo est déjà pris.' },
    })
    const spell = await editSpell({ id: 1, nom: 'X' })
    expect(spell.ok).toBe(false)
    expect(!spell.ok && spell.error.status).toBe(0)
    expect(!spell.ok && spell.error.message).toMatch(/ne répond pas/)
    expect(await adjustCredit(3, 100)).toEqual({ ok: false, error: { message: 'Le serveur a répondu une erreur (HTTP 503).', status: 503 } })
  })
})
