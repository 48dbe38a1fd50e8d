// The admin calls (src/api/adminUsers.ts, catalogue.ts): the one ApiResult, with the server's error
// data on failure, and the card edit rule of spec §8 — without response data it fails with
// { message: 'Erreur inconnue', status: 500 }.
import { describe, expect, it } from 'vitest'
import { adjustCredit, updateUser } from '../../src/api/adminUsers'
import { editCard, editSpell } from '../../src/api/catalogue'
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
    const result = await editCard({ id: 99, nom: 'X' })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.failure).toMatchObject({ message: 'Carte introuvable.', status: 404, data: { message: 'Carte introuvable.', status: 404 } })
  })

  it("card edit: without response data, { message: 'Erreur inconnue', status: 500 }", async () => {
    fakeServer({ 'POST /api/cardplayer/edit': new TypeError('Failed to fetch') })
    const noAnswer = await editCard({ id: 4, nom: 'X' })
    expect(!noAnswer.ok && noAnswer.failure).toMatchObject({ message: 'Erreur inconnue', status: 500, data: null })
    fakeServer({ 'POST /api/cardplayer/edit': { status: 502 } })
    const noBody = await editCard({ id: 4, nom: 'X' })
    expect(!noBody.ok && noBody.failure).toMatchObject({ message: 'Erreur inconnue', status: 500, data: null })
  })

  it("other calls: the server's error data (with its field messages), else a connection message", async () => {
    fakeServer({
      'PUT /admin/user/{id}': json({ message: 'Certaines informations ne sont pas valides.', status: 400, pseudo: 'Ce pseudo est déjà pris.' }, 400),
      'POST /api/spellplayer/edit': new TypeError('Failed to fetch'),
      'POST /api/user/credit': { status: 503 },
    })
    const user = await updateUser(3, { pseudo: 'Borin' })
    expect(!user.ok && user.failure).toMatchObject({
      message: 'Certaines informations ne sont pas valides.',
      status: 400,
      fields: { pseudo: 'Ce pseudo est déjà pris.' },
      data: { message: 'Certaines informations ne sont pas valides.', status: 400, pseudo: 'Ce pseudo est déjà pris.' },
    })
    const spell = await editSpell({ id: 1, nom: 'X' })
    expect(spell.ok).toBe(false)
    expect(!spell.ok && spell.failure.status).toBe(0)
    expect(!spell.ok && spell.failure.message).toMatch(/ne répond pas/)
    const credit = await adjustCredit(3, 100)
    expect(!credit.ok && credit.failure).toMatchObject({ message: 'Le serveur a répondu une erreur (HTTP 503).', status: 503, data: null })
  })
})
