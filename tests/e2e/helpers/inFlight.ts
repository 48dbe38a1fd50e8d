// A page's requests in flight (the event stream excepted: it never ends, so it is never "finished"),
// and the wait for a quiet network: none in flight for a while, woken by each request's start and end.
import type { Page, Request } from 'playwright-core'

const isStream = (url: string) => new URL(url).pathname === '/api/events'

export class RequestsInFlight {
  readonly requests = new Set<Request>()
  private lastChange = Date.now()
  private readonly wakers = new Set<() => void>()

  constructor(page: Page) {
    page.on('request', (r) => {
      if (isStream(r.url())) return
      this.requests.add(r)
      this.changed()
    })
    const done = (r: Request) => {
      if (this.requests.delete(r)) this.changed()
    }
    page.on('requestfinished', done)
    page.on('requestfailed', done)
  }

  private changed() {
    this.lastChange = Date.now()
    for (const wake of this.wakers) wake()
  }

  /** Waits until no request has been in flight for `quietMs` (the condition is a span of time); false if `timeout` came first. */
  async quiet(quietMs: number, timeout: number): Promise<boolean> {
    const deadline = Date.now() + timeout
    for (;;) {
      const now = Date.now()
      const idle = this.requests.size === 0
      if (idle && now - this.lastChange >= quietMs) return true
      if (now >= deadline) return false
      // until the next request starts or ends, or the quiet span is over, or the deadline
      const left = Math.min(deadline - now, idle ? quietMs - (now - this.lastChange) : Infinity)
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer)
          this.wakers.delete(wake)
          resolve()
        }
        const timer = setTimeout(wake, left)
        this.wakers.add(wake)
      })
    }
  }
}
