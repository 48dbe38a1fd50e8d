// While the battle's server does not answer, the battle says so in French and the clock shown
// stands still (issue 31, item 3); the first answer ends it.
import { describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { Provider, sessionAtom } from '../../src/state'
import { clockNowAtom, gamePollerAtom, openGameAtom, turnSecondsAtom, gameAtom } from '../../src/state/game'
import { outageSinceAtom, serverAnsweredAtom } from '../../src/state/serverReach'
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
})
