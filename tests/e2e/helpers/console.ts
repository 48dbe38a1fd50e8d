// What a clean page must not show: console errors, uncaught exceptions, failed requests and HTTP
// errors (4xx/5xx). `watchConsole(page)` records them; `settled(page)` waits for the page's API calls.
import type { Page, Request } from 'playwright-core'

export interface ConsoleWatch {
  /** Everything seen since the last `take()`, then forgets it. */
  take(): string[]
  /** Waits until no API request has been in flight for `quietMs` (the event stream excepted). */
  settled(quietMs?: number, timeout?: number): Promise<void>
}

/** The long-lived event stream is never "finished": it is not counted as in flight. */
const isStream = (url: string) => new URL(url).pathname === '/api/events'

export function watchConsole(page: Page, options: { allow?: (url: string, status: number) => boolean } = {}): ConsoleWatch {
  let seen: string[] = []
  const inFlight = new Set<Request>()
  let lastChange = Date.now()
  const where = () => new URL(page.url()).pathname
  page.on('console', (m) => {
    if (m.type() !== 'error') return
    // the browser's own line for an HTTP error answer: reported (or allowed) with the response below
    if (/^Failed to load resource: the server responded with a status of \d+/.test(m.text())) return
    seen.push(`${where()}: console.error ${m.text()} (${m.location().url})`)
  })
  page.on('pageerror', (e) => seen.push(`${where()}: uncaught ${e.message}`))
  page.on('request', (r) => {
    if (isStream(r.url())) return
    inFlight.add(r)
    lastChange = Date.now()
  })
  const done = (r: Request) => {
    if (inFlight.delete(r)) lastChange = Date.now()
  }
  page.on('requestfinished', done)
  page.on('requestfailed', (r) => {
    done(r)
    // A request cut short by the page itself (navigation, unmount) is not a failure.
    if (r.failure()?.errorText === 'net::ERR_ABORTED') return
    seen.push(`${where()}: request failed ${r.method()} ${r.url()} ${r.failure()?.errorText}`)
  })
  page.on('response', (r) => {
    if (r.status() >= 400 && !options.allow?.(r.url(), r.status())) seen.push(`${where()}: ${r.status()} ${r.request().method()} ${r.url()}`)
  })
  return {
    take: () => {
      const out = seen
      seen = []
      return out
    },
    settled: async (quietMs = 400, timeout = 10_000) => {
      const deadline = Date.now() + timeout
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastChange >= quietMs) return
        await page.waitForTimeout(50)
      }
      throw new Error(`requests still in flight on ${where()}: ${[...inFlight].map((r) => r.url()).join(', ')}`)
    },
  }
}
