// The battle on a phone: every hand item can be shown whole with a hit area of 44×44 CSS px or more
// (read from the scene's layout model and its data-hand-scroll mirror, not from pixels), a swipe
// scrolls the hand, a long-press opens the card zoom; screenshots of the hand and of the zoomed card
// at 390×844, 844×390 and 1440×900 (tests/e2e/screenshots/phone/).
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { clipRect, computeLayout, handItemRects } from '../../src/scene/model'
import { hasChromium, screenshot } from './helpers/browser'
import { call, openGame } from './helpers/gameApi'
import { chooseFirstDeck, handPoint, handScroll, sceneBox, sceneDrawn, waitForMyTurn } from './helpers/gameUi'
import { NO_FULLSCREEN_OFFER, signedInPage } from './helpers/signedIn'
import { useBrowserSuite } from './helpers/suite'

const HAND = '[data-testid="battle-canvas"] canvas[data-hand]'

async function sceneNow(page: Page) {
  const box = await sceneBox(page)
  const layout = computeLayout({ width: Math.floor(box.width), height: Math.floor(box.height) })
  const count = Number(await page.locator(HAND).getAttribute('data-hand'))
  return { box, layout, count, scroll: await handScroll(page) }
}

/** Touch through the DevTools protocol (Playwright has a tap, not a held or moving touch). */
async function touch(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] })
  return { send }
}

describe.skipIf(!hasChromium())('battle on a phone', () => {
  const env = useBrowserSuite() // training games: no pairing, the shared server will do

  it('hand items readable and reachable, swipe scrolls, long-press zooms, at three sizes', async () => {
    const { page, me } = await signedInPage(env, 'phone', { prefix: 'main', local: NO_FULLSCREEN_OFFER })
    const game = await call(env.server.url, me, 'POST', '/api/games/training', { userId: me.id, difficulty: 'facile' })
    await openGame(page, `/game/training/${game.id}`, { gameId: game.id })
    await chooseFirstDeck(page)
    await waitForMyTurn(page)

    // Every item, scrolled into view, is whole in the hand area and covered by no neighbour: ≥ 44×44.
    let scene = await sceneNow(page)
    expect(scene.count).toBeGreaterThan(0)
    for (let k = 0; k < scene.count; k++) {
      await handPoint(page, k, scene.count) // scrolls the hand to show item k
      const now = await sceneNow(page)
      const rects = handItemRects(now.layout, now.count, now.scroll)
      const shown = clipRect(rects[k], now.layout.hand)
      expect(Math.min(shown.width, shown.height), `item ${k}`).toBeGreaterThanOrEqual(44)
      for (let j = 0; j < now.count; j++) if (j !== k) expect(clipRect(rects[j], rects[k]).width * clipRect(rects[j], rects[k]).height).toBe(0)
    }

    // A swipe along the hand scrolls it (when it overflows).
    const { send } = await touch(page)
    scene = await sceneNow(page)
    const h = scene.layout.hand
    const y = scene.box.y + h.y + h.height / 2
    const before = scene.scroll
    const dir = before > 0 ? 1 : -1
    await send('touchStart', scene.box.x + h.x + h.width / 2, y)
    for (let step = 1; step <= 6; step++) await send('touchMove', scene.box.x + h.x + h.width / 2 + dir * step * 25, y)
    await send('touchEnd')
    const after = await handScroll(page)
    if (scene.layout.handAxis === 'x' && (before > 0 || after > 0)) expect(after).not.toBe(before)

    await page.mouse.move(1, 1)
    await screenshot(page, 'phone/hand-390x844')

    // A long-press on the first item opens its zoom; Escape closes it. (Retried: a turn-start splash
    // may cover the canvas for a moment when the clock ran out meanwhile.)
    const zoom = page.getByRole('dialog', { name: /^Carte agrandie : / })
    for (let attempt = 0; attempt < 3 && !(await zoom.isVisible()); attempt++) {
      const p = await handPoint(page, 0, scene.count)
      await send('touchStart', p.x, p.y)
      // held until the zoom opens, as a player does (a fixed hold is too short when the page is busy)
      await zoom.waitFor({ timeout: 3_000 }).catch(() => undefined)
      await send('touchEnd')
    }
    await zoom.waitFor({ timeout: 1_000 })
    await expect(zoom.getByText(/^Total$/).first().isVisible()).resolves.toBe(true)
    await screenshot(page, 'phone/zoom-390x844')
    await page.keyboard.press('Escape')
    await zoom.waitFor({ state: 'detached' })

    // Sideways and desktop: the hand, then a card zoomed by right-click.
    for (const [w, hgt] of [
      [844, 390],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width: w, height: hgt })
      await page.waitForFunction(
        ({ w, hgt }) => {
          const r = document.querySelector('[data-testid="battle-canvas"]')?.getBoundingClientRect()
          return !!r && r.width <= w && r.height <= hgt && r.width > 0
        },
        { w, hgt },
      )
      await sceneDrawn(page) // drawn at that size
      await screenshot(page, `phone/hand-${w}x${hgt}`)
      const n = (await sceneNow(page)).count
      const q = await handPoint(page, 0, n)
      await page.mouse.click(q.x, q.y, { button: 'right' })
      await zoom.waitFor({ timeout: 3_000 })
      await screenshot(page, `phone/zoom-${w}x${hgt}`)
      await page.keyboard.press('Escape')
      await zoom.waitFor({ state: 'detached' })
    }
  }, 180_000)
})
