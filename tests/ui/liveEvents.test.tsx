// The event stream on the client (src/api/events.ts, src/state/liveEvents.ts): the SSE format, where
// each event goes (the battle's game, the profile, invitations, friend requests, presence), the
// reconnection with Last-Event-ID, and the polls resting while the stream is live.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act } from '@testing-library/react'
import { createSseParser, type StreamEvent } from '../../src/api/sseParser'
import {
  battleGameKey,
  dispatchEvent,
  eventStreamAtom,
  opponentPresenceAtom,
  queryClientAtom,
  serverOffsetAtom,
  sessionAtom,
  streamStatusAtom,
  toastsAtom,
} from '../../src/state'
import { createTestStore } from './helpers/store'
import { configureApi } from '../../src/api/client'
import { PLAYER, renderApp } from './helpers/renderApp'
import { loadSignedInChunks } from '../../src/ui/layout/signedInChunks'
import { fakeServer, json } from './helpers/fakeServer'
import { apiGame, ME } from './helpers/games'
import { gamePollerAtom, openGameAtom } from '../../src/state/game'

const event = (name: string, data: unknown, id: string | null = null): StreamEvent => ({ event: name, data: JSON.stringify(data), id })

describe('the SSE format', () => {
  it('reads events split across chunks, with comments, several data lines, id and retry', () => {
    const seen: StreamEvent[] = []
    const parser = createSseParser((e) => seen.push(e))
    parser.push(': ping\n\nretry: 2500\nevent: ga')
    parser.push('me\nid: 7\ndata: {"a":\ndata: 1}\n\n')
    parser.push('data: sans nom\r\n\r\n')
    expect(seen).toEqual([
      { event: 'game', data: '{"a":\n1}', id: '7' },
      { event: 'message', data: 'sans nom', id: '7' },
    ])
    expect(parser.retryMs()).toBe(2500)
  })

  it('keeps one event when a CRLF falls across two chunks, as when it comes in one chunk', () => {
    const split: StreamEvent[] = []
    const splitParser = createSseParser((e) => split.push(e))
    splitParser.push('data: a\r')
    splitParser.push('\ndata: b\r\n\r\n')
    const whole: StreamEvent[] = []
    createSseParser((e) => whole.push(e)).push('data: a\r\ndata: b\r\n\r\n')
    expect(split).toEqual([{ event: 'message', data: 'a\nb', id: null }])
    expect(whole).toEqual(split)
  })

  it('dispatches no event for a block without data', () => {
    const seen: StreamEvent[] = []
    createSseParser((e) => seen.push(e)).push('event: vide\n\nid: 3\ndata: x\n\n')
    expect(seen).toEqual([{ event: 'message', data: 'x', id: '3' }])
  })
})

describe('where each event goes', () => {
  const setup = () => {
    const store = createTestStore()
    const client = store.get(queryClientAtom)
    const fire = (e: StreamEvent) => dispatchEvent(store.get, store.set, e)
    return { store, client, fire }
  }

  it('measures the server clock offset at hello', () => {
    const { store, fire } = setup()
    fire(event('hello', { serverTime: Date.now() + 5000, userId: 7 }))
    expect(store.get(serverOffsetAtom)).toBeGreaterThan(4900)
  })

  it('feeds the game on screen only, and the profile', () => {
    const { client, fire } = setup()
    client.setQueryData(battleGameKey, { id: 4, version: 1 })
    fire(event('game', { game: { id: 9, version: 5 }, version: 5 }))
    expect(client.getQueryData(battleGameKey)).toEqual({ id: 4, version: 1 })
    fire(event('game', { game: { id: 4, version: 2 }, version: 2 }))
    expect(client.getQueryData(battleGameKey)).toEqual({ id: 4, version: 2 })
    fire(event('profile', { user: { id: 7, credit: 90 } }))
    expect(client.getQueryData(['users', 7])).toEqual({ id: 7, credit: 90 })
  })

  it('shows an invitation with « Rejoindre », re-reads friend requests, tracks presence, ignores junk', async () => {
    const { store, client, fire } = setup()
    client.setQueryData(['friendRequests', 7], [])
    fire(event('invitation', { gameId: 3, gameCode: 'ABC234', from: { id: 2, pseudo: 'Bruno' } }))
    // its button joins at once (tests/ui/joinInvitation.test.tsx)
    expect(store.get(toastsAtom).map((t) => [t.text, t.action])).toEqual([
      ['Bruno vous invite à une partie privée.', { invitation: { gameId: 3, gameCode: 'ABC234', from: 'Bruno' } }],
    ])
    fire(event('friendRequest', { request: { id: 5 } }))
    expect(client.getQueryState(['friendRequests', 7])?.isInvalidated).toBe(true)
    fire(event('presence', { gameId: 3, userId: 2, online: false }))
    expect(store.get(opponentPresenceAtom)).toEqual({ gameId: 3, userId: 2, online: false })
    fire({ event: 'game', data: '{pas du json', id: null })
    fire(event('profile', { user: 'x' }))
    expect(client.getQueryData(['users', 7])).toBeUndefined()
  })

  it('at a resync (notices may have been lost) re-reads friend requests, invitations, the queue and the battle, and nothing else', () => {
    const { client, fire } = setup()
    const keys = [['friendRequests', 7], ['games', 'invitations', 7], ['games', 'waiting', 'ranked', 3, 1], ['games', 'battle'], ['news']]
    for (const key of keys) client.setQueryData(key, [])
    fire(event('resync', { reason: 'lostNotices' }))
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, true, false])
  })
})

/** A fetch answering /api/events with streams the test writes to. */
function streamingFetch() {
  const opened: { headers: Headers; push: (text: string) => void; close: () => void }[] = []
  let refuse: number | null = null
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (refuse !== null) return new Response(JSON.stringify({ message: 'non' }), { status: refuse })
    let controller!: ReadableStreamDefaultController<Uint8Array>
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
    const encoder = new TextEncoder()
    opened.push({
      headers: new Headers(init?.headers),
      push: (text) => controller.enqueue(encoder.encode(text)),
      close: () => controller.close(),
    })
    expect(String(input)).toBe('/api/events')
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
  })
  vi.stubGlobal('fetch', fetch)
  return { opened, fetch, refuseWith: (status: number) => void (refuse = status) }
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0))

describe('the stream connection', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] }))
  afterEach(() => {
    vi.useRealTimers()
    configureApi({ getToken: () => null, onUnauthorized: () => {} })
  })

  it('sends the bearer, goes live at the hello, reconnects with Last-Event-ID after a drop, and stops on 401', async () => {
    const onUnauthorized = vi.fn()
    configureApi({ getToken: () => 'token-7', onUnauthorized })
    const { opened, refuseWith } = streamingFetch()
    const store = createTestStore()
    store.set(sessionAtom, PLAYER)
    const stop = store.sub(eventStreamAtom, () => undefined)
    await settle()
    // Opened but no hello yet: the server's clock is not measured, so not live (the polls go on).
    expect(store.get(streamStatusAtom)).toBe('connecting')
    expect(opened[0].headers.get('Authorization')).toBe('Bearer token-7')
    opened[0].push(`event: hello\nid: 41\ndata: {"serverTime":${Date.now() + 5000}}\n\n`)
    await settle()
    expect(store.get(streamStatusAtom)).toBe('live')
    expect(store.get(serverOffsetAtom)).toBeGreaterThan(4900)
    opened[0].close()
    await settle()
    expect(store.get(streamStatusAtom)).toBe('off')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(opened).toHaveLength(2)
    expect(opened[1].headers.get('Last-Event-ID')).toBe('41')
    opened[1].push('event: hello\ndata: {"serverTime":1}\n\n') // live again: the delays start over
    await settle()
    refuseWith(401)
    opened[1].close()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(opened).toHaveLength(2)
    stop()
  })
})

describe('the polls while the stream is live', () => {
  // the signed-in chunk that runs the poll and the stream, loaded for real beforehand (fake timers cannot wait for a file to load)
  beforeAll(() => loadSignedInChunks())
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] }))
  afterEach(() => vi.useRealTimers())

  it('the profile poll rests while live and resumes when the stream drops', async () => {
    // The stream's request stays pending: the test sets the stream's status itself.
    const { server, store } = renderApp({ path: '/settings', session: PLAYER, handlers: { 'GET /api/events': () => new Promise(() => {}) } })
    const reads = () => server.count('GET', `/api/user/${PLAYER.id}`)
    await settle()
    expect(reads()).toBe(1)
    act(() => store.set(streamStatusAtom, 'live'))
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(reads()).toBe(1)
    act(() => store.set(streamStatusAtom, 'off'))
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(reads()).toBe(2)
  })

  it('the battle poll rests while live', async () => {
    const store = createTestStore()
    store.set(sessionAtom, ME)
    const server = fakeServer({ 'GET /api/games/{id}': json(apiGame({ roundTo: 2 })) })
    await store.set(openGameAtom, { mode: 'unranked', id: 7 })
    store.set(streamStatusAtom, 'live')
    const stop = store.sub(gamePollerAtom, () => undefined)
    await vi.advanceTimersByTimeAsync(12_000)
    expect(server.count('GET', '/api/games/7')).toBe(1)
    stop()
  })

  it('the battle reads its game at once when a live stream drops, and polls again', async () => {
    const { opened } = streamingFetch()
    const store = createTestStore()
    store.set(sessionAtom, ME)
    const reads: string[] = []
    const games = vi.fn(async () => (reads.push('read'), new Response(JSON.stringify(apiGame({ roundTo: 2 })), { status: 200 })))
    const streams = vi.mocked(globalThis.fetch)
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).includes('/api/games/') ? games() : streams(input, init),
    )
    await store.set(openGameAtom, { mode: 'unranked', id: 7 })
    const stopStream = store.sub(eventStreamAtom, () => undefined)
    await vi.advanceTimersByTimeAsync(0)
    opened[0].push(`event: hello\ndata: {"serverTime":${Date.now()}}\n\n`)
    await vi.advanceTimersByTimeAsync(0)
    const stopPoll = store.sub(gamePollerAtom, () => undefined)
    await vi.advanceTimersByTimeAsync(8000)
    expect(store.get(streamStatusAtom)).toBe('live')
    expect(reads).toHaveLength(1)
    opened[0].close()
    await vi.advanceTimersByTimeAsync(0)
    expect(reads).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(4000)
    expect(reads.length).toBeGreaterThan(2)
    stopPoll()
    stopStream()
  })
})
