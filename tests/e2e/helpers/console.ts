// What a clean page must not show: console errors, uncaught exceptions, failed requests and HTTP
// errors (4xx/5xx). `watchConsole(page)` records them; `settled(page)` waits for the page's API calls.
import type { Page } from 'playwright-core'
import { RequestsInFlight } from './inFlight'

export interface ConsoleWatch {
  /** Everything seen since the last `take()`, then forgets it. */
  take(): string[]
  /** Waits until no API request has been in flight for `quietMs` (the event stream excepted). */
  settled(quietMs?: number, timeout?: number): Promise<void>
}

export function watchConsole(page: Page, options: { allow?: (url: string, status: number) => boolean } = {}): ConsoleWatch {
  let seen: string[] = []
  const inFlight = new RequestsInFlight(page)
  const where = () => new URL(page.url()).pathname
  page.on('console', (m) => {
    if (m.type() !== 'error') return
    // the browser's own line for an HTTP error answer: reported (or allowed) with the response below
    if (/^Failed to load resource: the server responded with a status of \d+/.test(m.text())) return
    seen.push(`${where()}: console.error ${m.text()} (${m.location().url})`)
  })
  page.on('pageerror', (e) => seen.push(`${where()}: uncaught ${e.message}`))
  page.on('requestfailed', (r) => {
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
      if (await inFlight.quiet(quietMs, timeout)) return
      throw new Error(`requests still in flight on ${where()}: ${[...inFlight.requests].map((r) => r.url()).join(', ')}`)
    },
  }
}
