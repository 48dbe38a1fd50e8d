// The live stream's id on the game actions (src/api/events.ts, src/api/games.ts, src/state/liveEvents.ts):
// the id the stream's hello carries is sent as x-event-stream on moves, deck choices and leaving, so
// that stream gets no event for the version their answer carries; nothing is sent before the hello
// nor after the stream ended.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act } from '@testing-library/react'
import { eventStreamAtom, sessionAtom } from '../../src/state'
import { createTestStore } from './helpers/store'
import { configureApi } from '../../src/api/client'
import { chooseDeck, endGame, placeMove } from '../../src/api/games'
import { PLAYER } from './helpers/renderApp'

/** A fetch answering /api/events with a stream the test writes to, and recording the other calls' headers. */
function stubFetch() {
  const streams: { push: (text: string) => void; close: () => void }[] = []
  const calls: { url: string; streamId: string | null }[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.endsWith('/api/events')) {
      let controller!: ReadableStreamDefaultController<Uint8Array>
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
      init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')))
      const encoder = new TextEncoder()
      streams.push({ push: (text) => controller.enqueue(encoder.encode(text)), close: () => controller.close() })
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
    }
    const headers = input instanceof Request ? input.headers : new Headers(init?.headers)
    calls.push({ url: new URL(url, 'http://x').pathname, streamId: headers.get('x-event-stream') })
    return new Response(JSON.stringify({ id: 7 }), { status: 200, headers: { 'content-type': 'application/json' } })
  })
  return { streams, calls }
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0))

describe('the live stream named on game actions', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    configureApi({ getToken: () => 'token-7', onUnauthorized: () => {} })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    configureApi({ getToken: () => null, onUnauthorized: () => {} })
  })

  it("sends the hello's stream id on moves, deck choices and leaving, only while the stream is up", async () => {
    const { streams, calls } = stubFetch()
    const store = createTestStore()
    store.set(sessionAtom, PLAYER)
    const stop = store.sub(eventStreamAtom, () => undefined)
    await settle()
    await placeMove('unranked', 7, PLAYER.id, { version: 3 })
    expect(calls.at(-1)).toEqual({ url: '/api/games/unranked/plate/7', streamId: null }) // no hello yet

    streams[0].push(`event: hello\nid: 1\ndata: {"serverTime":${Date.now()},"userId":${PLAYER.id},"streamId":"Ab_9-xyz"}\n\n`)
    await settle()
    await placeMove('ranked', 7, PLAYER.id, { cardId: 4, index: 0, version: 3 })
    await placeMove('training', 7, PLAYER.id, { version: 4 })
    await chooseDeck('private', 7, PLAYER.id, 2)
    await endGame({ id: 7, type: 'unranked', stageId: null }, PLAYER.id)
    await endGame({ id: 7, type: 'solo', stageId: 2 }, PLAYER.id)
    expect(calls.slice(1)).toEqual([
      { url: '/api/games/ranked/plate/7', streamId: 'Ab_9-xyz' },
      { url: '/api/games/training/plate/7', streamId: 'Ab_9-xyz' },
      { url: '/api/games/private/decks/7', streamId: 'Ab_9-xyz' },
      { url: '/api/games/unranked/end/7', streamId: 'Ab_9-xyz' },
      { url: `/api/solo-combat-game/end/${PLAYER.id}/2`, streamId: 'Ab_9-xyz' },
    ])

    streams[0].close() // dropped: the next stream has an id of its own
    await settle()
    await placeMove('unranked', 7, PLAYER.id, { version: 5 })
    expect(calls.at(-1)?.streamId).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    streams[1].push('event: hello\ndata: {"serverTime":1,"userId":1,"streamId":"second"}\n\n')
    await settle()
    await placeMove('unranked', 7, PLAYER.id, { version: 5 })
    expect(calls.at(-1)?.streamId).toBe('second')
    stop()
    await settle()
    await placeMove('unranked', 7, PLAYER.id, { version: 6 })
    expect(calls.at(-1)?.streamId).toBeNull() // signed out or unmounted: no stream
  })
})
