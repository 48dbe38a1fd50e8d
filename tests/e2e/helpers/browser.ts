// Chromium through playwright-core (the system browser, never a download), contexts at the three
// reference sizes, and screenshot helpers writing to tests/e2e/screenshots/ (git-ignored), through
// helpers/capture.ts (Chromium's fast PNG encoder).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type BrowserServer, type Page } from 'playwright-core'
import { chromiumPath } from '../chromium.mjs'
import { capturePng } from './capture'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
]

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  landscape: { width: 844, height: 390 },
  desktop: { width: 1440, height: 900 },
} as const
export type ViewportName = keyof typeof VIEWPORTS

export const SCREENSHOT_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', 'screenshots')

/** Whether the browser suite can run here. */
export const hasChromium = (): boolean => !!chromiumPath()

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath()
  if (!executablePath) throw new Error('No Chromium found (set CHROMIUM_PATH or install /usr/bin/chromium).')
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true })
}

/** The suite's one Chromium (tests/e2e/global-setup.ts), which the files connect to. */
export function launchBrowserServer(): Promise<BrowserServer> {
  const executablePath = chromiumPath()
  if (!executablePath) throw new Error('No Chromium found (set CHROMIUM_PATH or install /usr/bin/chromium).')
  return chromium.launchServer({ executablePath, args: CHROMIUM_ARGS, headless: true })
}

/**
 * The shared Chromium when the global setup started one (closing the connection leaves it running,
 * and closes this file's contexts), else a Chromium of this file's own.
 */
export async function connectOrLaunchBrowser(wsEndpoint: string | null | undefined): Promise<Browser> {
  if (wsEndpoint) {
    try {
      return await chromium.connect(wsEndpoint)
    } catch {
      // the shared browser is gone: this file launches its own
    }
  }
  return launchBrowser()
}

/**
 * Whether this file's contexts register the app's service worker (the default, which pwa.test.ts and
 * the other files keep). Installing it precaches the whole app (~255 files, 2.4 MB) in every new
 * context: ~1.3 s of CPU (browser and server) each, measured, for a file whose pages do not test the PWA.
 */
let serviceWorkers: 'allow' | 'block' = 'allow'

/** For a file that does not test the PWA: its contexts block the service worker's registration (as Playwright does: register() does nothing). */
export function withoutServiceWorkers(): void {
  serviceWorkers = 'block'
}

/** A fresh context (own storage) at one of the reference sizes; phones get touch and a mobile UA. */
export async function newContext(browser: Browser, baseURL: string, size: ViewportName, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const phone = size !== 'desktop'
  return browser.newContext({
    baseURL,
    viewport: VIEWPORTS[size],
    deviceScaleFactor: 1,
    isMobile: phone,
    hasTouch: phone,
    locale: 'fr-FR',
    reducedMotion: 'reduce',
    serviceWorkers,
    ...options,
  })
}

/**
 * Whether this file's screenshots go through Playwright's own page.screenshot instead of capture.ts.
 * pwa.test.ts needs it: with capture.ts's DevTools session on an offline page, the offline battle's
 * notice did not show (3 failures in 3 runs, none with page.screenshot).
 */
let playwrightScreenshots = false

/** For a file whose pages are taken offline: screenshots through page.screenshot (see above). */
export function withPlaywrightScreenshots(): void {
  playwrightScreenshots = true
}

/** Saves a PNG under tests/e2e/screenshots/<name>.png (the viewport, or the whole page) and returns its path. */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<string> {
  if (playwrightScreenshots) return save(name, await page.screenshot({ fullPage }))
  return save(name, (await capturePng(page, fullPage)).png)
}

/**
 * Saves the viewport as <name>.png and the whole page as <name>-full.png: one capture for both when
 * the page fits the viewport (the two would be the same picture).
 */
export async function screenshotWithFull(page: Page, name: string): Promise<void> {
  const viewport = await capturePng(page, false)
  save(name, viewport.png)
  save(`${name}-full`, viewport.fits ? viewport.png : (await capturePng(page, true)).png)
}

function save(name: string, png: Buffer): string {
  const path = join(SCREENSHOT_DIR, `${name}.png`)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, png)
  return path
}

/**
 * Waits until the page's finite CSS animations and transitions have finished (a flip, a dialog
 * opening), instead of a fixed sleep before a screenshot. Endless ones (spinners) and clocks (the
 * battle's timer bar, which empties over the whole turn) are ignored.
 */
export async function animationsSettled(page: Page, timeout = 5_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || Number(a.effect?.getComputedTiming().endTime ?? Infinity) > 3_000),
    undefined,
    { timeout, polling: 'raf' },
  )
}
