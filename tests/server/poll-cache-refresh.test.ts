// The poll cache's entries are reloaded in the background once 4/5 of their lifetime has passed
// (src/server/plugins/poll-cache.ts): a row polled steadily is never read on a poll's own time.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ENTRY_TTL_MS, PollCache, REFRESH_AFTER_MS } from '../../src/server/plugins/poll-cache'
import { testApp } from './helpers/app'
import { newPlayer } from './helpers/players'
import type { UserRow } from '../../src/server/db/repositories/users'

describe('PollCache: refresh ahead of expiry', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('serves an entry past 4/5 of its lifetime while reloading it, so a steady poll never waits for the database', async () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    const cache = new PollCache(() => {})
    let loads = 0
    let credit = 1
    const read = () =>
      cache.user(1, async () => {
        loads++
        return { id: 1, credit } as UserRow
      })
    const life = ENTRY_TTL_MS / 10 // tenths of an entry's lifetime
    expect(REFRESH_AFTER_MS).toBe(8 * life)
    expect((await read())?.credit).toBe(1)
    credit = 2 // changed without a notice: only the lifetime bounds how long it is missed
    vi.advanceTimersByTime(4 * life)
    expect([(await read())?.credit, loads]).toEqual([1, 1]) // young: no reload
    vi.advanceTimersByTime(3 * life)
    expect([(await read())?.credit, loads]).toEqual([1, 1]) // 7/10: still no reload
    vi.advanceTimersByTime(2 * life)
    expect((await read())?.credit).toBe(1) // 9/10: served at once, reloaded behind it
    await vi.waitFor(() => expect(loads).toBe(2))
    expect((await read())?.credit).toBe(2)
    vi.advanceTimersByTime(5 * life) // 14/10 after the first load, 5/10 after the reload
    expect([(await read())?.credit, loads]).toEqual([2, 2])
    vi.advanceTimersByTime(11 * life) // not read meanwhile: expired, read on the poll's time
    expect([(await read())?.credit, loads]).toEqual([2, 3])
    cache.close()
  })

  it('is emptied when the events channel comes back (notices may have been lost while it was down)', async () => {
    const t = await testApp()
    try {
      const p = await newPlayer(t.api)
      await t.app.pollCache.afterWrite()
      let loads = 0
      const user = t.app.pollCache.user.bind(t.app.pollCache)
      t.app.pollCache.user = (id, load) => user(id, () => (loads++, load()))
      const profile = () => t.api.get(`/api/user/${p.id}`, { token: p.token })
      await vi.waitFor(async () => {
        const before = loads
        expect((await profile()).status).toBe(200)
        expect(loads).toBe(before) // a read served from the cache
      })
      const cached = loads
      t.app.events.resyncAll()
      expect((await profile()).status).toBe(200)
      expect(loads).toBe(cached + 1)
    } finally {
      await t.close()
    }
  })
})
