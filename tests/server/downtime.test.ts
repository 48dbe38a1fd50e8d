// A restart or an outage of every instance gives the running turns their time back (issue 31,
// item 3): the next instance to start moves the deadlines by the time nobody served, in the
// database, once, however many instances start together; another instance still alive, or a gap
// shorter than three missed heartbeats, moves nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, testDatabase, type TestDatabase } from './helpers/app'
import { startUnranked, view } from './helpers/games'
import { manualClock } from '../../src/server/clock'
import { OUTAGE_MIN_MS } from '../../src/server/plugins/heartbeat'
import { beat } from '../../src/server/db/repositories/instance-beats'

const T0 = Date.parse('2026-01-01T12:00:00Z')
const at = (ms: number) => manualClock(new Date(T0 + ms))

describe('downtime given back', () => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await testDatabase()
  })
  afterAll(() => db.dispose())

  it('after every instance stopped for 20 s, the running turn ends 20 s later; once, even with two instances starting together', async () => {
    const a = await testApp({ database: db, clock: at(0) })
    const { id, mover } = await startUnranked(a.api)
    const before = await view(a.api, mover, id)
    a.clock.advance(5_000) // 5 s of the turn played, then the server stops
    await a.close()

    // 20 s later, two instances start at once
    const [b, c] = await Promise.all([testApp({ database: db, clock: at(25_000) }), testApp({ database: db, clock: at(25_000) })])
    const after = await view(b.api, mover, id)
    expect(new Date(after.turnDeadline!).getTime()).toBe(new Date(before.turnDeadline!).getTime() + 20_000)
    expect(after.version).toBe(before.version + 1)
    expect(after.roundTo).toBe(before.roundTo) // nobody lost the turn
    expect((await view(c.api, mover, id)).turnDeadline).toBe(after.turnDeadline)

    // an instance starting while another still beats (b's heartbeat, which tests drive by hand): no outage
    await beat(b.app.db, 'b-alive', new Date(T0 + 39_000))
    const d = await testApp({ database: db, clock: at(40_000) })
    expect((await view(d.api, mover, id)).turnDeadline).toBe(after.turnDeadline)
    await Promise.all([b.close(), c.close(), d.close()])

    // a quick restart, under three missed heartbeats: nothing moves
    const e = await testApp({ database: db, clock: at(40_000 + OUTAGE_MIN_MS - 1) })
    expect((await view(e.api, mover, id)).turnDeadline).toBe(after.turnDeadline)
    await e.close()
  })

  it('a turn that had already run out before the outage is not given time', async () => {
    const a = await testApp({ database: db, clock: at(100_000) })
    const { id, mover } = await startUnranked(a.api)
    const before = await view(a.api, mover, id)
    a.clock.advance(40_000) // the turn ran out 10 s before the stop, nobody read it
    await a.close()
    const b = await testApp({ database: db, clock: at(160_000) })
    const after = await view(b.api, mover, id)
    expect(after.lastMove).toMatchObject({ kind: 'pass', timeout: true })
    expect(new Date(after.turnDeadline!).getTime()).toBe(new Date(before.turnDeadline!).getTime() + 30_000)
    await b.close()
  })
})
