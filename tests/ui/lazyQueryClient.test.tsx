// The query client loads on first need: the landing and the public pages run without TanStack
// Query; a session loads it, and a signed-in page (and its session effects) waits for it under its
// Suspense, then reads the server through it. Each store loads its own, once.
import { describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { createAppStore, loadQueryClient, loadedQueryClientAtom, queryClientAtom, sessionAtom, signOutAtom } from '../../src/state'
import { PLAYER, renderApp } from './helpers/renderApp'
import { json } from './helpers/fakeServer'


const NEWS = [{ id: 1, title: 'L’Arène ouvre ses portes !', body: 'Bienvenue.', imageUrl: null, createdAt: '2025-03-01T10:00:00.000Z', updatedAt: '2025-03-01T10:00:00.000Z' }]

describe('the lazy query client', () => {
  it('is not there in a new store; signing out without it works; loading it puts one client in the store, once', async () => {
    const store = createAppStore()
    expect(store.get(loadedQueryClientAtom)).toBeNull()
    expect(() => store.get(queryClientAtom)).toThrow()
    store.set(sessionAtom, PLAYER)
    store.set(signOutAtom)
    expect(store.get(sessionAtom)).toBeNull()
    const first = loadQueryClient(store)
    expect(loadQueryClient(store)).toBe(first)
    const client = await first
    expect(store.get(queryClientAtom)).toBe(client)
    expect(await loadQueryClient(createAppStore())).not.toBe(client)
  })

  it('the landing page, signed out, never loads it', async () => {
    const { store } = renderApp({ path: '/', lazyQueryClient: true })
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    await act(async () => {}) // the page's effects have run
    // the client's chunk, loaded here: had the page asked for it, its client would be in the store once the chunk is in
    await import('../../src/state/queries/clientFactory')
    await act(async () => {})
    expect(store.get(loadedQueryClientAtom)).toBeNull()
  })

  it('a signed-in page waits for it, then shows what the server sent; the profile poll runs through it', async () => {
    const { store, server } = renderApp({ path: '/news', session: PLAYER, lazyQueryClient: true, handlers: { 'GET /api/news': json(NEWS) } })
    expect(await screen.findByRole('article', { name: 'L’Arène ouvre ses portes !' })).toBeInTheDocument()
    const client = store.get(loadedQueryClientAtom)
    expect(client).not.toBeNull()
    expect(client?.getQueryData(['news'])).toEqual(NEWS)
    await waitFor(() => expect(server.calls.some((c) => c.method === 'GET' && c.path === `/api/user/${PLAYER.id}`)).toBe(true))
  })

  it('a page whose chunk is already there renders at once: its first query waits for the client (the stand-in), then it shows', async () => {
    const first = renderApp({ path: '/news', session: PLAYER, handlers: { 'GET /api/news': json(NEWS) } })
    expect(await screen.findByRole('article', { name: 'L’Arène ouvre ses portes !' })).toBeInTheDocument()
    first.unmount()
    const { store } = renderApp({ path: '/news', session: PLAYER, lazyQueryClient: true, handlers: { 'GET /api/news': json(NEWS) } })
    expect(store.get(loadedQueryClientAtom)).toBeNull()
    expect(await screen.findByRole('article', { name: 'L’Arène ouvre ses portes !' })).toBeInTheDocument()
    expect(store.get(loadedQueryClientAtom)?.getQueryData(['news'])).toEqual(NEWS)
  })
})
