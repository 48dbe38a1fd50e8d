// While the battle's server does not answer, the battle says so in French and the clock shown
// stands still (issue 31, item 3); the first answer ends it.
import { describe, expect, it, vi } from 'vitest'
import { act, render, renderHook, screen } from '@testing-library/react'
import { Provider, sessionAtom } from '../../src/state'
import { battleClockHeldSinceAtom, battleOutageSinceAtom, clockNowAtom, gamePollerAtom, gameTargetAtom, openGameAtom, receiveGameAtom, turnSecondsAtom, gameAtom } from '../../src/state/game'
import { LOCAL_GAME_ID_BASE } from '../../src/game/local/localGameId'
import { clockHeldSinceAtom, outageSinceAtom, serverAnsweredAtom } from '../../src/state/serverReach'
import { useTurnClock } from '../../src/ui/pages/game/useTurnClock'
import { ServerAway } from '../../src/ui/pages/game/ServerAway'
import { createTestStore } from './helpers/store'
import { fakeServer, json } from './helpers/fakeServer'
import { apiGame, ME } from './helpers/games'

describe('the server does not answer', () => {
  it('a poll without an answer starts it: the notice shows, the clock stands still; the next answer ends it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    let down = false
    const game = apiGame({ roundTo: 2 })
    fakeServer({ 'GET /api/games/{id}': () => (down ? json({ message: 'Service indisponible', status: 503 }, 503) : json(game)) })
    const store = createTestStore()
    store.set(sessionAtom, ME)
    await store.set(openGameAtom, { mode: 'unranked', id: 7 })
    const stop = store.sub(gamePollerAtom, () => undefined)
    render(
      <Provider store={store}>
        <ServerAway game={store.get(gameAtom)} />
      </Provider>,
    )
    expect(screen.queryByRole('alert')).toBeNull()

    down = true
    await act(() => vi.advanceTimersByTimeAsync(4000))
    expect(store.get(outageSinceAtom)).not.toBeNull()
    expect(screen.getByRole('alert')).toHaveTextContent('Le serveur ne répond plus')
    const frozen = store.get(turnSecondsAtom)
    store.set(clockNowAtom, Date.now() + 10_000) // ten seconds later, the clock shown has not moved
    expect(store.get(turnSecondsAtom)).toBe(frozen)

    down = false
    await act(() => vi.advanceTimersByTimeAsync(4000))
    expect(store.get(outageSinceAtom)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(store.get(turnSecondsAtom)).toBeLessThan(frozen)
    stop()
  })

  it('the notice, in French, only during a game in progress', () => {
    const store = createTestStore()
    store.set(serverAnsweredAtom, false)
    const { rerender } = render(
      <Provider store={store}>
        <ServerAway game={apiGame()} />
      </Provider>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Le serveur ne répond plus : le chrono est suspendu. Reconnexion en cours…')
    rerender(
      <Provider store={store}>
        <ServerAway game={apiGame({ status: 'FINISHED', open: false })} />
      </Provider>,
    )
    expect(screen.queryByRole('alert')).toBeNull()
    store.set(serverAnsweredAtom, true)
    expect(store.get(outageSinceAtom)).toBeNull()
  })

  it('never on an offline game: the device plays it, the stream failing offline says nothing of it', () => {
    const store = createTestStore()
    const local = LOCAL_GAME_ID_BASE + 3
    store.set(gameTargetAtom, { mode: 'training', id: local })
    store.set(serverAnsweredAtom, false) // the event stream got no answer (the device is offline)
    expect(store.get(outageSinceAtom)).not.toBeNull()
    expect(store.get(battleOutageSinceAtom)).toBeNull()
    expect(store.get(battleClockHeldSinceAtom)).toBeNull() // so the clock runs on, and its timeout is sent
    render(
      <Provider store={store}>
        <ServerAway game={apiGame({ id: local })} />
      </Provider>,
    )
    expect(screen.queryByRole('alert')).toBeNull()
    store.set(gameTargetAtom, { mode: 'training', id: 7 }) // a server's game: the outage counts
    expect(store.get(battleOutageSinceAtom)).toBe(store.get(outageSinceAtom))
    expect(store.get(battleClockHeldSinceAtom)).not.toBeNull()
  })
})

describe('the clock held across an outage', () => {
  it('stays held after the first answer until a game read after it: the deadline may have moved', async () => {
    const store = createTestStore()
    store.set(sessionAtom, ME)
    fakeServer({ 'GET /api/games/{id}': json(apiGame()) })
    await store.set(openGameAtom, { mode: 'unranked', id: 7 })
    store.set(serverAnsweredAtom, false)
    const held = store.get(clockHeldSinceAtom)
    expect(held).not.toBeNull()
    store.set(serverAnsweredAtom, true) // the stream's hello: an answer, but no game yet
    expect(store.get(outageSinceAtom)).toBeNull()
    expect(store.get(clockHeldSinceAtom)).toBe(held)
    // the server gave the downtime back: the next game read carries the moved deadline and releases the clock
    store.set(receiveGameAtom, apiGame({ version: 2, turnDeadline: new Date(Date.now() + 25_000).toISOString() }))
    expect(store.get(clockHeldSinceAtom)).toBeNull()
  })

  it('sends no timeout while held, even past the deadline it knew, and none after the fresh game moved it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] })
    const server = fakeServer({ 'GET /api/games/{id}': json(apiGame({ turnDeadline: new Date(Date.now() + 3_000).toISOString() })) })
    const store = createTestStore()
    store.set(sessionAtom, ME)
    await store.set(openGameAtom, { mode: 'unranked', id: 7 })
    renderHook(() => useTurnClock(), { wrapper: ({ children }) => <Provider store={store}>{children}</Provider> })
    store.set(serverAnsweredAtom, false)
    await act(() => vi.advanceTimersByTimeAsync(10_000)) // well past the old deadline, the server away
    store.set(serverAnsweredAtom, true)
    await act(() => vi.advanceTimersByTimeAsync(1_000)) // answered, no fresh game yet
    const plate = (c: { method: string; path: string }) => c.method === 'POST' && c.path.includes('/plate/')
    expect(server.calls.filter(plate)).toEqual([])
    store.set(receiveGameAtom, apiGame({ version: 2, turnDeadline: new Date(Date.now() + 20_000).toISOString() }))
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(server.calls.filter(plate)).toEqual([])
    expect(store.get(turnSecondsAtom)).toBe(19)
    vi.useRealTimers()
  })
})
