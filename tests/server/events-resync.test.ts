// After the LISTEN connection came back (notices may have been lost), `app.events.resyncAll` also
// calls the handlers registered with `onResync` (e.g. a cache fed by notices, to drop what it holds).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testApp, type TestApp } from './helpers/app'

describe('app.events.onResync', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp()
  }, 60_000)
  afterAll(() => t.close())

  it('calls each handler at every resync until it unsubscribes', () => {
    const handler = vi.fn()
    const unsubscribe = t.app.events.onResync(handler)
    t.app.events.resyncAll()
    expect(handler).toHaveBeenCalledTimes(1)
    unsubscribe()
    t.app.events.resyncAll()
    expect(handler).toHaveBeenCalledTimes(1)
  })
})
