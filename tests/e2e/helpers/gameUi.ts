// Driving the battle screen as a player: where the hand items and the slots are on the canvas (the
// scene's own layout model, from the canvas's size), drag and drop, click placement, the turn banner.
import type { Page } from 'playwright-core'
import { computeLayout, handItemRects, type Rect } from '../../../src/scene/model'

const HOST = '[data-testid="battle-canvas"]'

export async function sceneBox(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await page.locator(HOST).boundingBox()
  if (!box) throw new Error('no battle canvas')
  return box
}

async function layoutOf(page: Page) {
  const box = await sceneBox(page)
  return { box, layout: computeLayout({ width: Math.floor(box.width), height: Math.floor(box.height) }) }
}

/** A point on the visible part of hand item k (items overlap when the hand is crowded). */
export async function handPoint(page: Page, k: number, count: number): Promise<{ x: number; y: number }> {
  const { box, layout } = await layoutOf(page)
  const rects = handItemRects(layout, count)
  const r = rects[k]
  const next: Rect | undefined = rects[k + 1]
  const visible = next && next.y === r.y && next.x < r.x + r.width ? next.x - r.x : r.width
  return { x: box.x + r.x + Math.max(2, visible / 2), y: box.y + r.y + r.height * 0.3 }
}

export async function slotPoint(page: Page, index: number): Promise<{ x: number; y: number }> {
  const { box, layout } = await layoutOf(page)
  const s = layout.slots[index]
  return { x: box.x + s.x + s.width / 2, y: box.y + s.y + s.height / 2 }
}

/** Drags hand item k onto a slot with the mouse, in small steps. */
export async function dragToSlot(page: Page, k: number, count: number, index: number): Promise<void> {
  const from = await handPoint(page, k, count)
  const to = await slotPoint(page, index)
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  for (let step = 1; step <= 6; step++) {
    await page.mouse.move(from.x + ((to.x - from.x) * step) / 6, from.y + ((to.y - from.y) * step) / 6)
  }
  await page.mouse.up()
}

/** Clicks hand item k (selects it), then the slot. */
export async function clickToSlot(page: Page, k: number, count: number, index: number): Promise<void> {
  const from = await handPoint(page, k, count)
  await page.mouse.click(from.x, from.y)
  const to = await slotPoint(page, index)
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

/** Chooses the first playable deck in the deck-choice dialog. */
export async function chooseFirstDeck(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Choisissez votre deck' })
  await dialog.getByRole('button', { name: /^Jouer avec / }).first().click()
  await dialog.waitFor({ state: 'detached' })
}
