// The Admin console (/admin): only admins reach it; the Joueurs section lists the accounts (table on
// desktop, cards on phones), filters and searches them, and each row action calls its endpoint
// (edit, credit, admin toggle, disable, reactivate, delete) with a toast, then reloads the list.
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ADMIN, PLAYER, profileOf, renderApp } from './helpers/renderApp'
import { json, type Handler } from './helpers/fakeServer'


const user = (id: number, pseudo: string, extra: Record<string, unknown> = {}) => ({
  id,
  pseudo,
  email: `${pseudo.toLowerCase()}@exemple.fr`,
  credit: 500,
  level: 1300,
  rating: 1000,
  admin: false,
  disabled: false,
  preferences: '{"theme":"light"}',
  cardlevelup: 0,
  friendsnotif: 0,
  createdAt: '2025-03-04T10:00:00.000Z',
  ...extra,
})
const ME = user(1, 'Admin', { admin: true, credit: 0 })
const BORIN = user(9, 'Borin', { credit: 1250, rating: 1040 })
const CYRA = user(12, 'Cyra', { disabled: true, email: 'cyra@arene.fr' })
const ELODIE = user(14, 'Élodie')

function openAdmin(handlers: Record<string, Handler | ReturnType<typeof json>> = {}, options: { width?: number; path?: string } = {}) {
  return renderApp({
    path: options.path ?? '/admin',
    session: ADMIN,
    width: options.width ?? 1440,
    handlers: {
      // '/api/user/disabled' matches the fake server's '/api/user/{id}' route first.
      'GET /api/user/{id}': (_r, p) => (p.id === 'disabled' ? json([CYRA]) : json(profileOf(ADMIN))),
      'GET /api/user': json([ME, BORIN, CYRA, ELODIE]),
      ...handlers,
    },
  })
}

const table = () => screen.findByRole('table', { name: 'Comptes des joueurs' })
const rowOf = async (pseudo: string) => (await screen.findByRole('rowheader', { name: new RegExp(pseudo) })).closest('tr')!
const bodies = (server: ReturnType<typeof renderApp>['server'], method: string, path: string) => server.calls.filter((c) => c.method === method && c.path === path).map((c) => c.body ?? null)
async function openMenu(pseudo: string) {
  const trigger = await screen.findByRole('button', { name: `Plus d’actions pour ${pseudo}` })
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' })
  return screen.findByRole('menu')
}
const choose = async (pseudo: string, item: string) => fireEvent.click(within(await openMenu(pseudo)).getByRole('menuitem', { name: item }))

describe('admin console: access and sections', () => {
  it('is for admins only: players go home, visitors to /login', async () => {
    const player = renderApp({ path: '/admin', session: PLAYER })
    await screen.findByRole('heading', { level: 1, name: /Bienvenue/ })
    expect(player.probe.pathname).toBe('/home')
    expect(player.server.count('GET', '/api/user')).toBe(0)
    player.unmount()
    const nobody = renderApp({ path: '/admin' })
    await screen.findByRole('tab', { name: 'Connexion' })
    expect(nobody.probe.pathname).toBe('/login')
    expect(nobody.server.count('GET', '/api/user')).toBe(0)
  })

  it('shows the sections as tabs on desktop and keeps the chosen one in the address', async () => {
    const { probe, server } = openAdmin({ 'GET /api/cards': json([]), 'GET /api/spells': json([]) })
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument()
    const tabs = screen.getByRole('tablist', { name: 'Sections de l’administration' })
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent?.trim())).toEqual(['Joueurs', 'Cartes et sorts', 'Boosters', 'Skins', 'News'])
    expect(within(tabs).getByRole('tab', { name: 'Joueurs' })).toHaveAttribute('aria-selected', 'true')
    await table()
    fireEvent.mouseDown(within(tabs).getByRole('tab', { name: 'Cartes et sorts' }), { button: 0 })
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Cartes et sorts' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Cartes et sorts' })).toBeInTheDocument()
    await waitFor(() => expect(probe.search).toBe('?section=cartes'))
    await waitFor(() => expect(server.count('GET', '/api/cards')).toBe(1))
  })

  it('shows a select of sections and cards instead of the table on phones', async () => {
    openAdmin({ 'GET /api/news': json([]) }, { width: 390, path: '/admin?section=news' })
    const picker = await screen.findByRole('combobox', { name: 'Section' })
    expect(picker).toHaveTextContent('News')
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(await screen.findByText('Aucune actualité.')).toBeInTheDocument()
    fireEvent.click(picker)
    fireEvent.pointerDown(picker, { button: 0, ctrlKey: false, pointerType: 'mouse' })
    fireEvent.click(await screen.findByRole('option', { name: 'Joueurs' }))
    const list = await screen.findByRole('list', { name: 'Comptes des joueurs' })
    expect(screen.queryByRole('table')).toBeNull()
    const borin = within(list).getByText('Borin').closest('li')!
    expect(within(borin).getByText('1 250 pts')).toBeInTheDocument()
    expect(within(borin).getByRole('button', { name: 'Modifier' })).toBeInTheDocument()
    expect(within(borin).getByRole('button', { name: 'Plus d’actions pour Borin' })).toBeInTheDocument()
  })
})

describe('admin console: Joueurs', () => {
  it('lists every account with its columns, searches by pseudo or e-mail and filters the disabled ones', async () => {
    const { server } = openAdmin()
    const grid = await table()
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Pseudo', 'E-mail', 'Niveau', 'Crédit', 'Elo', 'Admin', 'État', 'Inscription', 'Actions'])
    const borin = await rowOf('Borin')
    expect(within(borin).getByText('borin@exemple.fr')).toBeInTheDocument()
    expect(within(borin).getByText('Niv. 3')).toBeInTheDocument()
    expect(within(borin).getByText('1 250 pts')).toBeInTheDocument()
    expect(within(borin).getByText('1040')).toBeInTheDocument()
    expect(within(borin).getByText('Actif')).toBeInTheDocument()
    expect(within(await rowOf('Cyra')).getByText('Désactivé')).toBeInTheDocument()
    expect(within(await rowOf('Admin')).getByText('Vous')).toBeInTheDocument()
    expect(screen.getByText('4 comptes')).toBeInTheDocument()

    const search = screen.getByRole('searchbox', { name: 'Rechercher un joueur' })
    fireEvent.change(search, { target: { value: 'elodie' } })
    await waitFor(() => expect(screen.getByText('1 compte')).toBeInTheDocument())
    expect(screen.getByRole('rowheader', { name: /Élodie/ })).toBeInTheDocument()
    fireEvent.change(search, { target: { value: 'arene.fr' } })
    await waitFor(() => expect(screen.getByRole('rowheader', { name: /Cyra/ })).toBeInTheDocument())
    fireEvent.change(search, { target: { value: 'zz' } })
    expect(await screen.findByText('Aucun compte ne correspond à « zz ».')).toBeInTheDocument()
    fireEvent.change(search, { target: { value: '' } })

    fireEvent.click(screen.getByRole('radio', { name: 'Désactivés' }))
    await waitFor(() => expect(server.count('GET', '/api/user/disabled')).toBe(1))
    expect(server.count('GET', '/api/user')).toBe(1)
    await waitFor(() => expect(screen.getByText('1 compte')).toBeInTheDocument())
    expect(screen.queryByRole('rowheader', { name: /Borin/ })).toBeNull()
  })

  it('says so when the list cannot be loaded, and tries again', async () => {
    let fail = true
    openAdmin({ 'GET /api/user': () => (fail ? json({ message: 'Erreur serveur', status: 500 }, 500) : json([ME, BORIN])) })
    expect(await screen.findByText('Impossible de charger ces données.')).toBeInTheDocument()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await rowOf('Borin')).toBeInTheDocument()
  })

  it("'Modifier' sends only the changed fields (PUT /admin/user/{id}), shows field errors, then reloads", async () => {
    let answer: 'taken' | 'ok' = 'taken'
    const { server } = openAdmin({
      'PUT /admin/user/{id}': (r) =>
        answer === 'taken'
          ? json({ message: 'Certaines informations ne sont pas valides.', status: 400, pseudo: 'Ce pseudo est déjà pris.' }, 400)
          : json({ ...BORIN, ...(r.body as object) }),
    })
    fireEvent.click(within(await rowOf('Borin')).getByRole('button', { name: 'Modifier' }))
    const dialog = await screen.findByRole('dialog', { name: 'Modifier Borin' })
    expect(within(dialog).getByLabelText('Pseudo')).toHaveValue('Borin')
    expect(within(dialog).getByLabelText('Crédit (points)')).toHaveValue(1250)
    expect(within(dialog).getByText('Niveau 3 avec cette expérience.')).toBeInTheDocument()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByText('Aucune modification à enregistrer.')).toBeInTheDocument()
    expect(server.count('PUT', '/admin/user/9')).toBe(0)

    fireEvent.change(within(dialog).getByLabelText('Pseudo'), { target: { value: 'Cyra' } })
    fireEvent.change(within(dialog).getByLabelText('Classement Elo'), { target: { value: '1200' } })
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Administrateur/ }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByText('Ce pseudo est déjà pris.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Pseudo')).toHaveAccessibleDescription('Ce pseudo est déjà pris.')
    expect(bodies(server, 'PUT', '/admin/user/9')).toEqual([{ pseudo: 'Cyra', rating: 1200, admin: true }])

    answer = 'ok'
    const reads = server.count('GET', '/api/user')
    fireEvent.change(within(dialog).getByLabelText('Pseudo'), { target: { value: 'Borinou' } })
    fireEvent.change(within(dialog).getByLabelText('Nouveau mot de passe'), { target: { value: 'nouveau-secret' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Le compte de Borinou est mis à jour.')).toBeInTheDocument()
    expect(bodies(server, 'PUT', '/admin/user/9')[1]).toEqual({ pseudo: 'Borinou', rating: 1200, admin: true, password: 'nouveau-secret' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(server.count('GET', '/api/user')).toBe(reads + 1))
  })

  it("'Ajuster le crédit' posts a signed amount (POST /api/user/credit) and shows the new balance", async () => {
    const { server } = openAdmin({ 'POST /api/user/credit': (r) => json({ userId: 9, credit: 1250 + (r.body as { amount: number }).amount }) })
    await choose('Borin', 'Ajuster le crédit')
    const dialog = await screen.findByRole('dialog', { name: 'Ajuster le crédit de Borin' })
    expect(within(dialog).getByText('Solde actuel : 1 250 pts')).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }))
    expect(await within(dialog).findByText('Indiquez un nombre entier de points, différent de 0.')).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: '−500' }))
    expect(within(dialog).getByText('Nouveau solde : 750 pts')).toBeInTheDocument()
    fireEvent.change(within(dialog).getByLabelText('Montant (points)'), { target: { value: '-200' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }))
    expect(await screen.findByText('Crédit de Borin : 1 050 pts.')).toBeInTheDocument()
    expect(bodies(server, 'POST', '/api/user/credit')).toEqual([{ userId: 9, amount: -200 }])
  })

  it("'Désactiver' asks first (DELETE /api/user/{id}/true); 'Réactiver' calls DELETE /api/user/reactiver/{id}", async () => {
    const { server } = openAdmin({
      'DELETE /api/user/{id}/true': json({ ...BORIN, disabled: true }),
      'DELETE /api/user/reactiver/{id}': json({ ...CYRA, disabled: false }),
    })
    await choose('Borin', 'Désactiver')
    const confirm = await screen.findByRole('alertdialog', { name: 'Désactiver Borin ?' })
    expect(server.count('DELETE', '/api/user/9/true')).toBe(0)
    fireEvent.click(within(confirm).getByRole('button', { name: 'Désactiver' }))
    expect(await screen.findByText('Le compte de Borin est désactivé.')).toBeInTheDocument()
    expect(server.count('DELETE', '/api/user/9/true')).toBe(1)
    // The change makes the account lists stale: the one on screen is read again.
    expect(server.count('GET', '/api/user')).toBe(2)

    await choose('Cyra', 'Réactiver')
    expect(await screen.findByText('Le compte de Cyra est réactivé.')).toBeInTheDocument()
    expect(server.count('DELETE', '/api/user/reactiver/12')).toBe(1)
    await waitFor(() => expect(server.count('GET', '/api/user')).toBe(3))
  })

  it('shows the server’s message when disabling fails, and offers no self-disabling', async () => {
    const { server } = openAdmin({ 'DELETE /api/user/{id}/true': json({ message: 'Compte introuvable.', status: 404 }, 404) })
    const menu = await openMenu('Admin')
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent?.trim())).toEqual(['Ajuster le crédit'])
    fireEvent.keyDown(menu, { key: 'Escape' })
    await choose('Borin', 'Désactiver')
    const confirm = await screen.findByRole('alertdialog')
    fireEvent.click(within(confirm).getByRole('button', { name: 'Désactiver' }))
    expect(await within(confirm).findByText('Compte introuvable.')).toBeInTheDocument()
    expect(server.count('GET', '/api/user')).toBe(1)
  })

  it("the admin toggle uses POST /admin/user/edit { id, admin }", async () => {
    const { server } = openAdmin({ 'POST /admin/user/edit': (r) => json({ ...BORIN, admin: (r.body as { admin: boolean }).admin }) })
    await choose('Borin', 'Nommer administrateur')
    const confirm = await screen.findByRole('alertdialog', { name: 'Nommer Borin administrateur ?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Nommer administrateur' }))
    expect(await screen.findByText('Borin est maintenant administrateur.')).toBeInTheDocument()
    expect(bodies(server, 'POST', '/admin/user/edit')).toEqual([{ id: 9, admin: true }])
  })

  it("'Supprimer' needs the pseudo typed, then DELETE /admin/user/{id}", async () => {
    const { server } = openAdmin({ 'DELETE /admin/user/{id}': json({ message: 'Le compte « Borin » a été supprimé.' }) })
    await choose('Borin', 'Supprimer')
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer le compte de Borin ?' })
    const button = within(confirm).getByRole('button', { name: 'Supprimer définitivement' })
    expect(button).toBeDisabled()
    fireEvent.change(within(confirm).getByLabelText('Tapez « Borin » pour confirmer'), { target: { value: 'Bori' } })
    expect(button).toBeDisabled()
    fireEvent.change(within(confirm).getByLabelText('Tapez « Borin » pour confirmer'), { target: { value: 'Borin' } })
    expect(button).toBeEnabled()
    fireEvent.click(button)
    expect(await screen.findByText('Le compte « Borin » a été supprimé.')).toBeInTheDocument()
    expect(server.count('DELETE', '/admin/user/9')).toBe(1)
  })
})
