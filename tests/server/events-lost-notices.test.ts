// A notice that cannot be sent (src/server/events/lost-notices.ts, bus.ts) is logged with its kind
// and counted; the instance re-syncs its own streams at once, and a `resync` notice, retried until
// it goes, makes every instance re-sync theirs. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testApp, twoInstances, type TestApp, type TwoInstances } from './helpers/app'
import { newPlayer } from './helpers/players'
import { SseStream } from './helpers/sse'
import type { Notice } from '../../src/server/events/bus'
import { RETRY_MIN_MS, trackLostNotices } from '../../src/server/events/lost-notices'

interface Queryable {
  query(statement: string | { text: string }, ...rest: unknown[]): Promise<unknown>
}

/** Makes every pg_notify on the app's database client reject while `failing.on` holds. */
function breakNotices(app: FastifyInstance): { on: boolean; restore(): void } {
  const client = (app.db as unknown as { $client: Queryable }).$client
  const query = client.query
  const failing = {
    on: true,
    restore: () => void (client.query = query),
  }
  client.query = function (this: Queryable, statement: string | { text: string }, ...rest: unknown[]) {
    const text = typeof statement === 'string' ? statement : statement.text // drizzle's pg driver passes a config object
    if (failing.on && text.includes('pg_notify')) return Promise.reject(new Error('connexion perdue'))
    return query.call(this, statement, ...rest)
  }
  return failing
}

const profileEvents = (stream: SseStream) => stream.events.filter((e) => e.event === 'profile').length

describe('trackLostNotices', () => {
  afterEach(() => void vi.useRealTimers())

  it('re-syncs here once, retries the resync notice with a growing delay, and sends it again when a loss came while it was under way', async () => {
    vi.useFakeTimers()
    const log = { warn: vi.fn() }
    const resyncHere = vi.fn()
    const answers: Array<{ resolve: () => void; reject: (e: Error) => void }> = []
    const announce = () => new Promise<void>((resolve, reject) => void answers.push({ resolve, reject }))
    const lost = trackLostNotices({ announce, resyncHere, log })

    lost.failed('invitation', new Error('a'))
    lost.failed('profile', new Error('b'))
    expect([lost.count, resyncHere.mock.calls.length]).toEqual([2, 1])
    expect(log.warn.mock.calls.map(([obj]) => (obj as { kind: string }).kind)).toEqual(['invitation', 'profile'])
    expect(answers).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(RETRY_MIN_MS)
    expect(answers).toHaveLength(1)
    answers[0].reject(new Error('toujours en panne'))
    await vi.advanceTimersByTimeAsync(0)
    expect(lost.count).toBe(3) // the resync notice's own failure counts
    await vi.advanceTimersByTimeAsync(RETRY_MIN_MS)
    expect(answers).toHaveLength(1) // the delay doubled
    await vi.advanceTimersByTimeAsync(RETRY_MIN_MS)
    expect(answers).toHaveLength(2)
    lost.failed('game', new Error('c')) // while the resync notice is under way
    answers[1].resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(answers).toHaveLength(3) // that one did not cover the last loss
    answers[2].resolve()
    await vi.advanceTimersByTimeAsync(60_000)
    lost.sent()
    expect(answers).toHaveLength(3) // nothing lost any more
    expect(resyncHere).toHaveBeenCalledTimes(1)
    lost.close()
  })

  it('a notice sent again sends the pending resync notice at once', async () => {
    vi.useFakeTimers()
    const announce = vi.fn(() => Promise.resolve())
    const lost = trackLostNotices({ announce, resyncHere: () => {} })
    lost.failed('profile', new Error('a'))
    lost.sent()
    expect(announce).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(announce).toHaveBeenCalledTimes(1)
    lost.close()
  })
})

describe('a notice that cannot be sent', () => {
  let t: TestApp
  let base: string
  beforeAll(async () => {
    t = await testApp()
    base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  }, 60_000)
  afterAll(() => t.close())

  it('is logged with its kind and counted; the streams re-sync at once, and every instance hears the resync notice once it goes', async () => {
    const p = await newPlayer(t.api)
    const { stream } = await SseStream.open(base, p.token)
    try {
      await stream!.next('profile')
      const resyncs: Notice[] = []
      const unsubscribe = t.app.events.onNotice((notice) => void (notice.kind === 'resync' && resyncs.push(notice)))
      const warn = vi.spyOn(t.app.log, 'warn')
      const failing = breakNotices(t.app)
      const before = t.app.events.failedNotices
      try {
        t.app.notices.publish({ kind: 'invitation', userId: p.id, gameId: 1 })
        await vi.waitFor(() => expect(t.app.events.failedNotices).toBeGreaterThan(before))
        expect(warn).toHaveBeenCalledWith(expect.objectContaining({ kind: 'invitation' }), expect.any(String))
        await stream!.until(() => profileEvents(stream!) >= 2, 'the resync’s profile') // at once, on this instance
        // the client is told, so that it re-reads what only an event would have brought
        expect(stream!.events.filter((e) => e.event === 'resync').map((e) => e.data)).toEqual([{ reason: 'lostNotices' }])
        failing.on = false
        await vi.waitFor(() => expect(resyncs).toEqual([{ kind: 'resync' }]))
        await stream!.until(() => profileEvents(stream!) >= 3, 'the profile of the resync notice')
        expect(stream!.events.some((e) => e.event === 'invitation')).toBe(false)
      } finally {
        failing.restore()
        warn.mockRestore()
        unsubscribe()
      }
    } finally {
      stream!.close()
    }
  })
})

describe('the resync notice across instances', () => {
  let two: TwoInstances
  let baseB: string
  beforeAll(async () => {
    two = await twoInstances()
    baseB = await two.b.app.listen({ port: 0, host: '127.0.0.1' })
  }, 60_000)
  afterAll(() => two.close())

  it('re-syncs the streams and the poll cache of another instance', async () => {
    const p = await newPlayer(two.b.api)
    const { stream } = await SseStream.open(baseB, p.token)
    try {
      await stream!.next('profile')
      const dropped = vi.fn()
      const unsubscribe = two.b.app.events.onResync(dropped)
      two.a.app.events.publish({ kind: 'resync' })
      await stream!.until(() => profileEvents(stream!) >= 2, 'the resync’s profile on the other instance')
      expect(dropped).toHaveBeenCalled()
      unsubscribe()
    } finally {
      stream!.close()
    }
  })
})
