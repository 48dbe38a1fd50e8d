// Combat you can read: two API players in a private game; one watches the battle screen while the
// other places, through the API, a strong card next to the watcher's weak one. The clash plays on
// the watcher's board (arrow, both totals, the caption « 12 > 11 », the loser turning over); a
// screenshot is taken mid-way at each reference size (tests/e2e/screenshots/clash/), across a row end (2↔3) at the phone size.
import { describe, expect, it } from 'vitest'
import { VIEWPORTS, hasChromium, screenshot, type ViewportName } from './helpers/browser'
import { apiPlayer, call, openGame, privateGame, useSession, type ApiSession } from './helpers/gameApi'
import { passThroughApi } from './helpers/gameBattle'
import { boardShown, recordVersionTimes, versionShownAt, waitForCardShown } from './helpers/gameUi'
import { useBrowserSuite } from './helpers/suite'
import { CLASH_LEAD_MS, CLASH_MS } from '../../src/scene/model'

interface HandCard {
  id: number
  card: { pointsHaut: number; pointsGauche: number; pointsDroite: number; pointsBas: number }
  pointsHaut: number
  pointsGauche: number
  pointsDroite: number
  pointsBas: number
}

const total = (c: HandCard): number =>
  c.card.pointsHaut + c.card.pointsGauche + c.card.pointsDroite + c.card.pointsBas + c.pointsHaut + c.pointsGauche + c.pointsDroite + c.pointsBas

/**
 * Places the weakest (or strongest) card of me's hand at index; returns the answer's game. When the
 * clock passed me's turn meanwhile (a loaded machine loading the pages), the other player passes first.
 */
async function place(base: string, me: ApiSession, other: ApiSession, gameId: number, index: number, pick: 'weakest' | 'strongest'): Promise<any> {
  let game = await call(base, me, 'GET', `/api/games/${gameId}`)
  if (game.roundTo !== game.you) {
    await passThroughApi(base, other, await call(base, other, 'GET', `/api/games/${gameId}`))
    game = await call(base, me, 'GET', `/api/games/${gameId}`)
  }
  const cards = [...(game.hand.cartes as HandCard[])].sort((x, y) => total(x) - total(y))
  const card = pick === 'weakest' ? cards[0] : cards[cards.length - 1]
  const answer = await call(base, me, 'POST', `/api/games/private/plate/${gameId}`, { userId: me.id, cardId: card.id, index, version: game.version })
  return answer.game
}

describe.skipIf(!hasChromium())('combat you can read', () => {
  const env = useBrowserSuite() // a private game: no pairing, the shared server will do

  it('plays the opponent’s clash on the watcher’s board, then shows the server’s result', async () => {
    const base = env.server.url
    const a = await apiPlayer(base, 'clash')
    const b = await apiPlayer(base, 'clash')
    const game = await privateGame(base, a, b)
    // The watcher moves first (through the API); the mover answers next to it.
    const [watcher, mover] = game.roundTo === 1 ? [a, b] : [b, a]
    // The phone's page is resized to landscape for the second fight (one page load fewer).
    const phone = await (await env.context('phone')).newPage()
    const desktop = await (await env.context('desktop')).newPage()
    const fights: [ViewportName, import('playwright-core').Page, number, number][] = [
      ['phone', phone, 2, 3],
      ['landscape', phone, 10, 11],
      ['desktop', desktop, 15, 20],
    ]
    for (const page of [phone, desktop]) {
      // The suite's contexts ask for reduced motion: this test watches the motion. The page's clock is
      // Playwright's, so time can be stopped mid-clash for the screenshot.
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      await page.clock.install()
      await page.goto('/about')
      await useSession(page, watcher)
      await page.evaluate(() => localStorage.setItem('fullscreen-dismissed', 'true'))
      await openGame(page, `/game/private/${game.id}`, { gameCode: game.id })
    }
    for (const [size, page, mine, theirs] of fights) {
      await page.setViewportSize(VIEWPORTS[size])
      await placeAndSee(page, await place(base, watcher, mover, game.id, mine, 'weakest'), mine)
      await recordVersionTimes(page)
      // Time stops before the move arrives, then runs exactly into the clash (its lead, then half of
      // it): arrow, both totals and the caption « 12 > 11 », the loser turned over; however slow the machine is.
      await pauseSoon(page)
      const fought = await place(base, mover, watcher, game.id, theirs, 'strongest')
      await versionShownAt(page, fought.version, 8_000)
      await page.clock.runFor(CLASH_LEAD_MS + CLASH_MS / 2)
      await screenshot(page, `clash/clash-${size}`)
      await page.clock.resume()
      // Once played, the board shows the server's outcome.
      const expected = fought.satutscard[mine] === 'KO' ? 'K' : 'x'
      await page.waitForFunction(
        ({ i, v }) => (document.querySelector('[data-testid="battle-canvas"] canvas[data-cards]') as HTMLCanvasElement | null)?.dataset.cards?.[i] === v,
        { i: mine, v: expected },
        { timeout: 6_000 },
      )
      expect((await boardShown(page))[theirs]).toBe('x')
    }
  }, 300_000) // three fights, two pages and a resize: long on a loaded machine

  /** Pauses the page's clock 1 s ahead of its time; again from a fresh reading if a loaded machine let that second pass first. */
  async function pauseSoon(page: import('playwright-core').Page): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const paused = await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000).then(
        () => true,
        (error: unknown) => {
          if (attempt === 3 || !String(error).includes('Cannot fast-forward to the past')) throw error
          return false
        },
      )
      if (paused) return
    }
  }

  async function placeAndSee(page: import('playwright-core').Page, answer: any, index: number): Promise<void> {
    expect(answer.plateau[index]).not.toBeNull()
    await waitForCardShown(page, index, 8_000)
  }
})
