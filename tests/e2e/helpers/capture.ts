// A page's PNG through the DevTools protocol with Chromium's fast encoder (`optimizeForSpeed`): on the
// app's pages 15–45 % less CPU than page.screenshot for a viewport and 10–25 % for a full page
// (measured), for files 25–50 % larger. What page.screenshot does around the capture is kept: web
// fonts loaded, the text caret hidden, a full page taken whole and touch emulation restored after it.
import type { CDPSession, Page } from 'playwright-core'

/** One DevTools session per page, opened at its first capture. */
const sessions = new WeakMap<Page, Promise<CDPSession>>()
function session(page: Page): Promise<CDPSession> {
  let opened = sessions.get(page)
  if (!opened) {
    opened = page.context().newCDPSession(page)
    sessions.set(page, opened)
  }
  return opened
}

/** Runs `use` with the page's session, once more with a new session if that one failed (detached). */
async function withSession<T>(page: Page, use: (cdp: CDPSession) => Promise<T>): Promise<T> {
  try {
    return await use(await session(page))
  } catch (error) {
    if (page.isClosed()) throw error
    sessions.delete(page)
    return use(await session(page))
  }
}

interface Layout {
  width: number
  height: number
  fits: boolean
  touch: boolean
}

/** In the page: waits for the fonts, hides the caret of every text field and measures the document. */
function prepare(): Promise<Layout> {
  return document.fonts.ready.then(() => {
    const fields = [...document.querySelectorAll<HTMLElement>('input, textarea, [contenteditable]')]
    const saved = fields.map((f) => [f.style.getPropertyValue('caret-color'), f.style.getPropertyPriority('caret-color')] as const)
    for (const f of fields) f.style.setProperty('caret-color', 'transparent', 'important')
    ;(window as unknown as { e2eRestoreCaret?: () => void }).e2eRestoreCaret = () => fields.forEach((f, i) => f.style.setProperty('caret-color', saved[i][0], saved[i][1]))
    const [d, b] = [document.documentElement, document.body]
    const width = Math.max(b.scrollWidth, d.scrollWidth, b.offsetWidth, d.offsetWidth, b.clientWidth, d.clientWidth)
    const height = Math.max(b.scrollHeight, d.scrollHeight, b.offsetHeight, d.offsetHeight, b.clientHeight, d.clientHeight)
    return { width, height, fits: width <= innerWidth && height <= innerHeight, touch: navigator.maxTouchPoints > 0 }
  })
}

/** The page's PNG (the viewport, or the whole document), and whether the whole document fits the viewport. */
export async function capturePng(page: Page, fullPage: boolean): Promise<{ png: Buffer; fits: boolean }> {
  const layout = await page.evaluate(prepare)
  try {
    const whole = fullPage && !layout.fits
    const clip = { x: 0, y: 0, width: layout.width, height: layout.height, scale: 1 }
    const data = await withSession(page, async (cdp) => {
      const shot = await cdp.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true, ...(whole ? { clip, captureBeyondViewport: true } : {}) })
      // a capture beyond the viewport turns touch emulation off (page.screenshot turns it back on too)
      if (whole && layout.touch) await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true })
      return shot.data
    })
    return { png: Buffer.from(data, 'base64'), fits: layout.fits }
  } finally {
    await page.evaluate(() => (window as unknown as { e2eRestoreCaret?: () => void }).e2eRestoreCaret?.())
  }
}
