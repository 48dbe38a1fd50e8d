// Route guards (spec §2, §5): public routes, session-only routes, /admin for admins, and the
// return to the origin after login.
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { ADMIN, PLAYER, renderApp } from './helpers/renderApp'
import { json } from './helpers/fakeServer'
import { isPublicPath } from '../../src/ui/router/paths'

// The battle's canvas is not this file's subject: a Pixi application cannot start in the test DOM.
vi.mock('../../src/scene/view/BattleCanvas', () => ({ default: () => <div data-testid="battle-canvas" /> }))

const GUARDED = [
  '/game', '/solo', '/cards', '/inventory', '/friends', '/pack', '/pack/3', '/shop', '/settings', '/profile', '/news',
  '/game/unranked', '/game/ranked', '/game/private', '/game/private/9', '/game/solo', '/game/solo/4', '/game/training', '/game/training/2',
]

describe('route guards', () => {
  it('knows the public paths of the spec', () => {
    for (const p of ['/', '/home', '/about', '/contact', '/privacy', '/regles', '/login', '/resetpassword', '/change-password/abc']) {
      expect(isPublicPath(p), p).toBe(true)
    }
    for (const p of [...GUARDED, '/admin', '/nowhere']) expect(isPublicPath(p), p).toBe(false)
  })

  it.each(GUARDED)('sends %s to /login without a session, remembering the origin', async (path) => {
    const { probe } = renderApp({ path })
    await screen.findByRole('tab', { name: 'Connexion' })
    expect(probe.pathname).toBe('/login')
    expect(probe.state).toEqual({ from: path })
    expect(screen.getByText('Connectez-vous pour accéder à cette page.')).toBeInTheDocument()
  })

  it('sends any other path to /login without a session', async () => {
    const { probe } = renderApp({ path: '/nulle-part?x=1' })
    await screen.findByRole('tab', { name: 'Connexion' })
    expect(probe.pathname).toBe('/login')
    expect(probe.state).toEqual({ from: '/nulle-part?x=1' })
  })

  it.each(['/', '/about', '/contact', '/privacy', '/regles', '/resetpassword', '/change-password/jeton'])('shows the public page %s without a session', async (path) => {
    const { probe } = renderApp({ path })
    await waitFor(() => expect(document.querySelector('h1')).not.toBeNull())
    expect(probe.pathname).toBe(path)
  })

  it('opens a guarded page with a session', async () => {
    const { probe } = renderApp({ path: '/cards', session: PLAYER })
    expect(await screen.findByRole('heading', { level: 1, name: 'Cartes' })).toBeInTheDocument()
    expect(probe.pathname).toBe('/cards')
  })

  it('shows a not-found page for unknown paths with a session', async () => {
    renderApp({ path: '/nulle-part', session: PLAYER })
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument()
  })

  it('lets admins into /admin and sends players home', async () => {
    const admin = renderApp({ path: '/admin', session: ADMIN, handlers: { 'GET /api/user': json([]) } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument()
    expect(admin.probe.pathname).toBe('/admin')
    admin.unmount()

    const player = renderApp({ path: '/admin', session: PLAYER })
    await screen.findByRole('heading', { level: 1, name: /Bienvenue/ })
    expect(player.probe.pathname).toBe('/home')
    player.unmount()

    const nobody = renderApp({ path: '/admin' })
    await screen.findByRole('tab', { name: 'Connexion' })
    expect(nobody.probe.pathname).toBe('/login')
  })

  it('comes back to the origin after login', async () => {
    const { probe, store } = renderApp({
      path: '/inventory',
      handlers: {
        'GET /health': json({ status: 'ok', database: 'pglite', time: '2025-01-01T00:00:00Z' }),
        'POST /auth/signin': json({ id: 7, accessToken: 'token-7', admin: false }),
        'GET /api/decksplayer/user/{userId}': json([]),
      },
    })
    const form = await screen.findByRole('tabpanel', { name: 'Connexion' })
    fireEvent.change(screen.getByLabelText('Pseudo ou e-mail'), { target: { value: 'Aelis' } })
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'secret-secret' } })
    fireEvent.submit(form.querySelector('form')!)
    expect(await screen.findByRole('heading', { level: 1, name: 'Decks' })).toBeInTheDocument()
    expect(probe.pathname).toBe('/inventory')
    expect(JSON.parse(sessionStorage.getItem('user')!)).toEqual({ id: 7, accessToken: 'token-7', admin: false })
    expect(store.get((await import('../../src/state')).sessionAtom)?.id).toBe(7)
  })

  it('goes to /home after a login without an origin', async () => {
    const { probe } = renderApp({
      path: '/login',
      handlers: {
        'GET /health': json({ status: 'ok', database: 'pglite', time: '2025-01-01T00:00:00Z' }),
        'POST /auth/signin': json({ id: 7, accessToken: 'token-7', admin: false }),
      },
    })
    const form = await screen.findByRole('tabpanel', { name: 'Connexion' })
    fireEvent.change(screen.getByLabelText('Pseudo ou e-mail'), { target: { value: 'Aelis' } })
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'secret-secret' } })
    fireEvent.submit(form.querySelector('form')!)
    await waitFor(() => expect(probe.pathname).toBe('/home'))
  })
})
