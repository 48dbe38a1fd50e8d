// Watching a friend's game: « Regarder » on the Amis page (and its refresh), the watch stream's
// state (src/state/watch.ts: reconnect, end, refusal), the watch page (read-only, label, spectators,
// winner), and the players' « 👁 N » fed by the `watchers` event of their own stream.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { configureApi } from '../../src/api/client'
import { dispatchEvent, sessionAtom, watchersAtom } from '../../src/state'
import { createTestStore } from './helpers/store'
import { gameAtom } from '../../src/state/game'
import { afterWatchEnd, spectatorCountAtom, watchGameAtom, watchRefusalAtom, watchRetryDelay, watchStatusAtom } from '../../src/state/watch'
import { PLAYER, renderApp } from './helpers/renderApp'
import { json } from './helpers/fakeServer'
import { apiGame, ME } from './helpers/games'
import { USER2 } from '../scene/fixtures'

vi.mock('../../src/audio/sounds', () => ({
  playSound: () => undefined,
  preloadSounds: () => undefined,
  unloadSounds: () => undefined,
  setSoundMuted: () => undefined,
  installAudioUnlock: () => () => undefined,
}))

const canvasProps: { readOnly?: boolean }[] = []
vi.mock('../../src/scene/view/BattleCanvas', async () => {
  const { useEffect } = await import('react')
  const { computeLayout } = await import('../../src/scene/model')
  return {
    default: function FakeCanvas(props: { onLayout?: (l: unknown) => void; readOnly?: boolean }) {
      canvasProps.push({ readOnly: props.readOnly })
      const { onLayout } = props
      useEffect(() => {
        onLayout?.(computeLayout({ width: 1200, height: 836 }))
      }, [onLayout])
      return <div data-testid="battle-canvas" />
    },
  }
})

/** A game as a spectator receives it: you and hand null, both hands' sizes. */
const spectated = (over: Parameters<typeof apiGame>[0] = {}) =>
  apiGame({ id: 5, you: null, hand: null, handSizes: { joueur1: { cards: 4, spells: 2 }, joueur2: { cards: 3, spells: 1 } }, ...over })
const sse = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`

/** Streams for /api/games/{id}/watch the test writes to, in front of `fallback` for anything else. */
function watchStreams(fallback?: typeof fetch) {
  const opened: { url: string; headers: Headers; push: (text: string) => void; close: () => void }[] = []
  let refusal: { status: number; message: string } | null = null
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    if (!url.includes('/watch')) return fallback ? fallback(input, init) : new Response('{}', { status: 501 })
    if (refusal) return new Response(JSON.stringify({ message: refusal.message, status: refusal.status }), { status: refusal.status })
    let controller!: ReadableStreamDefaultController<Uint8Array>
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
    const encoder = new TextEncoder()
    opened.push({ url, headers: new Headers(init?.headers), push: (t) => controller.enqueue(encoder.encode(t)), close: () => controller.close() })
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { opened, refuse: (status: number, message: string) => void (refusal = { status, message }) }
}

describe('« Regarder » on the Amis page', () => {
  const BORIN = { id: 9, pseudo: 'Borin', level: 0, rating: 1000, bot: false }
  const CYRA = { id: 12, pseudo: 'Cyra', level: 0, rating: 1000, bot: false }
  const friends = [
    { id: 1, user: BORIN, since: '2025-01-05T10:00:00.000Z', playing: { gameId: 55, type: 'unranked' } },
    { id: 2, user: CYRA, since: '2025-01-05T10:00:00.000Z', playing: null },
  ]
  const open = (list: () => unknown = () => friends) =>
    renderApp({
      path: '/friends',
      session: PLAYER,
      handlers: { 'GET /api/friends/requests/{userId}': json({ incoming: [], outgoing: [] }), 'GET /api/friends/{userId}': () => json(list()), 'GET /api/events': () => new Promise(() => {}) },
    })

  it('shows « Regarder » beside a friend who plays only, named with their pseudo, and opens the watch page', async () => {
    const { probe } = open()
    const list = await screen.findByRole('region', { name: /Mes amis/ })
    const watch = await within(list).findByRole('button', { name: 'Regarder la partie de Borin' })
    expect(watch).toHaveTextContent('Regarder')
    expect(within(list).queryByRole('button', { name: /Regarder la partie de Cyra/ })).toBeNull()
    await userEvent.click(watch)
    await waitFor(() => expect(probe.pathname).toBe('/watch/55'))
  })

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] }))
    afterEach(() => vi.useRealTimers())

    it('re-reads the friends every 10 s while the page is open, so « Regarder » follows their games', async () => {
      let list: unknown = [{ ...friends[1] }]
      const { server } = open(() => list)
      const reads = () => server.count('GET', `/api/friends/${PLAYER.id}`)
      await act(() => vi.advanceTimersByTimeAsync(100))
      expect(reads()).toBe(1)
      expect(screen.queryByRole('button', { name: /Regarder la partie/ })).toBeNull()
      list = [{ ...friends[1], playing: { gameId: 56, type: 'ranked' } }]
      await act(() => vi.advanceTimersByTimeAsync(10_000))
      expect(reads()).toBe(2)
      expect(screen.getByRole('button', { name: 'Regarder la partie de Cyra' })).toBeInTheDocument()
    })
  })
})

describe('the watch stream (src/state/watch.ts)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] }))
  afterEach(() => {
    vi.useRealTimers()
    configureApi({ getToken: () => null, onUnauthorized: () => {} })
  })
  const settle = () => vi.advanceTimersByTimeAsync(0)

  it('decides after each end: retry while open, stop when over, refused when the server says no', () => {
    const open = { open: true }
    expect(afterWatchEnd({ kind: 'closed', retryMs: null }, open)).toBe('retry')
    expect(afterWatchEnd({ kind: 'closed', retryMs: null }, { open: false })).toBe('ended')
    expect(afterWatchEnd({ kind: 'aborted' }, open)).toBe('stop')
    expect(afterWatchEnd({ kind: 'refused', status: 409, message: null }, open)).toBe('ended')
    expect(afterWatchEnd({ kind: 'refused', status: 409, message: null }, null)).toBe('refused')
    expect(afterWatchEnd({ kind: 'refused', status: 403, message: 'non' }, open)).toBe('refused')
    expect(afterWatchEnd({ kind: 'refused', status: 503, message: null }, open)).toBe('retry')
    expect([1, 2, 3, 10].map((n) => watchRetryDelay(n, null))).toEqual([1000, 2000, 4000, 30_000])
    expect(watchRetryDelay(1, 2500)).toBe(2500)
  })

  it('sends the bearer, shows each game and the count, reconnects after a drop, and stops at the end', async () => {
    configureApi({ getToken: () => 'token-7', onUnauthorized: () => {} })
    const { opened } = watchStreams()
    const store = createTestStore()
    store.set(sessionAtom, PLAYER)
    store.set(watchGameAtom, 5)
    await settle()
    expect(opened[0].url).toBe('/api/games/5/watch')
    expect(opened[0].headers.get('Authorization')).toBe('Bearer token-7')
    expect(store.get(watchStatusAtom)).toBe('live')
    opened[0].push(sse('hello', { serverTime: Date.now(), userId: 7 }) + sse('game', { game: spectated({ version: 3 }), version: 3 }) + sse('watchers', { gameId: 5, count: 2 }))
    // Another game's events are ignored.
    opened[0].push(sse('game', { game: spectated({ id: 6, version: 9 }), version: 9 }) + sse('watchers', { gameId: 6, count: 8 }))
    await settle()
    expect(store.get(gameAtom)?.version).toBe(3)
    expect(store.get(spectatorCountAtom)).toBe(2)
    opened[0].close()
    await settle()
    expect(store.get(watchStatusAtom)).toBe('reconnecting')
    await vi.advanceTimersByTimeAsync(1000)
    expect(opened).toHaveLength(2)
    expect(store.get(watchStatusAtom)).toBe('live')
    opened[1].push(sse('game', { game: spectated({ version: 4, open: false, status: 'FINISHED', winner: USER2 }), version: 4 }))
    opened[1].close()
    await settle()
    expect(store.get(watchStatusAtom)).toBe('ended')
    expect(store.get(gameAtom)?.winner).toBe(USER2)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(opened).toHaveLength(2)
  })

  it('keeps the server’s refusal and does not retry', async () => {
    const { opened, refuse } = watchStreams()
    refuse(403, 'Vous ne pouvez regarder que les parties de vos amis.')
    const store = createTestStore()
    store.set(watchGameAtom, 5)
    await settle()
    expect(store.get(watchStatusAtom)).toBe('refused')
    expect(store.get(watchRefusalAtom)).toBe('Vous ne pouvez regarder que les parties de vos amis.')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(opened).toHaveLength(0)
  })
})

describe('the watch page', () => {
  afterEach(() => {
    canvasProps.length = 0
  })

  const openWatch = (path = '/watch/5') => {
    const rendered = renderApp({ path: '/settings', session: PLAYER, handlers: { 'GET /api/events': () => new Promise(() => {}) } })
    // The watch stream goes through the streams stubbed here, the rest to the fake server.
    const streams = watchStreams(vi.mocked(globalThis.fetch) as unknown as typeof fetch)
    act(() => void rendered.probe.navigate(path))
    return { ...rendered, ...streams }
  }

  it('shows the board read-only with the label, both hidden hands, the spectators, « Quitter », then the winner', async () => {
    const { opened } = openWatch()
    await waitFor(() => expect(opened).toHaveLength(1))
    act(() => opened[0].push(sse('game', { game: spectated({ roundTo: 2 }), version: 1 }) + sse('watchers', { gameId: 5, count: 2 })))
    expect(await screen.findByRole('heading', { name: 'Vous regardez la partie' })).toBeInTheDocument()
    expect(screen.getByTestId('watch-turn')).toHaveTextContent(/Au tour de Bruno \((29|30)s\)/)
    expect(screen.getByRole('img', { name: '2 spectateurs' })).toHaveTextContent(/^2$/)
    expect(screen.getByRole('img', { name: 'Main de Alice : 4 cartes et 2 sorts, cachées' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Main de Bruno : 3 cartes et 1 sort, cachées' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Quitter' })).toHaveAttribute('href', '/friends')
    expect(canvasProps.every((p) => p.readOnly === true)).toBe(true)
    // No deck choice, no quit confirmation, no side menu: nothing to act on.
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Menu de la partie' })).toBeNull()
    act(() => opened[0].push(sse('game', { game: spectated({ version: 2, open: false, status: 'FINISHED', winner: USER2 }), version: 2 })))
    expect(await screen.findByTestId('watch-result')).toHaveTextContent('Victoire de Bruno')
    expect(screen.getByRole('link', { name: 'Retour aux amis' })).toHaveAttribute('href', '/friends')
  })

  it('shows the server’s message when it refuses', async () => {
    renderApp({ path: '/watch/5', session: PLAYER, handlers: { 'GET /api/events': () => new Promise(() => {}), 'GET /api/games/{id}/watch': json({ message: 'Cette partie n’est pas en cours.', status: 409 }, 409) } })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Impossible de regarder cette partie')
    expect(alert).toHaveTextContent('Cette partie n’est pas en cours.')
  })

  it('says so when the address names no game', async () => {
    renderApp({ path: '/watch/abc', session: PLAYER, handlers: { 'GET /api/events': () => new Promise(() => {}) } })
    expect(await screen.findByText('Cette adresse ne désigne aucune partie.')).toBeInTheDocument()
  })
})

describe('the players see how many watch', () => {
  it('the `watchers` event is kept per game, and junk is ignored', () => {
    const store = createTestStore()
    const fire = (data: unknown) => dispatchEvent(store.get, store.set, { event: 'watchers', data: JSON.stringify(data), id: null })
    fire({ gameId: 7, count: 2 })
    expect(store.get(watchersAtom)).toEqual({ gameId: 7, count: 2 })
    fire({ gameId: 7, count: 'deux' })
    expect(store.get(watchersAtom)).toEqual({ gameId: 7, count: 2 })
  })

  it('the battle banner shows « 👁 N » for its own game only, and nothing at 0', async () => {
    const { store } = renderApp({
      path: '/game/unranked',
      state: { gameCode: 7 },
      session: ME,
      profile: { id: ME.id, pseudo: 'Alice' },
      handlers: { 'GET /api/games/{id}': json(apiGame()), 'GET /api/events': () => new Promise(() => {}) },
    })
    expect(await screen.findByText(/C'est à vous de jouer!/)).toBeInTheDocument()
    expect(screen.queryByTestId('spectator-count')).toBeNull()
    act(() => store.set(watchersAtom, { gameId: 8, count: 3 }))
    expect(screen.queryByTestId('spectator-count')).toBeNull()
    act(() => store.set(watchersAtom, { gameId: 7, count: 2 }))
    expect(screen.getByRole('img', { name: '2 spectateurs' })).toHaveTextContent(/^2$/)
    act(() => store.set(watchersAtom, { gameId: 7, count: 0 }))
    expect(screen.queryByTestId('spectator-count')).toBeNull()
  })
})
