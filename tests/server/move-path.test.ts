// The hot path of a move (issue 11's stream capacity): what it costs beyond the save. On
// PostgreSQL a move's notice rides in its save's statement and may be heard on the LISTEN
// connection before the save's answer is back: the game cache then waits for this instance's save
// instead of reloading the row (src/server/games/cache.ts `saving`/`atLeast`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers/app'
import { startUnranked } from './helpers/games'
import type { LoadedGame } from '../../src/server/games/types'

describe('move path', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp()
  })
  afterAll(async () => {
    await t.close()
  })

  /** A game held at its version, a newer copy of it (as a save would store), and a save's answer to release. */
  async function heldGame() {
    const { id } = await startUnranked(t.api)
    const cache = t.app.gameCache
    const held = (await cache.reload(id))!
    const next: LoadedGame = { record: { ...held.record, version: held.record.version + 1 }, refs: held.refs }
    let answer!: (stored: boolean) => void
    const answered = new Promise<boolean>((resolve) => (answer = resolve))
    return { id, cache, held, next, answer, answered }
  }

  it("a notice heard before this instance's save answered is served by the save, not by a reload", async () => {
    const { id, cache, next, answer, answered } = await heldGame()
    const save = cache.saving(id, answered.then(() => cache.store(next)))
    const heard = cache.atLeast(id, next.record.version) // the notice came first
    answer(true)
    expect(await heard).toBe(next) // the very object the save stored: no row read
    await save
  })

  it('a save that lost the race leaves the notice to a reload of the row', async () => {
    const { id, cache, held, next, answer, answered } = await heldGame()
    const save = cache.saving(id, answered) // nothing stored: someone else saved first
    const heard = cache.atLeast(id, next.record.version)
    answer(false)
    await save
    const reloaded = await heard
    expect(reloaded).not.toBe(held)
    expect(reloaded?.record.version).toBe(held.record.version) // what the row holds
  })

  it('without a save under way a notice newer than the held game reloads at once', async () => {
    const { id, cache, held } = await heldGame()
    const reloaded = await cache.atLeast(id, held.record.version + 1)
    expect(reloaded).not.toBe(held)
    expect(reloaded?.record.version).toBe(held.record.version)
  })
})
