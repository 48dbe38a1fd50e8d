// Every battle dialog fits a phone, held upright (390×844) or sideways (844×390): the dialog's box is
// inside the viewport, its action buttons are whole and on top without scrolling, and every other
// button is whole once its list is scrolled to it. Checked on the deck choice, the quit confirmation,
// the result and the game-over dialog of one training game, each at both sizes (the page resized
// while the dialog is open). Screenshots: tests/e2e/screenshots/dialogs/.
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { hasChromium, screenshot, VIEWPORTS } from './helpers/browser'
import { call, openGame } from './helpers/gameApi'
import { playToTheEnd, resultTitle } from './helpers/gameBattle'
import { chooseFirstDeck, waitForMyTurn } from './helpers/gameUi'
import { NO_FULLSCREEN_OFFER, signedInPage } from './helpers/signedIn'
import { useBrowserSuite } from './helpers/suite'

const SIZES = [VIEWPORTS.landscape, VIEWPORTS.phone]

/** What does not fit: the dialog's box, then each button (actions as they are, the others scrolled into view), by name. */
async function outside(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((el) => {
    const vw = window.innerWidth
    const vh = window.innerHeight
    const whole = (r: DOMRect, box: { left: number; top: number; right: number; bottom: number }) =>
      r.width > 0 && r.left >= box.left - 0.5 && r.top >= box.top - 0.5 && r.right <= box.right + 0.5 && r.bottom <= box.bottom + 0.5
    const screen = { left: 0, top: 0, right: vw, bottom: vh }
    const bad: string[] = []
    const box = el.getBoundingClientRect()
    if (!whole(box, screen)) bad.push(`dialog ${JSON.stringify(box)}`)
    for (const b of Array.from(el.querySelectorAll<HTMLElement>('button, a.button'))) {
      const inActions = !!b.closest('.modal-actions')
      if (!inActions) b.scrollIntoView({ block: 'nearest', inline: 'nearest' })
      const r = b.getBoundingClientRect()
      const name = `${inActions ? 'action' : 'button'} « ${b.textContent?.trim()} »`
      if (!whole(r, screen) || !whole(r, box)) bad.push(`${name} ${JSON.stringify(r)}`)
      // on top: nothing covers its middle
      else if (!b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))) bad.push(`${name} covered`)
    }
    return bad
  })
}

/** Checks `dialog` at both phone sizes (and takes its screenshots), then goes back to the first size. */
async function fitsBoth(page: Page, dialog: Locator, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await expect.poll(() => outside(dialog), { timeout: 5_000 }).toEqual([])
    await screenshot(page, `dialogs/${name}-${size.width}x${size.height}`)
  }
  await page.setViewportSize(SIZES[0])
}

describe.skipIf(!hasChromium())('battle dialogs fit a phone', () => {
  const env = useBrowserSuite() // a training game: the shared server will do

  it('deck choice, quit, result and game over: inside 844×390 and 390×844, every button whole', async () => {
    const { page, me } = await signedInPage(env, 'landscape', { prefix: 'fit', local: NO_FULLSCREEN_OFFER })
    const game = await call(env.server.url, me, 'POST', '/api/games/training', { userId: me.id, difficulty: 'facile' })
    await openGame(page, `/game/training/${game.id}`, { gameId: game.id })

    const decks = page.getByRole('dialog', { name: 'Choisissez votre deck' })
    await decks.getByRole('button', { name: /^Jouer avec / }).first().waitFor()
    await fitsBoth(page, decks, 'deck-choice')
    await chooseFirstDeck(page)
    await waitForMyTurn(page, 30_000)

    await page.getByRole('button', { name: 'Menu de la partie' }).click()
    await page.getByRole('dialog', { name: 'Partie' }).getByRole('button', { name: 'Quitter la partie' }).click()
    const quit = page.getByRole('dialog', { name: 'Quitter la partie ?' })
    await quit.waitFor()
    await fitsBoth(page, quit, 'quit')
    await quit.getByRole('button', { name: 'Rester' }).click()
    await quit.waitFor({ state: 'detached' })

    const final = await playToTheEnd(page, env.server.url, me, game.id, { place: 'click', uiMoves: 0 })
    const result = page.getByRole('dialog', { name: resultTitle(final, me) })
    await result.waitFor({ timeout: 30_000 })
    await fitsBoth(page, result, 'result')
    await result.getByRole('button', { name: 'Close' }).click()
    const over = page.getByRole('dialog', { name: 'Partie terminée' })
    await over.waitFor()
    await fitsBoth(page, over, 'game-over')
  }, 240_000)
})
