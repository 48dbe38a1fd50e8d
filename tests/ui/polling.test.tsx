// The profile poll (spec §4, §9): every 2 s; every 10 s after leaving a game route; not on a game
// path, not without a session; paused while the tab is hidden. Fake timers.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act } from '@testing-library/react'
import { PLAYER, renderApp } from './helpers/renderApp'
import { profilePollDelay } from '../../src/ui/session/pollDelay'
import { loadSignedInChunks } from '../../src/ui/layout/signedInChunks'

// The battle's canvas is not this file's subject: a Pixi application cannot start in the test DOM.
vi.mock('../../src/scene/view/BattleCanvas', () => ({ default: () => <div data-testid="battle-canvas" /> }))

const profileReads = (server: ReturnType<typeof renderApp>['server']) => server.count('GET', `/api/user/${PLAYER.id}`)
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

/** Navigates, then lets time pass in small steps until the lazy page is shown (React keeps the
 *  old screen until then); returns the milliseconds that took. */
async function go(probe: ReturnType<typeof renderApp>['probe'], path: string): Promise<number> {
  // the pages' modules, loaded for real beforehand (fake timers cannot wait for a file to load)
  await Promise.all([import('../../src/ui/pages/HomePage'), import('../../src/ui/pages/ProfilePage'), import('../../src/ui/pages/game/GamePage')])
  await act(async () => {
    await probe.navigate(path)
  })
  let waited = 0
  while (probe.pathname !== path && waited < 3000) {
    await advance(50)
    waited += 50
  }
  expect(probe.pathname).toBe(path)
  return waited
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('profile poll', () => {
  // the signed-in chunk that runs the poll, loaded for real beforehand (fake timers cannot wait for a file to load)
  beforeAll(() => loadSignedInChunks())
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
  })
  afterEach(() => {
    delete (document as unknown as Record<string, unknown>).visibilityState
  })

  it('chooses its period from the session, the path, a left game route and visibility', () => {
    const base = { hasSession: true, path: '/home', leftGame: false, visible: true }
    expect(profilePollDelay(base)).toBe(2000)
    expect(profilePollDelay({ ...base, leftGame: true })).toBe(10_000)
    expect(profilePollDelay({ ...base, path: '/game/ranked' })).toBeNull()
    expect(profilePollDelay({ ...base, path: '/game/training/4', leftGame: true })).toBeNull()
    expect(profilePollDelay({ ...base, hasSession: false })).toBeNull()
    expect(profilePollDelay({ ...base, visible: false })).toBeNull()
  })

  it('reads the profile at once, then every 2 s', async () => {
    const { server } = renderApp({ path: '/settings', session: PLAYER })
    await advance(0)
    expect(profileReads(server)).toBe(1)
    await advance(1999)
    expect(profileReads(server)).toBe(1)
    await advance(1)
    expect(profileReads(server)).toBe(2)
    await advance(6000)
    expect(profileReads(server)).toBe(5)
  })

  it('does not poll without a session', async () => {
    const { server } = renderApp({ path: '/about' })
    await advance(10_000)
    expect(server.calls.filter((c) => c.path.startsWith('/api/user')).length).toBe(0)
  })

  it('does not poll on a game path (one read only when the app starts there without a profile)', async () => {
    const { server } = renderApp({ path: '/game/ranked', state: { gameCode: 3 }, session: PLAYER })
    await advance(0)
    expect(profileReads(server)).toBe(1)
    await advance(30_000)
    expect(profileReads(server)).toBe(1)
  })

  it('polls every 10 s after leaving a game route', async () => {
    const { server, probe } = renderApp({ path: '/game/unranked', state: { gameCode: 3 }, session: PLAYER })
    await advance(0)
    const before = profileReads(server)
    await go(probe, '/home')
    await advance(0)
    // read at once on leaving the game route, then every 10 s
    expect(profileReads(server)).toBe(before + 1)
    await advance(9999)
    expect(profileReads(server)).toBe(before + 1)
    await advance(1)
    expect(profileReads(server)).toBe(before + 2)
    await advance(10_000)
    expect(profileReads(server)).toBe(before + 3)
  })

  it('stops when entering a game path and after logout', async () => {
    const { server, probe, store } = renderApp({ path: '/profile', session: PLAYER })
    await advance(2000)
    const reads = profileReads(server)
    await go(probe, '/game/solo/8')
    await advance(20_000)
    expect(profileReads(server)).toBe(reads)
    await go(probe, '/profile')
    await advance(0)
    const again = profileReads(server)
    expect(again).toBe(reads + 1)
    const { signOutAtom } = await import('../../src/state')
    act(() => store.set(signOutAtom))
    await advance(20_000)
    expect(profileReads(server)).toBe(again)
  })

  it('pauses while the tab is hidden and reads at once when it comes back', async () => {
    const { server } = renderApp({ path: '/profile', session: PLAYER })
    await advance(0)
    act(() => setHidden(true))
    const reads = profileReads(server)
    await advance(20_000)
    expect(profileReads(server)).toBe(reads)
    act(() => setHidden(false))
    await advance(0)
    expect(profileReads(server)).toBe(reads + 1)
    // and the 2 s period goes on
    await advance(2000)
    expect(profileReads(server)).toBe(reads + 2)
  })
})
