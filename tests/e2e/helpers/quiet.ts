// "The page has finished loading" for screenshots: no request in flight for a moment, the event
// stream excepted (it never ends, so Playwright's 'networkidle' would wait for its whole timeout),
// and the fonts ready.
import type { Page, Request } from 'playwright-core'

interface Tracker {
  inFlight: Set<Request>
  lastChange: number
}
const trackers = new WeakMap<Page, Tracker>()
const isStream = (url: string) => new URL(url).pathname === '/api/events'

/** Starts counting a page's requests (suite.ts does it for every page of its contexts). */
export function trackNetwork(page: Page): void {
  if (trackers.has(page)) return
  const tracker: Tracker = { inFlight: new Set(), lastChange: Date.now() }
  trackers.set(page, tracker)
  const done = (r: Request) => {
    if (tracker.inFlight.delete(r)) tracker.lastChange = Date.now()
  }
  page.on('request', (r) => {
    if (isStream(r.url())) return
    tracker.inFlight.add(r)
    tracker.lastChange = Date.now()
  })
  page.on('requestfinished', done)
  page.on('requestfailed', done)
}

/** Waits until nothing but the stream has been loading for `quietMs`, then for the fonts. */
export async function networkQuiet(page: Page, quietMs = 300, timeout = 10_000): Promise<void> {
  trackNetwork(page)
  const tracker = trackers.get(page)
  const deadline = Date.now() + timeout
  while (tracker && Date.now() < deadline) {
    if (tracker.inFlight.size === 0 && Date.now() - tracker.lastChange >= quietMs) break
    await page.waitForTimeout(50)
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}
