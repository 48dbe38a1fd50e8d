// The card faces read on a phone, measured in drawn pixels as the issue measured them (device scale
// 3, divided by 3): at 390×844 and 844×390 the digits of a value are at least 11 CSS px tall on a
// board card and on a hand card, and the total is drawn taller than the values (the main number).
// A long-press on a board card opens its zoom (the board cannot hold the spec's card sizes there).
// Screenshots: tests/e2e/screenshots/phone-read/ (and the same board at 1440×900).
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { MIN_DIGIT_PX, computeLayout, faceLayout, handItemRects, platePlacement } from '../../src/scene/model'
import type { Rect } from '../../src/scene/model'
import { hasChromium, newContext, screenshot, VIEWPORTS } from './helpers/browser'
import { call, openGame } from './helpers/gameApi'
import { placeThroughApi } from './helpers/gameBattle'
import { chooseFirstDeck, handPoint, handScroll, sceneBox, sceneDrawn, waitForCardShown, waitForMyTurn } from './helpers/gameUi'
import { clientHeaders } from './helpers/server'
import { NO_FULLSCREEN_OFFER, signInContext } from './helpers/signedIn'
import { apiPlayer } from './helpers/gameApi'
import { useBrowserSuite } from './helpers/suite'

const SCALE = 3
const HOST = '[data-testid="battle-canvas"]'

/**
 * The height (CSS px) of the text drawn in a clip of the page: the rows of a device-scale screenshot
 * holding light pixels (the values' ink on their dark plate), from the first to the last, over SCALE.
 */
async function inkHeight(page: Page, clip: Rect): Promise<number> {
  const png = await page.screenshot({ clip, scale: 'device', animations: 'disabled' })
  const rows = await page.evaluate(async (b64) => {
    const image = new Image()
    image.src = `data:image/png;base64,${b64}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.width
    canvas.height = image.height
    const ctx = canvas.getContext('2d')!
    ctx.drawImage(image, 0, 0)
    const { data } = ctx.getImageData(0, 0, image.width, image.height)
    const lit: number[] = []
    for (let y = 0; y < image.height; y++)
      for (let x = 0; x < image.width; x++) {
        const i = (y * image.width + x) * 4
        // light and not the gold frame: the ink (#fffaf0, dimmed on a KO card), a bonus' green
        if (data[i] > 120 && data[i + 1] > 140 && data[i + 2] > 120) {
          lit.push(y)
          break
        }
      }
    return lit
  }, png.toString('base64'))
  return rows.length === 0 ? 0 : (rows[rows.length - 1] - rows[0] + 1) / SCALE
}

/** The clip of a face's top value (inside its plate, its outline left out), the face at `card` on the page. */
function topValueClip(card: Rect): Rect {
  const m = faceLayout(card.width, card.height)
  const plate = platePlacement(m, 'top', m.valueFont * 0.45).rect // narrower than any value's plate, centred like it
  return { x: card.x + plate.x, y: card.y + plate.y + 1.5, width: plate.width, height: plate.height - 3 }
}

/** The clip of a face's total (the middle of its plate). */
function totalClip(card: Rect): Rect {
  const m = faceLayout(card.width, card.height)
  const b = m.totalBox
  const half = (m.totalFont * 0.7) / 2 + Math.max(2, m.totalFont * 0.14) - 1.5
  return { x: card.x + b.x + b.width / 2 - m.totalFont * 0.3, y: card.y + b.y + b.height / 2 - half, width: m.totalFont * 0.6, height: half * 2 }
}

/** Touch held on a point until the zoom opens (through DevTools: Playwright has a tap, not a held touch). */
async function longPress(page: Page, x: number, y: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  const zoom = page.getByRole('dialog', { name: /^Carte agrandie : / })
  for (let attempt = 0; attempt < 3 && !(await zoom.isVisible()); attempt++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    await zoom.waitFor({ timeout: 3_000 }).catch(() => undefined)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  }
  await zoom.waitFor({ timeout: 1_000 })
}

describe.skipIf(!hasChromium())('card faces read on a phone', () => {
  const env = useBrowserSuite() // training games: the shared server will do

  for (const size of ['phone', 'landscape'] as const) {
    const { width: W, height: H } = VIEWPORTS[size]
    it(`at ${W}×${H}: value digits ≥ ${MIN_DIGIT_PX} px tall, the total taller, a board card zooms on a long-press`, async () => {
      const me = await apiPlayer(env.server.url, 'read')
      const context = await newContext(env.browser, env.server.url, size, { deviceScaleFactor: SCALE, extraHTTPHeaders: clientHeaders() })
      context.setDefaultTimeout(15_000)
      try {
        await signInContext(context, me, NO_FULLSCREEN_OFFER)
        const page = await context.newPage()
        const game = await call(env.server.url, me, 'POST', '/api/games/training', { userId: me.id, difficulty: 'facile' })
        await openGame(page, `/game/training/${game.id}`, { gameId: game.id })
        await chooseFirstDeck(page)
        await waitForMyTurn(page)
        const mine = await call(env.server.url, me, 'GET', `/api/games/${game.id}`)
        await placeThroughApi(env.server.url, me, mine, { k: 0, count: 1, index: 0 })
        await waitForCardShown(page, 0)
        await sceneDrawn(page)

        const box = await sceneBox(page)
        const layout = computeLayout({ width: Math.floor(box.width), height: Math.floor(box.height) })
        const at = (r: Rect): Rect => ({ x: box.x + r.x, y: box.y + r.y, width: r.width, height: r.height })
        const board = at(layout.slots[0])
        const count = Number(await page.locator(`${HOST} canvas[data-hand]`).getAttribute('data-hand'))
        await handPoint(page, 0, count) // scrolls the hand to its first item
        const hand = at(handItemRects(layout, count, await handScroll(page))[0])
        await page.mouse.move(1, 1)
        await screenshot(page, `phone-read/board-${W}x${H}`)

        const values = { board: await inkHeight(page, topValueClip(board)), hand: await inkHeight(page, topValueClip(hand)) }
        const total = await inkHeight(page, totalClip(hand))
        expect(values.board, 'board card value').toBeGreaterThanOrEqual(MIN_DIGIT_PX)
        expect(values.hand, 'hand card value').toBeGreaterThanOrEqual(MIN_DIGIT_PX)
        expect(total, 'hand card total').toBeGreaterThan(Math.max(values.board, values.hand) * 1.2)

        // The board's cards are smaller than the spec's here: a long-press shows the card whole.
        await longPress(page, board.x + board.width / 2, board.y + board.height / 2)
        const zoom = page.getByRole('dialog', { name: /^Carte agrandie : / })
        await expect(zoom.getByText(/^Total$/).first().isVisible()).resolves.toBe(true)
        await page.keyboard.press('Escape')
        await zoom.waitFor({ state: 'detached' })
        if (size === 'landscape') {
          // The same board on a desktop, for the eye.
          await page.setViewportSize(VIEWPORTS.desktop)
          await sceneDrawn(page)
          await screenshot(page, 'phone-read/board-1440x900')
        }
      } finally {
        await context.close()
      }
    }, 90_000)
  }
})
