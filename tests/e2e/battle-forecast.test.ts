// The rule on the board, read from the battle screen: two API players in a private game, the watcher's
// opponent has weak cards at 12 and 16 (placed through the API). With the watcher's strongest card
// picked, the DOM mirror names each free slot where laying it knocks cards out, with how many (checked
// against the position by the spec's neighbour rule, written out here), the canvas draws the badges,
// and a focused slot's description names its neighbours, a row end included (17 touches 18), whose
// link the canvas draws round the board. Screenshots at 1440×900 (light theme: a pick with its
// marks and a focused slot's links; a hovered slot's links; a dragged card's slot's links) and
// 390×844 (dark theme), under tests/e2e/screenshots/forecast/.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { computeLayout, neighbourPaths } from '../../src/scene/model'
import { hasChromium, screenshot } from './helpers/browser'
import { apiPlayer, call, openGame, privateGame, setTheme, useSession, type ApiSession } from './helpers/gameApi'
import { handPoint, sceneBox, waitForCardShown, waitForMyTurn } from './helpers/gameUi'
import { useBrowserSuite } from './helpers/suite'

interface Item {
  id: number
  card: { pointsHaut: number; pointsGauche: number; pointsDroite: number; pointsBas: number }
  pointsHaut: number
  pointsGauche: number
  pointsDroite: number
  pointsBas: number
}

const total = (c: Item): number =>
  c.card.pointsHaut + c.card.pointsGauche + c.card.pointsDroite + c.card.pointsBas + c.pointsHaut + c.pointsGauche + c.pointsDroite + c.pointsBas

/** The spec's neighbours of position i: i − 5, i − 1, i + 1, i + 5 within 0–20 (row ends included). */
const neighbours = (i: number): number[] => [i - 5, i - 1, i + 1, i + 5].filter((j) => j >= 0 && j <= 20)

/** Places the weakest or strongest card of s's hand at index; returns the answer's game. */
async function place(base: string, s: ApiSession, gameId: number, index: number, pick: 'weakest' | 'strongest'): Promise<any> {
  const game = await call(base, s, 'GET', `/api/games/${gameId}`)
  const cards = [...(game.hand.cartes as Item[])].sort((x, y) => total(x) - total(y))
  const card = pick === 'weakest' ? cards[0]! : cards[cards.length - 1]!
  const answer = await call(base, s, 'POST', `/api/games/private/plate/${gameId}`, { userId: s.id, cardId: card.id, index, version: game.version })
  return answer.game
}

/** place(), or false when the move is refused because the turn is not (or no longer) s's. */
async function tryPlace(base: string, s: ApiSession, gameId: number, index: number, pick: 'weakest' | 'strongest'): Promise<boolean> {
  return place(base, s, gameId, index, pick).then(
    () => true,
    (error: unknown) => {
      if (String(error).includes('NOT_YOUR_TURN')) return false
      throw error
    },
  )
}

/** Free slots the viewer may fill when a turn ran out under it, away from the opponent's cards at 12 and 16. */
const SPARE = [19, 18, 3, 1, 5]

/**
 * The opponent lays its weakest card at index, which starts a fresh turn of the viewer. On a loaded
 * machine the opponent's 30 s may have run out meanwhile (its turn passed): the viewer then lays a
 * spare card to give the turn back.
 */
async function opponentPlays(base: string, viewer: ApiSession, opponent: ApiSession, gameId: number, index: number): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const game = await call(base, opponent, 'GET', `/api/games/${gameId}`)
    if (game.roundTo === game.you) {
      if (await tryPlace(base, opponent, gameId, index, 'weakest')) return
    } else await tryPlace(base, viewer, gameId, SPARE.find((i) => game.plateau[i] == null)!, 'weakest')
  }
  throw new Error(`the opponent never got to lay a card at ${index}`)
}

/** What the viewer's strongest card would knock out on each free slot: only the slots with a KO. */
function expectedForecast(game: any): Record<number, number> {
  const hand = game.hand.cartes as Item[]
  const mine = Math.max(...hand.map(total))
  const totals = new Map((game.boardCards as Item[]).map((c) => [c.id, total(c)]))
  const out: Record<number, number> = {}
  for (let i = 0; i < 21; i++) {
    if (game.plateau[i] != null) continue
    const ko = neighbours(i).filter((j) => game.cardOwners[j] != null && game.cardOwners[j] !== game.you && game.satutscard[j] === 'ALIVE' && totals.get(game.plateau[j])! < mine).length
    if (ko > 0) out[i] = ko
  }
  return out
}

const slotButtons = (page: Page) => page.locator('[data-testid="board-mirror"] [role="grid"] button')

/** The KO counts the mirror's slot labels say (« poser ici met 2 cartes KO »). */
async function saidForecast(page: Page): Promise<Record<number, number>> {
  const labels = await slotButtons(page).allTextContents()
  const out: Record<number, number> = {}
  labels.forEach((label, i) => {
    const m = /poser ici met (\d+) cartes? KO/.exec(label)
    if (m) out[i] = Number(m[1])
  })
  return out
}

/** Picks the viewer's strongest card from the keyboard (the mirror's hand button, Enter). */
async function pickStrongest(page: Page, game: any): Promise<void> {
  const strongest = Math.max(...(game.hand.cartes as Item[]).map(total))
  const button = page.locator('[data-testid="board-mirror"] [role="group"] button').filter({ hasText: new RegExp(`^Carte \\d+ : .*total ${strongest}$`) }).first()
  await button.focus()
  await page.keyboard.press('Enter')
  await page.locator('[data-testid="board-mirror"] [role="group"] button[aria-pressed="true"]').waitFor()
}

/** Whether a pixel close to rgb shows in a small box of the page (read from a screenshot of it). */
async function colourIn(page: Page, clip: { x: number; y: number; width: number; height: number }, rgb: [number, number, number]): Promise<boolean> {
  const png = await page.screenshot({ clip })
  return page.evaluate(
    async ({ b64, rgb }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
      const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
      const canvas = new OffscreenCanvas(image.width, image.height)
      const ctx = canvas.getContext('2d')!
      ctx.drawImage(image, 0, 0)
      const { data } = ctx.getImageData(0, 0, image.width, image.height)
      for (let k = 0; k < data.length; k += 4) if (Math.abs(data[k]! - rgb[0]) + Math.abs(data[k + 1]! - rgb[1]) + Math.abs(data[k + 2]! - rgb[2]) < 60) return true
      return false
    },
    { b64: png.toString('base64'), rgb },
  )
}

const AMBER: [number, number, number] = [0xff, 0xb3, 0x47] // palette.wrapLink
const BADGE: [number, number, number] = [0xc4, 0x21, 0x3f] // palette.forecastFill

/** Waits until the row-end link from slot `from` (to the next row's start, or from the previous row's end) is drawn beside the board (or gone). */
async function waitForWrapLink(page: Page, from: number, shown = true): Promise<void> {
  const box = await sceneBox(page)
  const layout = computeLayout({ width: Math.floor(box.width), height: Math.floor(box.height) })
  const wrap = neighbourPaths(layout, from).find((p) => p.kind === 'wrap')!
  // the side segment, on the board's right for a row end, on its left for a row start
  const [a, b] = from < wrap.to ? [wrap.points[1]!, wrap.points[2]!] : [wrap.points[3]!, wrap.points[4]!]
  const clip = { x: box.x + a.x - 6, y: box.y + Math.min(a.y, b.y), width: 12, height: Math.max(8, Math.abs(b.y - a.y)) }
  await expect.poll(() => colourIn(page, clip, AMBER), { timeout: 5_000, message: `the row-end link from slot ${from} ${shown ? 'not drawn' : 'still drawn'}` }).toBe(shown)
}

/** Waits until a KO badge is drawn in the middle of slot. */
async function waitForBadge(page: Page, slot: number): Promise<void> {
  const box = await sceneBox(page)
  const s = computeLayout({ width: Math.floor(box.width), height: Math.floor(box.height) }).slots[slot]!
  const clip = { x: box.x + s.x + s.width / 2 - 14, y: box.y + s.y + s.height / 2 - 8, width: 28, height: 16 }
  await expect.poll(() => colourIn(page, clip, BADGE), { timeout: 5_000, message: `no KO badge drawn on slot ${slot}` }).toBe(true)
}

describe.skipIf(!hasChromium())('the rule on the board', () => {
  const env = useBrowserSuite() // a private game: no pairing, the shared server will do

  it('marks where the picked card knocks cards out, and names and draws a slot’s neighbours', async () => {
    const base = env.server.url
    const a = await apiPlayer(base, 'voisin')
    const b = await apiPlayer(base, 'voisin')
    const start = await privateGame(base, a, b)
    // The viewer starts (a is joueur1). The position: the opponent's weakest cards at 12 and 16, the
    // viewer's far away (0, 20; and a spare one at 19, 18, … if a turn ran out on a loaded machine).
    const [viewer, opponent] = start.roundTo === 1 ? [a, b] : [b, a]
    await place(base, viewer, start.id, 0, 'weakest')
    await place(base, opponent, start.id, 12, 'weakest')
    await place(base, viewer, start.id, 20, 'weakest')

    const open = async (page: Page) => {
      await useSession(page, viewer)
      await page.evaluate(() => localStorage.setItem('fullscreen-dismissed', 'true'))
      await openGame(page, `/game/private/${start.id}`, { gameCode: start.id })
      await waitForCardShown(page, 12, 30_000)
    }
    // Desktop, light theme. The page is open before the viewer's turn starts (its 30 s run from there).
    const desktop = await (await env.context('desktop')).newPage()
    await open(desktop)
    await opponentPlays(base, viewer, opponent, start.id, 16)
    await waitForMyTurn(desktop, 30_000)
    let game = await call(base, viewer, 'GET', `/api/games/${start.id}`)
    const expected = expectedForecast(game)
    expect(Object.keys(expected).length).toBeGreaterThan(0) // the viewer's strongest beats a weakest card
    expect(await saidForecast(desktop)).toEqual({})
    await pickStrongest(desktop, game)
    await expect.poll(() => saidForecast(desktop), { timeout: 5_000 }).toEqual(expected)
    const marked = Number(Object.keys(expected)[0])
    await waitForBadge(desktop, marked)
    // the focused slot (the keyboard's) names its neighbours, the row end's among them, and shows their links
    await slotButtons(desktop).nth(17).focus()
    await expect.poll(() => slotButtons(desktop).nth(17).evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')!)?.textContent)).toBe('Voisines : cases 12, 16 et 18')
    await waitForWrapLink(desktop, 17)
    await screenshot(desktop, 'forecast/pick-focus-desktop')
    // a card dragged over a slot shows that slot's links (on the dragged card's canvas); Escape drops it
    await desktop.keyboard.press('Escape')
    await expect.poll(() => saidForecast(desktop), { timeout: 5_000 }).toEqual({})
    await desktop.evaluate(() => (document.activeElement as HTMLElement | null)?.blur()) // the keyboard's slot would come first
    await waitForWrapLink(desktop, 17, false)
    const box = await sceneBox(desktop)
    const slots = computeLayout({ width: Math.floor(box.width), height: Math.floor(box.height) }).slots
    const centre = (i: number) => ({ x: box.x + slots[i]!.x + slots[i]!.width / 2, y: box.y + slots[i]!.y + slots[i]!.height / 2 })
    const from = await handPoint(desktop, 0, await desktop.locator('[data-testid="board-mirror"] [role="group"] button').count())
    await desktop.mouse.move(from.x, from.y)
    await desktop.mouse.down()
    await desktop.mouse.move(centre(17).x, centre(17).y, { steps: 8 })
    await waitForWrapLink(desktop, 17)
    await screenshot(desktop, 'forecast/drag-desktop')
    await desktop.keyboard.press('Escape')
    await desktop.mouse.up()
    await tryPlace(base, viewer, start.id, 4, 'weakest') // the turn ends (far from the opponent's cards), unless it ran out
    // the mouse resting on a slot shows its links (7 touches 8 across the row end), whoever's turn it is
    await desktop.mouse.move(centre(7).x, centre(7).y, { steps: 4 })
    await waitForWrapLink(desktop, 7)
    await screenshot(desktop, 'forecast/hover-desktop')

    // Phone, dark theme: the opponent's next card at 2 gives the viewer a new turn.
    await setTheme(base, viewer, 'dark')
    const phone = await (await env.context('phone')).newPage()
    await open(phone)
    await opponentPlays(base, viewer, opponent, start.id, 2)
    await waitForMyTurn(phone, 30_000)
    game = await call(base, viewer, 'GET', `/api/games/${start.id}`)
    await pickStrongest(phone, game)
    await expect.poll(() => saidForecast(phone), { timeout: 5_000 }).toEqual(expectedForecast(game))
    await slotButtons(phone).nth(13).focus()
    await expect.poll(() => slotButtons(phone).nth(13).evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')!)?.textContent)).toBe('Voisines : cases 8, 12, 14 et 18')
    await waitForWrapLink(phone, 13)
    await screenshot(phone, 'forecast/pick-focus-phone')
  })
})
