// The session (spec §4, §6): the record in sessionStorage 'user', logout clearing it and the
// filters record; the client middleware's headers, credentials and timeout; a 401 signs out.
import { describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { PLAYER, renderApp } from './helpers/renderApp'
import { fakeServer, json } from './helpers/fakeServer'
import { api, configureApi, fetchWithTimeout } from '../../src/api/client'
import { EMPTY_FILTERS, filtersAtom, rememberLogin, readCredentials, sessionAtom, signInAtom, signOutAtom } from '../../src/state'
import { createTestStore } from './helpers/store'
import { REQUEST_TIMEOUT_MS } from '../../src/state/constants'

describe('session record', () => {
  it("is stored in sessionStorage 'user' at login and cleared at logout with the filters", () => {
    const store = createTestStore()
    store.set(signInAtom, { id: 5, accessToken: 'abc', admin: false })
    expect(JSON.parse(sessionStorage.getItem('user')!)).toEqual({ id: 5, accessToken: 'abc', admin: false })
    store.set(filtersAtom, { ...EMPTY_FILTERS, search: 'dragon', userId: 5 })
    store.set(signOutAtom)
    expect(sessionStorage.getItem('user')).toBeNull()
    expect(store.get(sessionAtom)).toBeNull()
    expect(store.get(filtersAtom)).toEqual(EMPTY_FILTERS)
  })

  it("keeps the credentials at logout only with 'Se souvenir de moi'", () => {
    const store = createTestStore()
    rememberLogin({ pseudo: 'Aelis', password: 'secret' }, true)
    store.set(signOutAtom)
    expect(readCredentials()).toEqual({ pseudo: 'Aelis', password: 'secret' })
    rememberLogin({ pseudo: 'Aelis', password: 'secret' }, false)
    store.set(signOutAtom)
    expect(readCredentials()).toBeNull()
  })
})

describe('client middleware', () => {
  it('adds the bearer token, no-cache headers and credentials to every call', async () => {
    const server = fakeServer({ 'GET /api/news': json([]) })
    configureApi({ getToken: () => 'jeton', onUnauthorized: () => {} })
    await api.GET('/api/news')
    const call = server.calls[0]
    expect(call.headers.get('Authorization')).toBe('Bearer jeton')
    expect(call.headers.get('Cache-Control')).toBe('no-cache')
    expect(call.headers.get('Pragma')).toBe('no-cache')
    expect(call.credentials).toBe('include')
  })

  it('aborts a call after 10 s', async () => {
    let seen: AbortSignal | undefined
    const never = (_r: Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        seen = init?.signal ?? undefined
        seen?.addEventListener('abort', () => reject(seen?.reason))
      })
    const original = globalThis.fetch
    globalThis.fetch = never as typeof fetch
    try {
      expect(REQUEST_TIMEOUT_MS).toBe(10_000)
      const pending = fetchWithTimeout(new Request('http://localhost/x'), 20)
      await expect(pending).rejects.toBeTruthy()
      expect(seen?.aborted).toBe(true)
    } finally {
      globalThis.fetch = original
    }
  })

  it('signs out to /login on a 401, remembering the page', async () => {
    const { probe, store } = renderApp({
      path: '/inventory',
      session: PLAYER,
      handlers: { 'GET /api/decksplayer/user/{userId}': json({ message: 'Veuillez vous connecter.', status: 401 }, 401) },
    })
    await waitFor(() => expect(probe.pathname).toBe('/login'))
    expect(store.get(sessionAtom)).toBeNull()
    expect(sessionStorage.getItem('user')).toBeNull()
    expect(probe.state).toEqual({ from: '/inventory' })
    expect(await screen.findByText('Votre session a expiré : reconnectez-vous.')).toBeInTheDocument()
  })
})

describe('logout', () => {
  it('from the desktop header clears the session and goes to the landing page', async () => {
    const { probe, store } = renderApp({ path: '/profile', session: PLAYER })
    await screen.findByText('aelis@exemple.fr')
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Se déconnecter' }))
    await waitFor(() => expect(probe.pathname).toBe('/'))
    expect(store.get(sessionAtom)).toBeNull()
    expect(sessionStorage.getItem('user')).toBeNull()
    // a guarded page visited afterwards asks to log in again
    await act(async () => {
      await probe.navigate('/cards')
    })
    await waitFor(() => expect(probe.pathname).toBe('/login'))
    expect(probe.state).toEqual({ from: '/cards' })
  })

  it('from the phone drawer', async () => {
    const { probe, store } = renderApp({ path: '/profile', session: PLAYER, width: 390 })
    await screen.findByText('aelis@exemple.fr')
    fireEvent.click(screen.getByRole('button', { name: 'Plus' }))
    const drawer = await screen.findByRole('dialog')
    act(() => fireEvent.click(within(drawer).getByRole('button', { name: 'Se déconnecter' })))
    await waitFor(() => expect(probe.pathname).toBe('/'))
    expect(store.get(sessionAtom)).toBeNull()
  })
})
