// The battle with the keyboard alone (page.keyboard, never the mouse): a whole training game against
// the easy bot on a desktop, through the DOM mirror (Tab to the hand, arrows, Enter, then a free slot,
// arrows, Enter), checking the polite announcements (the opponent's move, your turn, the result) and
// the focus ring drawn on the canvas (screenshots at 1440×900 and 390×844).
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, screenshot } from './helpers/browser'
import { call, openGame, type ApiSession } from './helpers/gameApi'
import { bestMove, passThroughApi, resultTitle, waitForVersion } from './helpers/gameBattle'
import { waitForMyTurn } from './helpers/gameUi'
import { signUpAndLogIn } from './helpers/player'
import { useBrowserSuite } from './helpers/suite'
import { expectNoSeriousViolations } from './helpers/axe'

async function sessionOf(page: Page): Promise<ApiSession> {
  return { ...(await page.evaluate(() => JSON.parse(sessionStorage.getItem('user') ?? 'null'))), pseudo: '', password: '' }
}

/** The focused element's accessible text (its aria-label or its text). */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement
    return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '') : ''
  })

/** Presses Tab until the focused element's text matches (at most `limit` times). */
async function tabTo(page: Page, pattern: RegExp, limit = 12): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (pattern.test(await focused(page))) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${pattern} (focus on « ${await focused(page)} »)`)
}

/** The index of the focused hand button, or -1 when the focus is not in the hand. */
const handIndex = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const el = document.activeElement
    const group = el?.closest('[role="group"]')
    return group && el ? [...group.querySelectorAll('button')].indexOf(el as HTMLButtonElement) : -1
  })

/** Every text the live region said, in order (a MutationObserver installed in the page). */
async function recordAnnouncements(page: Page): Promise<void> {
  await page.getByTestId('announcer').waitFor({ state: 'attached' })
  await page.evaluate(() => {
    const region = document.querySelector('[data-testid="announcer"]')!
    const said: string[] = ((window as unknown as { said: string[] }).said = [])
    new MutationObserver(() => region.textContent && said.push(region.textContent)).observe(region, { childList: true, characterData: true, subtree: true })
  })
}
const announcements = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { said: string[] }).said)

describe.skipIf(!hasChromium())('the battle with the keyboard alone', () => {
  const env = useBrowserSuite()

  it('training: a whole game against the easy bot, keyboard only, followed by the announcements', async () => {
    const page = await (await env.context('desktop')).newPage()
    await signUpAndLogIn(page)
    const me = await sessionOf(page)
    const game = await call(env.server.url, me, 'POST', '/api/games/training', { userId: me.id, difficulty: 'facile' })
    await openGame(page, `/game/training/${game.id}`, { gameId: game.id })
    // the deck choice, by keyboard
    const decks = page.getByRole('dialog', { name: 'Choisissez votre deck' })
    await decks.waitFor()
    await expectNoSeriousViolations(page, 'the deck choice (training, desktop)')
    await tabTo(page, /^Jouer avec /)
    await page.keyboard.press('Enter')
    await decks.waitFor({ state: 'detached' })
    await page.getByRole('heading', { name: /Entraînement/ }).waitFor()
    await recordAnnouncements(page)
    // the game menu lists the keys; Escape closes it and gives the focus back to its button
    await tabTo(page, /^Menu de la partie$/)
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog')
    await menu.getByRole('heading', { name: 'Jouer au clavier' }).waitFor()
    await screenshot(page, 'battle/keyboard-keys-menu-desktop')
    await expectNoSeriousViolations(page, 'the game menu (desktop)')
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Menu de la partie', undefined, { timeout: 2_000 })

    let placed = 0
    for (let turn = 0; turn < 40; turn++) {
      const now = await call(env.server.url, me, 'GET', `/api/games/${game.id}`)
      if (!now.open) break
      if (now.roundTo !== now.you) {
        await waitForVersion(env.server.url, me, game.id, now.version, 30_000, 100)
        continue
      }
      await waitForMyTurn(page, 30_000)
      const fresh = await call(env.server.url, me, 'GET', `/api/games/${game.id}`)
      if (!fresh.open || fresh.roundTo !== fresh.you) continue
      const move = bestMove(fresh)
      if (!move) {
        await passThroughApi(env.server.url, me, fresh) // nothing to place (never by the keyboard: the countdown would pass)
        continue
      }
      // the hand: Tab reaches it after the game menu; arrows to the chosen item; Enter picks it
      if ((await handIndex(page)) < 0) {
        await tabTo(page, /^Menu de la partie$/)
        await tabTo(page, /^(Carte|Sort|Élément) \d+ : /, 3)
      }
      for (let k = await handIndex(page); k !== move.k; k = await handIndex(page)) await page.keyboard.press(k < move.k ? 'ArrowRight' : 'ArrowLeft')
      const spell = (await focused(page)).startsWith('Sort')
      await page.keyboard.press('Enter')
      // the board: the focus is on a free slot (a card's: an empty one; a spell's: one without a
      // spell); an arrow visits another free one (or stays); Enter places
      const target = spell ? /^Case \d+ : (?!.*, sort )/ : /^Case \d+ : libre/
      expect(await focused(page)).toMatch(target)
      if (placed === 0) await screenshot(page, 'battle/keyboard-focus-slot-desktop')
      await page.keyboard.press(placed % 2 === 0 ? 'ArrowRight' : 'ArrowDown')
      expect(await focused(page)).toMatch(target)
      await page.keyboard.press('Enter')
      placed += 1
      await waitForVersion(env.server.url, me, game.id, fresh.version, 15_000, 250)
      // after the placement the focus is back in the hand
      if (!(await call(env.server.url, me, 'GET', `/api/games/${game.id}`)).open) break
      expect(await handIndex(page)).toBeGreaterThanOrEqual(0)
      if (placed === 1) {
        await screenshot(page, 'battle/keyboard-focus-hand-desktop')
        await page.setViewportSize({ width: 390, height: 844 })
        await page.locator('[data-testid="battle-canvas"][data-size="390x844"]').waitFor()
        await screenshot(page, 'battle/keyboard-focus-hand-phone')
        await page.setViewportSize({ width: 1440, height: 900 })
        await page.locator('[data-testid="battle-canvas"][data-size="1440x900"]').waitFor()
      }
    }
    const final = await call(env.server.url, me, 'GET', `/api/games/${game.id}`)
    expect(final.open).toBe(false)
    expect(placed).toBeGreaterThan(3)
    const result = page.getByRole('dialog', { name: resultTitle(final, me) })
    await result.waitFor({ timeout: 15_000 })
    await expectNoSeriousViolations(page, 'the result dialog (desktop)')

    const said = await announcements(page)
    expect(said.some((s) => /^L'adversaire pose .+ en case \d+\./.test(s))).toBe(true)
    expect(said.some((s) => s.includes('À vous de jouer.'))).toBe(true)
    expect(said.some((s) => /Partie terminée : vous avez (gagné|perdu), \d+ cartes contre \d+\./.test(s))).toBe(true)
    // the countdown is not read every second: only at 10 s and 5 s
    expect(said.filter((s) => /secondes/.test(s)).every((s) => /^Plus que (10|5) secondes\.$/.test(s))).toBe(true)
    expect(await page.locator('[aria-live]').count()).toBe(1)

    // the dialogs, by keyboard too
    await page.keyboard.press('Escape')
    const over = page.getByRole('dialog', { name: 'Partie terminée' })
    await over.waitFor()
    await expectNoSeriousViolations(page, 'the game-over dialog (desktop)')
    await tabTo(page, /^Quitter$/)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/')
  }, 300_000)
})
