// The Profil page (/profile): identity, level and XP to the next level, credit, rating, rank and
// ranked record; pseudo, e-mail and password changes (PUT /api/user/{id}) with the server's field
// errors; a password change signs the player in again silently; account deletion behind a typed
// confirmation, then logout to '/'.
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { PLAYER, profileOf, renderApp } from './helpers/renderApp'
import { json, type Handler } from './helpers/fakeServer'
import { readCredentials, rememberLogin, sessionAtom } from '../../src/state'
import { api } from '../../src/api/client'

const RANKING = [
  { rank: 1, id: 3, pseudo: 'Borin', level: 2000, rating: 1100, played: 10, wins: 8, losses: 2 },
  { rank: 2, id: 7, pseudo: 'Aelis', level: 700, rating: 1040, played: 4, wins: 3, losses: 1 },
]

const ME = () => profileOf(PLAYER, { level: 700, credit: 1250, rating: 1040 })

/** GET /api/user/{id} also matches /api/user/ranking in the fake server: one handler answers both. */
function userRoute(ranking: unknown[], user: Handler = () => json(ME())): Handler {
  return (request, params) => (params.id === 'ranking' ? json(ranking) : user(request, params))
}

function openProfile(handlers: Record<string, Handler | ReturnType<typeof json>> = {}, options: { ranking?: unknown[]; user?: Handler } = {}) {
  return renderApp({
    path: '/profile',
    session: PLAYER,
    profile: { level: 700, credit: 1250, rating: 1040 },
    handlers: { 'GET /api/user/{id}': userRoute(options.ranking ?? RANKING, options.user), ...handlers },
  })
}

const summary = () => screen.getByRole('region', { name: /Aelis/ })
const account = () => screen.getByRole('region', { name: 'Compte' })
const tab = async (name: string) => {
  const trigger = within(account()).getByRole('tab', { name })
  fireEvent.mouseDown(trigger)
  fireEvent.click(trigger)
  await waitFor(() => expect(trigger).toHaveAttribute('aria-selected', 'true'))
}
const putBodies = (server: ReturnType<typeof renderApp>['server']) => server.calls.filter((c) => c.method === 'PUT' && c.path === '/api/user/7').map((c) => c.body)

describe('profile page', () => {
  it('shows the pseudo, e-mail, level with the XP to the next, credit, rating, rank and ranked record', async () => {
    openProfile()
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument()
    await screen.findByText('aelis@exemple.fr')
    const card = summary()
    expect(within(card).getByText('Encore 600 XP pour le niveau 3')).toBeInTheDocument()
    expect(within(card).getByText('700 XP')).toBeInTheDocument()
    expect(within(card).getByText('1 250 pts', { normalizer: (s) => s.replace(/\s/g, ' ') })).toBeInTheDocument()
    expect(within(card).getByText('1040')).toBeInTheDocument()
    expect(await within(card).findByText('2ᵉ')).toBeInTheDocument()
    expect(within(card).getByText('3 V · 1 D')).toBeInTheDocument()
    expect(within(card).getByText('75 % de victoires')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Ouvrir les Paramètres/ })).toHaveAttribute('href', '/settings')
  })

  it('before any ranked game: « Pas encore classé », never a rank position', async () => {
    // the ranking lists every ranked player (fewer than the 200 asked for): the player is not among them
    const listed = openProfile({}, { ranking: [RANKING[0]] })
    await screen.findByText('aelis@exemple.fr')
    expect(await within(summary()).findByText('Pas encore classé')).toBeInTheDocument()
    expect(within(summary()).getByText('Aucune partie classée')).toBeInTheDocument()
    listed.unmount()
    // a ranking that still places a player without a ranked game (an older server): no « 2ᵉ » either
    openProfile({}, { ranking: [RANKING[0], { ...RANKING[1], played: 0, wins: 0, losses: 0 }] })
    await screen.findByText('aelis@exemple.fr')
    expect(await within(summary()).findByText('Pas encore classé')).toBeInTheDocument()
    expect(within(summary()).queryByText('2ᵉ')).toBeNull()
  })

  it('a ranked player beyond the 200 listed is « Hors classement », with their ranked record from their statistics', async () => {
    const full = Array.from({ length: 200 }, (_, i) => ({ rank: i + 1, id: 1000 + i, pseudo: `Joueur${i}`, level: 0, rating: 2000 - i, played: 1, wins: 1, losses: 0 }))
    const modes = ['ranked', 'unranked', 'private', 'training', 'solo'].map((type) => ({ type, played: type === 'ranked' ? 5 : 0, won: type === 'ranked' ? 2 : 0, lost: type === 'ranked' ? 3 : 0 }))
    openProfile({ 'GET /api/users/{userId}/stats': json({ rating: 1040, ratingHistory: [], modes, topCards: [] }) }, { ranking: full })
    await screen.findByText('aelis@exemple.fr')
    expect(await within(summary()).findByText('Hors classement')).toBeInTheDocument()
    expect(await within(summary()).findByText('2 V · 3 D')).toBeInTheDocument()
    expect(within(summary()).queryByText('Aucune partie classée')).toBeNull()
  })

  it('changes the pseudo (the header follows) and shows the server’s field error under the field', async () => {
    rememberLogin({ pseudo: 'Aelis', password: 'secret-secret' }, true)
    let tries = 0
    let pseudo = 'Aelis'
    const { server } = openProfile(
      {
        'PUT /api/user/{id}': (r) => {
          tries += 1
          if (tries === 1) return json({ message: 'Ce pseudo est déjà pris.', status: 400, pseudo: 'Ce pseudo est déjà pris.' }, 400)
          pseudo = (r.body as { pseudo: string }).pseudo
          return json({ ...ME(), pseudo })
        },
      },
      { user: () => json({ ...ME(), pseudo }) },
    )
    await screen.findByText('aelis@exemple.fr')
    const field = within(account()).getByLabelText('Nouveau pseudo')
    fireEvent.change(field, { target: { value: 'Borin' } })
    fireEvent.click(within(account()).getByRole('button', { name: 'Changer de pseudo' }))
    expect(await within(account()).findAllByText('Ce pseudo est déjà pris.')).not.toHaveLength(0)
    expect(field).toHaveAccessibleDescription('Ce pseudo est déjà pris.')
    fireEvent.change(field, { target: { value: 'Aelis_la_Brave' } })
    fireEvent.click(within(account()).getByRole('button', { name: 'Changer de pseudo' }))
    expect(await within(account()).findByText('Votre pseudo est maintenant « Aelis_la_Brave ».')).toBeInTheDocument()
    expect(putBodies(server)).toEqual([{ pseudo: 'Borin' }, { pseudo: 'Aelis_la_Brave' }])
    expect(within(screen.getByRole('banner')).getByText('Aelis_la_Brave')).toBeInTheDocument()
    expect(readCredentials()).toEqual({ pseudo: 'Aelis_la_Brave', password: 'secret-secret' })
  })

  it("changes the e-mail with 'Mot de passe actuel'; a wrong one shows under its field", async () => {
    const { server } = openProfile({
      'PUT /api/user/{id}': json({ message: 'Mot de passe actuel incorrect.', status: 400, currentPassword: 'Mot de passe actuel incorrect.' }, 400),
    })
    await screen.findByText('aelis@exemple.fr')
    await tab('E-mail')
    fireEvent.change(within(account()).getByLabelText('Nouvelle adresse e-mail'), { target: { value: 'aelis@nouveau.fr' } })
    fireEvent.change(within(account()).getByLabelText('Mot de passe actuel'), { target: { value: 'faux-mot' } })
    fireEvent.click(within(account()).getByRole('button', { name: 'Changer d’adresse e-mail' }))
    await waitFor(() => expect(within(account()).getByLabelText('Mot de passe actuel')).toHaveAccessibleDescription('Mot de passe actuel incorrect.'))
    expect(putBodies(server)).toEqual([{ email: 'aelis@nouveau.fr', currentPassword: 'faux-mot' }])
  })

  it('changes the password, then signs in again silently with the new one (the old token’s 401 does not log out)', async () => {
    rememberLogin({ pseudo: 'Aelis', password: 'ancien-secret' }, true)
    let changed = false
    const { server, store, probe } = openProfile({
      'PUT /api/user/{id}': () => {
        changed = true
        return json(ME())
      },
      'POST /auth/signin': async (r) => {
        // the profile poll (old token) answers 401 while the new session is being opened
        await api.GET('/api/user/{id}', { params: { path: { id: 7 } } })
        expect(r.body).toEqual({ pseudo: 'Aelis', password: 'nouveau-secret' })
        return json({ id: 7, accessToken: 'token-neuf', admin: false })
      },
    }, {
      user: (r) => (changed && r.headers.get('Authorization') === 'Bearer token-7' ? json({ message: 'Session expirée.', status: 401 }, 401) : json(ME())),
    })
    await screen.findByText('aelis@exemple.fr')
    await tab('Mot de passe')
    fireEvent.change(within(account()).getByLabelText('Mot de passe actuel'), { target: { value: 'ancien-secret' } })
    fireEvent.change(within(account()).getByLabelText('Nouveau mot de passe'), { target: { value: 'nouveau-secret' } })
    fireEvent.change(within(account()).getByLabelText('Confirmation du mot de passe'), { target: { value: 'autre' } })
    fireEvent.click(within(account()).getByRole('button', { name: 'Changer de mot de passe' }))
    expect(await within(account()).findByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument()
    expect(putBodies(server)).toHaveLength(0)

    fireEvent.change(within(account()).getByLabelText('Confirmation du mot de passe'), { target: { value: 'nouveau-secret' } })
    fireEvent.click(within(account()).getByRole('button', { name: 'Changer de mot de passe' }))
    expect(await within(account()).findByText(/Votre mot de passe a été modifié. Vous restez connecté/)).toBeInTheDocument()
    expect(putBodies(server)).toEqual([{ password: 'nouveau-secret', passwordConfirmation: 'nouveau-secret', currentPassword: 'ancien-secret' }])
    expect(store.get(sessionAtom)).toEqual({ id: 7, accessToken: 'token-neuf', admin: false })
    expect(JSON.parse(sessionStorage.getItem('user')!).accessToken).toBe('token-neuf')
    expect(probe.pathname).toBe('/profile')
    expect(readCredentials()).toEqual({ pseudo: 'Aelis', password: 'nouveau-secret' })
  })

  it('sends the player to /login with a clear message when signing in again fails', async () => {
    const { store, probe } = openProfile({
      'PUT /api/user/{id}': json(profileOf(PLAYER)),
      'POST /auth/signin': json({ message: 'Trop de tentatives.', status: 429 }, 429),
    })
    await screen.findByText('aelis@exemple.fr')
    await tab('Mot de passe')
    fireEvent.change(within(account()).getByLabelText('Mot de passe actuel'), { target: { value: 'ancien-secret' } })
    fireEvent.change(within(account()).getByLabelText('Nouveau mot de passe'), { target: { value: 'nouveau-secret' } })
    fireEvent.change(within(account()).getByLabelText('Confirmation du mot de passe'), { target: { value: 'nouveau-secret' } })
    fireEvent.click(within(account()).getByRole('button', { name: 'Changer de mot de passe' }))
    await waitFor(() => expect(probe.pathname).toBe('/login'))
    expect(store.get(sessionAtom)).toBeNull()
    expect(await screen.findByText('Votre mot de passe a été modifié. Reconnectez-vous avec le nouveau mot de passe.')).toBeInTheDocument()
  })

  it("deletes the account only after typing the pseudo, then logs out to '/'", async () => {
    rememberLogin({ pseudo: 'Aelis', password: 'secret-secret' }, true)
    const { server, store, probe } = openProfile({ 'DELETE /api/user/{id}/false': json({ message: 'Votre compte a été supprimé.' }) })
    await screen.findByText('aelis@exemple.fr')
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer définitivement votre compte ?' })
    const confirm = within(dialog).getByRole('button', { name: 'Supprimer définitivement' })
    expect(confirm).toBeDisabled()
    fireEvent.change(within(dialog).getByLabelText('Pour confirmer, tapez votre pseudo « Aelis »'), { target: { value: 'aelis' } })
    expect(confirm).toBeDisabled()
    fireEvent.change(within(dialog).getByLabelText('Pour confirmer, tapez votre pseudo « Aelis »'), { target: { value: 'Aelis' } })
    expect(confirm).toBeEnabled()
    fireEvent.click(confirm)
    await waitFor(() => expect(probe.pathname).toBe('/'))
    expect(server.count('DELETE', '/api/user/7/false')).toBe(1)
    expect(store.get(sessionAtom)).toBeNull()
    expect(readCredentials()).toBeNull()
  })

  it("shows the server's message when the account cannot be deleted", async () => {
    openProfile({ 'DELETE /api/user/{id}/false': json({ message: 'Impossible de supprimer le dernier administrateur.', status: 409 }, 409) })
    await screen.findByText('aelis@exemple.fr')
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }))
    const dialog = await screen.findByRole('alertdialog')
    fireEvent.change(within(dialog).getByLabelText(/Pour confirmer/), { target: { value: 'Aelis' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }))
    expect(await within(dialog).findByText('Impossible de supprimer le dernier administrateur.')).toBeInTheDocument()
  })
})
