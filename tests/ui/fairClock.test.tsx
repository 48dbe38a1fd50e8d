// The fair clock (issue 11, item 4): while the event stream is live the battle's countdown uses the
// server-time offset measured at the stream's hello, not the one of each snapshot at receipt (a slow
// poll answer or a cached game would skew it); without the stream, each snapshot's own offset.
// The stream is live only from its hello: a snapshot received between its opening and the hello
// keeps its own offset (never the unmeasured 0).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createElement, type ReactNode } from 'react'
import { act, renderHook } from '@testing-library/react'
import { Provider, eventStreamAtom, serverOffsetAtom, sessionAtom, streamStatusAtom } from '../../src/state'
import { createTestStore } from './helpers/store'
import { countdownAtom, gameTargetAtom, receiveGameAtom } from '../../src/state/game'
import { CLOCK_STEP_MS, useTurnClock } from '../../src/ui/pages/game/useTurnClock'
import { fakeServer, json } from './helpers/fakeServer'
import { apiGame, ME } from './helpers/games'

const HELLO_OFFSET = 7 * 60_000 // the server's clock is 7 minutes ahead of this one
/** A snapshot whose serverTime is 3 s old when it arrives (a slow answer, or read from the cache). */
const staleSnapshot = () => apiGame({ serverTime: new Date(Date.now() + HELLO_OFFSET - 3000).toISOString() })

function battleStore(stream: 'live' | 'off') {
  fakeServer({ 'GET /api/games/{id}': json(apiGame()) }) // nothing reaches the network
  const store = createTestStore()
  store.set(sessionAtom, ME)
  store.set(gameTargetAtom, { mode: 'unranked', id: 7 })
  store.set(serverOffsetAtom, HELLO_OFFSET)
  store.set(streamStatusAtom, stream)
  return store
}

describe('the countdown offset where a snapshot is received', () => {
  it('with the stream live, a late snapshot keeps the offset measured at the hello', () => {
    const store = battleStore('live')
    store.set(receiveGameAtom, staleSnapshot())
    expect(store.get(countdownAtom)?.offsetMs).toBe(HELLO_OFFSET)
  })

  it('without the stream (fallback polls), the snapshot gives its own offset', () => {
    const store = battleStore('off')
    store.set(receiveGameAtom, staleSnapshot())
    const offset = store.get(countdownAtom)?.offsetMs ?? 0
    expect(Math.abs(offset - (HELLO_OFFSET - 3000))).toBeLessThan(500)
  })
})

/** A fetch answering the event stream with one stream the test writes to. */
function heldStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })))
  return { push: (text: string) => controller.enqueue(new TextEncoder().encode(text)) }
}

describe('between the stream opening and its hello', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('a snapshot keeps its own offset; the hello then makes the stream live with the measured one', async () => {
    const stream = heldStream()
    const store = createTestStore()
    store.set(sessionAtom, ME)
    store.set(gameTargetAtom, { mode: 'unranked', id: 7 })
    const stop = store.sub(eventStreamAtom, () => undefined)
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled()) // the stream is opening
    expect(store.get(streamStatusAtom)).toBe('connecting')
    store.set(receiveGameAtom, staleSnapshot())
    expect(Math.abs((store.get(countdownAtom)?.offsetMs ?? 0) - (HELLO_OFFSET - 3000))).toBeLessThan(500)
    stream.push(`event: hello\ndata: {"serverTime":${Date.now() + HELLO_OFFSET},"userId":${ME.id}}\n\n`)
    await vi.waitFor(() => expect(store.get(streamStatusAtom)).toBe('live'))
    store.set(receiveGameAtom, { ...staleSnapshot(), version: 2 }) // the next version (the same one again is dropped)
    expect(Math.abs((store.get(countdownAtom)?.offsetMs ?? 0) - HELLO_OFFSET)).toBeLessThan(500)
    expect(store.get(countdownAtom)?.offsetMs).toBe(store.get(serverOffsetAtom))
    stop()
  })
})

describe('useTurnClock', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }))
  afterEach(() => vi.useRealTimers())

  it('takes the hello offset once the stream is live, even for a snapshot received before it', async () => {
    const store = battleStore('off')
    store.set(receiveGameAtom, staleSnapshot())
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children)
    renderHook(() => useTurnClock(), { wrapper })
    expect(store.get(countdownAtom)?.offsetMs).not.toBe(HELLO_OFFSET)
    act(() => store.set(streamStatusAtom, 'live'))
    await act(() => vi.advanceTimersByTimeAsync(CLOCK_STEP_MS))
    expect(store.get(countdownAtom)?.offsetMs).toBe(HELLO_OFFSET)
  })
})
