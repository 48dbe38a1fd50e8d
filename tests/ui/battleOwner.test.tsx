// The battle's game has one owner, the query cache (issue 30, item 1): the atoms only read it, a
// move's optimistic board is an optimistic update of the cache (rolled back on failure), each new
// version is diffed once (the sounds, the announcer and the scene share that diff), and a turn
// start shows its new deadline at once.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { Provider, queryClientAtom, sessionAtom, streamStatusAtom } from '../../src/state'
import { createTestStore } from './helpers/store'
import { battleGameKey } from '../../src/state/gameQuery'
import { gameAtom, gameTargetAtom, openGameAtom, receiveGameAtom, serverGameAtom, turnSecondsAtom } from '../../src/state/game'
import { ANSWER_GRACE_MS, placeCardAtom } from '../../src/state/gameIntents'
import { Announcer } from '../../src/ui/pages/game/Announcer'
import { fakeServer, json } from './helpers/fakeServer'
import { apiGame, ME } from './helpers/games'

const diffs = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../src/scene/model/diff', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/scene/model/diff')>()
  return {
    ...original,
    diffSnapshots: (...args: Parameters<typeof original.diffSnapshots>) => {
      diffs.count += 1
      return original.diffSnapshots(...args)
    },
  }
})

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : []
  })

describe('one owner of the battle’s game', () => {
  afterEach(() => vi.useRealTimers())

  it('no atom of the client holds a game snapshot beside the query cache', () => {
    const holders = ['src/state', 'src/ui', 'src/scene', 'src/pwa'].flatMap(files).filter((path) =>
      /\batom(WithDefault)?<[^>]*\b(Game|GameSnapshot|MatchState|ApiGame|PendingMove)\b/.test(readFileSync(path, 'utf8')),
    )
    expect(holders).toEqual([])
  })

  it('the atoms read what the cache holds, the moment it holds it', async () => {
    fakeServer({ 'GET /api/games/{id}': json(apiGame()) })
    const store = createTestStore()
    store.set(sessionAtom, ME)
    await store.set(openGameAtom, { mode: 'unranked', id: 7 })
    const client = store.get(queryClientAtom)
    expect(store.get(gameAtom)).toBe(client.getQueryData(battleGameKey))
    // a writer that knows only the cache (the event stream, the local game's bot)
    const next = apiGame({ version: 2, roundTo: 2 })
    client.setQueryData(battleGameKey, next)
    expect(store.get(gameAtom)).toBe(next)
    expect(store.get(serverGameAtom)).toBe(next)
  })

  it('a move is an optimistic update of the cache, rolled back when it fails', async () => {
    let answer: ((response: ReturnType<typeof json>) => void) | undefined
    fakeServer({
      'GET /api/games/{id}': json(apiGame()),
      'POST /api/games/unranked/plate/{id}': () => new Promise<ReturnType<typeof json>>((resolve) => (answer = resolve)),
    })
    const store = createTestStore()
    store.set(sessionAtom, ME)
    await store.set(openGameAtom, { mode: 'unranked', id: 7 })
    const client = store.get(queryClientAtom)
    const before = store.get(gameAtom)
    const sent = store.set(placeCardAtom, { instanceId: 101, index: 4 })
    const optimistic = client.getQueryData<ReturnType<typeof apiGame>>(battleGameKey)
    expect(optimistic?.plateau[4]).toBe(101)
    expect(store.get(gameAtom)).toBe(optimistic)
    expect(store.get(serverGameAtom)).toBeNull() // not the server's word
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'))
    answer?.(json({ message: 'panne', status: 500 }, 500))
    expect(await sent).toBe(false)
    expect(client.getQueryData(battleGameKey)).toBe(before)
    expect(store.get(gameAtom)).toBe(before)
  })
})

describe('one delivery path per move and screen', () => {
  afterEach(() => vi.useRealTimers())

  const moved = () => {
    const after = apiGame({ version: 2, roundTo: 2 })
    return { after, answer: { plateau: after.plateau, plateauspell: after.plateauspell, game: after } }
  }
  const openWith = async (answer: unknown, live: boolean) => {
    fakeServer({ 'GET /api/games/{id}': json(apiGame()), 'POST /api/games/unranked/plate/{id}': json(answer) })
    const store = createTestStore()
    store.set(sessionAtom, ME)
    store.set(streamStatusAtom, live ? 'live' : 'off')
    await store.set(openGameAtom, { mode: 'unranked', id: 7 })
    return { store, client: store.get(queryClientAtom) }
  }

  it('while the stream is live the mover’s screen takes its move from the stream, not from the answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const { after, answer } = moved()
    const { store, client } = await openWith(answer, true)
    expect(await store.set(placeCardAtom, { instanceId: 101, index: 4 })).toBe(true)
    expect(client.getQueryData<{ version: number }>(battleGameKey)?.version).toBe(1) // still the optimistic board
    const fromStream = { ...after }
    store.set(receiveGameAtom, fromStream) // the stream's event
    expect(client.getQueryData(battleGameKey)).toBe(fromStream)
    vi.advanceTimersByTime(ANSWER_GRACE_MS) // the answer, offered late, is the version already held: dropped
    expect(client.getQueryData(battleGameKey)).toBe(fromStream)
  })

  it('the answer is offered after a grace period should the stream’s event be lost, and at once without a live stream', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const live = await openWith(moved().answer, true)
    await live.store.set(placeCardAtom, { instanceId: 101, index: 4 })
    vi.advanceTimersByTime(ANSWER_GRACE_MS)
    expect(live.client.getQueryData<{ version: number }>(battleGameKey)?.version).toBe(2)
    const off = await openWith(moved().answer, false)
    await off.store.set(placeCardAtom, { instanceId: 101, index: 4 })
    expect(off.client.getQueryData<{ version: number }>(battleGameKey)?.version).toBe(2)
  })
})

describe('one diff per new version', () => {
  it('the sounds, the announcer and the scene share the diff of each version; a version already held is not diffed', async () => {
    fakeServer({ 'GET /api/games/{id}': json(apiGame({ roundTo: 2 })) })
    const store = createTestStore()
    store.set(sessionAtom, ME)
    await store.set(openGameAtom, { mode: 'unranked', id: 7 })
    render(
      <Provider store={store}>
        <Announcer seconds={30} />
      </Provider>,
    )
    diffs.count = 0
    const played = apiGame({ version: 2, roundTo: 1, plateau: apiGame().plateau.map((v, i) => (i === 8 ? 900 : v)) })
    act(() => store.set(receiveGameAtom, played))
    expect(screen.getByTestId('announcer').textContent).toContain('À vous de jouer.')
    act(() => store.set(receiveGameAtom, { ...played })) // the same version again (answer and stream)
    act(() => store.set(receiveGameAtom, apiGame({ version: 3, roundTo: 2 })))
    expect(diffs.count).toBe(2)
  })
})

describe('a turn start shows its new deadline at once', () => {
  it('the seconds shown come from the new snapshot, not the last turn’s leftover', () => {
    fakeServer({})
    const store = createTestStore()
    store.set(sessionAtom, ME)
    store.set(gameTargetAtom, { mode: 'unranked', id: 7 })
    const now = Date.now()
    // the opponent's turn, 8 s left
    store.set(receiveGameAtom, apiGame({ roundTo: 2, turnDeadline: new Date(now + 8000).toISOString() }))
    expect(store.get(turnSecondsAtom)).toBe(8)
    // the opponent moves: the viewer's turn starts with 30 s
    store.set(receiveGameAtom, apiGame({ version: 2, roundTo: 1, turnDeadline: new Date(now + 30_000).toISOString() }))
    expect(store.get(turnSecondsAtom)).toBe(30)
  })
})
