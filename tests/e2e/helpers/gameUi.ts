// Driving the battle screen as a player: where the hand items and the slots are on the canvas (the
// scene's own layout model, from the canvas's size), drag and drop, click placement, the turn banner.
import type { Page } from 'playwright-core'
import { HAND_SCROLL_START, clipRect, computeLayout, handItemRects, revealItem } from '../../../src/scene/model'

const HOST = '[data-testid="battle-canvas"]'

export async function sceneBox(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await page.locator(HOST).boundingBox()
  if (!box) throw new Error('no battle canvas')
  return box
}

/** How far the scene's hand is scrolled (the canvas's data-hand-scroll). */
export const handScroll = async (page: Page): Promise<number> =>
  Number((await page.locator(`${HOST} canvas[data-hand-scroll]`).first().getAttribute('data-hand-scroll').catch(() => '0')) ?? 0)

/** Waits until the canvas has drawn the layout of its host's box (data-size), e.g. after a resize. */
export async function sceneDrawn(page: Page): Promise<void> {
  await page.waitForFunction((sel) => {
    const host = document.querySelector(sel) as HTMLElement | null
    const r = host?.getBoundingClientRect()
    return !!r && host?.dataset.size === `${Math.max(1, Math.floor(r.width))}x${Math.max(1, Math.floor(r.height))}`
  }, HOST)
}

/**
 * The scene as the player sees it: the layout the canvas has drawn (data-size), once it fits the
 * host's box. (A page brought to the front runs its resize observer at its next frame: a pointer
 * aimed by the new box before then would hit the old layout's slots.)
 */
async function layoutOf(page: Page) {
  await sceneDrawn(page)
  const box = await sceneBox(page)
  return { box, layout: computeLayout({ width: Math.floor(box.width), height: Math.floor(box.height) }), scroll: await handScroll(page) }
}

type Scene = Awaited<ReturnType<typeof layoutOf>>

/** Scrolls the hand (mouse wheel over it) until item k is whole in view; returns the scene then. */
async function revealed(page: Page, k: number, count: number): Promise<Scene> {
  const scene = await layoutOf(page)
  const target = revealItem({ ...HAND_SCROLL_START, offset: scene.scroll }, scene.layout, count, k).offset
  if (Math.abs(target - scene.scroll) < 0.5) return scene
  const h = scene.layout.hand
  await page.mouse.move(scene.box.x + h.x + h.width / 2, scene.box.y + h.y + h.height / 2)
  await page.mouse.wheel(0, target - scene.scroll)
  await page.waitForFunction(
    ({ sel, target }) => Math.abs(Number((document.querySelector(`${sel} canvas[data-hand-scroll]`) as HTMLElement | null)?.dataset.handScroll ?? 0) - target) < 0.5,
    { sel: HOST, target },
  )
  return layoutOf(page)
}

/** A point on hand item k (the hand scrolled as it is now). */
function handPointIn({ box, layout, scroll }: Scene, k: number, count: number): { x: number; y: number } {
  const r = clipRect(handItemRects(layout, count, scroll)[k], layout.hand)
  return { x: box.x + r.x + r.width / 2, y: box.y + r.y + r.height * 0.3 }
}

function slotPointIn({ box, layout }: Scene, index: number): { x: number; y: number } {
  const s = layout.slots[index]
  return { x: box.x + s.x + s.width / 2, y: box.y + s.y + s.height / 2 }
}

/** A point on hand item k, after scrolling the hand to show it. */
export const handPoint = async (page: Page, k: number, count: number) => handPointIn(await revealed(page, k, count), k, count)
export const slotPoint = async (page: Page, index: number) => slotPointIn(await layoutOf(page), index)

/** Drags hand item k onto a slot with the mouse, in a few steps (each one a pointer move the scene follows). */
export async function dragToSlot(page: Page, k: number, count: number, index: number): Promise<void> {
  const scene = await revealed(page, k, count)
  const from = handPointIn(scene, k, count)
  const to = slotPointIn(scene, index)
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  // First straight towards the board (across the hand's axis: a move along it would scroll the hand).
  await page.mouse.move(from.x - (scene.layout.handAxis === 'y' ? 14 : 0), from.y - (scene.layout.handAxis === 'x' ? 14 : 0))
  const STEPS = 3
  for (let step = 1; step <= STEPS; step++) {
    await page.mouse.move(from.x + ((to.x - from.x) * step) / STEPS, from.y + ((to.y - from.y) * step) / STEPS)
  }
  await page.mouse.up()
}

/** Clicks hand item k (selects it), then the slot. */
export async function clickToSlot(page: Page, k: number, count: number, index: number): Promise<void> {
  const scene = await revealed(page, k, count)
  const from = handPointIn(scene, k, count)
  await page.mouse.click(from.x, from.y)
  const to = slotPointIn(scene, index)
  await page.mouse.click(to.x, to.y)
}

/** Clicks hand item k only. */
export async function clickHandItem(page: Page, k: number, count: number): Promise<void> {
  const p = await handPoint(page, k, count)
  await page.mouse.click(p.x, p.y)
}

/** Waits until the banner says it is the player's turn. */
export async function waitForMyTurn(page: Page, timeout = 20_000): Promise<void> {
  await page.getByTestId('turn-text').filter({ hasText: "C'est à vous de jouer!" }).waitFor({ timeout })
  await page.locator(`${HOST} canvas[data-turn="mine"]`).waitFor({ timeout })
}

/** Waits until the banner says the opponent is playing (the game has started for this player). */
export async function waitForTheirTurn(page: Page, timeout = 20_000): Promise<void> {
  await page.getByTestId('turn-text').filter({ hasText: 'Attendez votre tour...' }).waitFor({ timeout })
  await page.locator('.battle-waiting').waitFor({ state: 'detached', timeout })
}

/** What the scene shows: '.' free, 'x' card, 'K' KO card, per position. */
export const boardShown = (page: Page): Promise<string> =>
  page.locator(`${HOST} canvas[data-cards]`).evaluate((c) => (c as HTMLCanvasElement).dataset.cards ?? '')

/** Waits until the scene shows a card at index. */
export async function waitForCardShown(page: Page, index: number, timeout = 12_000): Promise<void> {
  await page.waitForFunction(
    ({ sel, index }) => {
      const c = document.querySelector(`${sel} canvas[data-cards]`) as HTMLCanvasElement | null
      const cards = c?.dataset.cards ?? ''
      return cards[index] === 'x' || cards[index] === 'K'
    },
    { sel: HOST, index },
    { timeout },
  )
}

/**
 * From now on, the page notes when (Date.now(), in the page) the scene first shows each game
 * version: a wait measured there leaves out the test's own round trips to the browser.
 */
export async function recordVersionTimes(page: Page): Promise<void> {
  await page.evaluate((sel) => {
    const seen: Record<string, number> = {}
    ;(window as unknown as { versionSeenAt: Record<string, number> }).versionSeenAt = seen
    const note = () => {
      const v = (document.querySelector(`${sel} canvas[data-version]`) as HTMLCanvasElement | null)?.dataset.version
      if (v && !(v in seen)) seen[v] = Date.now()
    }
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-version'] })
    note()
  }, HOST)
}

/** Waits until the scene shows game version `version` or later (see recordVersionTimes); returns when it first did. */
export async function versionShownAt(page: Page, version: number, timeout = 12_000): Promise<number> {
  const handle = await page.waitForFunction(
    (version) => {
      const seen = (window as unknown as { versionSeenAt: Record<string, number> }).versionSeenAt
      const times = Object.entries(seen)
        .filter(([v]) => Number(v) >= version)
        .map(([, at]) => at)
      return times.length > 0 ? Math.min(...times) : null
    },
    version,
    { timeout, polling: 50 },
  )
  return (await handle.jsonValue()) as number
}

/** GET /api/games/{id}: the battle's own read of its game (first load, polls, back to the tab). */
export const isGameRead = (url: string, method: string): boolean => method === 'GET' && /\/api\/games\/\d+$/.test(new URL(url).pathname)

/** Chooses the first playable deck in the deck-choice dialog. */
export async function chooseFirstDeck(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Choisissez votre deck' })
  await dialog.getByRole('button', { name: /^Jouer avec / }).first().click()
  // the dialog stays up while the battle's first art loads (ART_WAIT_MS, 8 s at most): more than the context's 15 s on a loaded machine
  await dialog.waitFor({ state: 'detached', timeout: 30_000 })
}

/**
 * For `page.waitForURL` after leaving a game: the game sends the player to `/`, whose landing at
 * once sends a signed-in player on to `/home` (a wait that starts late sees only `/home`).
 */
export const leftForHome = (url: URL): boolean => url.pathname === '/' || url.pathname === '/home'
