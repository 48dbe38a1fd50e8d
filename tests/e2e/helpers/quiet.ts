// "The page has finished loading" for screenshots: no request in flight for a moment, the event
// stream excepted (it never ends, so Playwright's 'networkidle' would wait for its whole timeout),
// and the fonts ready.
import type { Page } from 'playwright-core'
import { RequestsInFlight } from './inFlight'

const trackers = new WeakMap<Page, RequestsInFlight>()

/** Starts counting a page's requests (suite.ts does it for every page of its contexts). */
export function trackNetwork(page: Page): void {
  if (!trackers.has(page)) trackers.set(page, new RequestsInFlight(page))
}

/** Waits until nothing but the stream has been loading for `quietMs` (at most `timeout`), then for the fonts. */
export async function networkQuiet(page: Page, quietMs = 300, timeout = 10_000): Promise<void> {
  trackNetwork(page)
  await trackers.get(page)!.quiet(quietMs, timeout)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}
