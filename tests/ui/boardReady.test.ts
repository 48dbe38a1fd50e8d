// A turn starts only when its player can act (issue 31, item 3): once the board is drawn, a turn of
// the viewer's that already lost time is reported (POST /api/games/{id}/ready) and the server's
// answer, with the full time from now, is shown; once per game, never when no time was lost.
import { describe, expect, it } from 'vitest'
import { sessionAtom } from '../../src/state'
import { gameAtom, openGameAtom, turnSecondsAtom } from '../../src/state/game'
import { boardReadyAtom } from '../../src/state/gameIntents'
import { createTestStore } from './helpers/store'
import { fakeServer, json } from './helpers/fakeServer'
import { apiGame, ME } from './helpers/games'

const deadlineIn = (ms: number) => new Date(Date.now() + ms).toISOString()

async function opened(game: ReturnType<typeof apiGame>) {
  const given = apiGame({ version: game.version + 1, turnDeadline: deadlineIn(30_000) })
  const server = fakeServer({ 'GET /api/games/{id}': json(game), 'POST /api/games/{id}/ready': json(given) })
  const store = createTestStore()
  store.set(sessionAtom, ME)
  await store.set(openGameAtom, { mode: 'unranked', id: 7 })
  const readyCalls = () => server.calls.filter((c) => c.method === 'POST' && c.path === '/api/games/7/ready')
  return { store, readyCalls }
}

describe('the board is ready', () => {
  it('a first turn that lost time: the server is told once, and the full time shows', async () => {
    const { store, readyCalls } = await opened(apiGame({ turnDeadline: deadlineIn(18_000) }))
    expect(store.get(turnSecondsAtom)).toBeLessThanOrEqual(18)
    await store.set(boardReadyAtom)
    expect(readyCalls()).toHaveLength(1)
    expect(readyCalls()[0].body).toEqual({ userId: ME.id })
    expect(store.get(gameAtom)?.version).toBe(2)
    expect(store.get(turnSecondsAtom)).toBeGreaterThanOrEqual(29)
    await store.set(boardReadyAtom)
    expect(readyCalls()).toHaveLength(1)
  })

  it('nothing to say when no time was lost, or when it is the opponent’s turn', async () => {
    const full = await opened(apiGame({ turnDeadline: deadlineIn(30_000) }))
    await full.store.set(boardReadyAtom)
    expect(full.readyCalls()).toHaveLength(0)
    const theirs = await opened(apiGame({ roundTo: 2, turnDeadline: deadlineIn(10_000) }))
    await theirs.store.set(boardReadyAtom)
    expect(theirs.readyCalls()).toHaveLength(0)
  })
})
