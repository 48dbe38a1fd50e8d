// The replay viewer: a training game against the easy bot played to the end through the API, its
// replay opened from the result dialog, a KO mark clicked (the board there is the replayed board,
// KOs included), then played at 4× to the end where the hands left show; the page at the three
// reference sizes, and axe-core on it in both themes (the theme loaded, the canvas drawing it itself).
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, screenshot, type ViewportName } from './helpers/browser'
import { call, openGame, setTheme, starterDeckId, useSession } from './helpers/gameApi'
import { playToTheEnd } from './helpers/gameBattle'
import { boardShown } from './helpers/gameUi'
import { NO_FULLSCREEN_OFFER, signedInPage } from './helpers/signedIn'
import { useBrowserSuite } from './helpers/suite'
import { expectNoSeriousViolations } from './helpers/axe'
import { replayModel, stateAt, type ReplayModel } from '../../src/ui/pages/replay/replay-game'
import type { GameReplay } from '../../src/api/replays'

/** The board string the scene mirror writes for the replayed state at `step`. */
const boardAt = (model: ReplayModel, step: number): string => {
  const s = stateAt(model, step)
  return s.plateau.map((id, i) => (id == null ? '.' : s.satutscard[i] === 'KO' ? 'K' : 'x')).join('')
}

const waitForBoard = (page: Page, expected: string, timeout = 10_000) =>
  page.waitForFunction((want) => (document.querySelector('[data-testid="battle-canvas"] canvas[data-cards]') as HTMLCanvasElement | null)?.dataset.cards === want, expected, { timeout })

const waitForStep = (page: Page, step: number, timeout = 10_000) =>
  page.waitForFunction((want) => document.querySelector('.replay')?.getAttribute('data-step') === String(want), step, { timeout })

describe.skipIf(!hasChromium())('replays', () => {
  const env = useBrowserSuite()

  it('opens from the result dialog, scrubs to a KO, plays at 4× to the end and its hands left', async () => {
    const base = env.server.url
    const { page, me } = await signedInPage(env, 'desktop', { prefix: 'revoit', local: NO_FULLSCREEN_OFFER })
    // a game with at least one KO (the easy bot nearly always gives one; three tries at most)
    let model: ReplayModel | null = null
    let gameId = 0
    for (let attempt = 0; attempt < 3 && !model?.kos.some((n) => n > 0); attempt++) {
      const game = await call(base, me, 'POST', '/api/games/training', { userId: me.id, difficulty: 'facile' })
      await call(base, me, 'POST', `/api/games/training/decks/${game.id}`, { userId: me.id, deckId: await starterDeckId(base, me) })
      await openGame(page, `/game/training/${game.id}`, { gameId: game.id })
      const final = await playToTheEnd(page, base, me, game.id, { place: 'click', uiMoves: 0 })
      expect(final.open).toBe(false)
      gameId = game.id
      model = replayModel(await call<GameReplay>(base, me, 'GET', `/api/games/${game.id}/replay`))
    }
    if (!model) throw new Error('no game played')
    expect(model.replayed.complete).toBe(true)
    const koStep = model.kos.findIndex((n) => n > 0) + 1
    expect(koStep).toBeGreaterThan(0)

    // the result dialog → « Revoir la partie »
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('link', { name: 'Revoir la partie' }) })
    await dialog.waitFor({ timeout: 15_000 })
    await dialog.getByRole('link', { name: 'Revoir la partie' }).click()
    await page.waitForURL((url) => url.pathname === `/replay/${gameId}`)
    await waitForBoard(page, '.'.repeat(21), 20_000)
    await expect.poll(() => page.getByTestId('replay-line').textContent()).toBe('Début de la partie')

    // a KO mark: the board there, KOs included
    await page.getByRole('button', { name: new RegExp(`^Aller au tour ${koStep} : `) }).click()
    await waitForStep(page, koStep)
    const expected = boardAt(model, koStep)
    expect(expected).toContain('K')
    await waitForBoard(page, expected)
    expect(await boardShown(page)).toBe(expected)
    expect(await page.getByTestId('replay-line').textContent()).toMatch(new RegExp(`^Tour ${koStep} · .* cartes? KO$`))
    await screenshot(page, 'replay/ko-desktop')

    // 4×, then play: the end comes in about a quarter of the time, with the hands left
    await page.getByRole('radio', { name: 'Vitesse 4 fois' }).click()
    await page.getByRole('button', { name: 'Lecture' }).click()
    const started = Date.now()
    await waitForStep(page, model.total, (model.total - koStep) * 300 + 8_000)
    const elapsed = Date.now() - started
    expect(elapsed).toBeLessThan((model.total - koStep) * 1200) // faster than 1×
    await waitForBoard(page, boardAt(model, model.total))
    await expect.poll(() => page.getByTestId('replay-result').textContent()).toMatch(/^(Victoire de .+|Partie terminée sans vainqueur)$/)
    // the hands left at the end, revealed (under rules 2 every item is usually placed: none left)
    const left = model.replayed.steps.at(-1)!.state.hands
    const handsLeft = ([1, 2] as const).filter((p) => left[p].cards.length + left[p].spells.length > 0).length
    await expect.poll(() => page.getByTestId('replay-hand').count()).toBe(handsLeft)
    await page.getByRole('button', { name: 'Lecture' }).waitFor() // stopped at the end
    await screenshot(page, 'replay/end-desktop')
    await expectNoSeriousViolations(page, `/replay (light, 1440 px)`)

    // the other sizes (the end, reached with the keyboard: End on the scrub bar), dark on the phone
    await setTheme(base, me, 'dark')
    for (const size of ['phone', 'landscape'] as ViewportName[]) {
      const other = await (await env.context(size)).newPage()
      await other.goto('/about')
      await useSession(other, me)
      await other.goto(`/replay/${gameId}`)
      await waitForBoard(other, '.'.repeat(21), 20_000)
      await other.getByRole('slider', { name: 'Position dans la partie' }).focus()
      await other.keyboard.press('End')
      await waitForStep(other, model.total)
      await other.getByTestId('replay-result').waitFor()
      await screenshot(other, `replay/end-${size}`)
      if (size === 'phone') await expectNoSeriousViolations(other, `/replay (dark, 390 px)`)
    }
  }, 300_000)
})
