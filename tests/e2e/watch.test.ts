// Watching a friend's game: two API players in a private game; a friend of one opens Amis, clicks
// « Regarder », sees a move appear on the read-only board, cannot place anything, and sees the
// winner when the game ends; a player sees « 👁 1 » in the battle banner. Screenshots at the three reference sizes.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, screenshot, type ViewportName } from './helpers/browser'
import { apiPlayer, call, openGame, playSomething, privateGame, useSession, type ApiSession } from './helpers/gameApi'
import { boardShown, sceneBox, slotPoint, waitForCardShown } from './helpers/gameUi'
import { useBrowserSuite } from './helpers/suite'
import { expectNoSeriousViolations } from './helpers/axe'

describe.skipIf(!hasChromium())('watching a friend’s game', () => {
  const env = useBrowserSuite() // a private game: no pairing, the shared server will do

  async function befriend(a: ApiSession, b: ApiSession): Promise<void> {
    const request = await call(env.server.url, a, 'POST', '/api/friends/send', { userId: a.id, friendId: b.id })
    await call(env.server.url, b, 'POST', '/api/friends/accept', { userId: b.id, requestId: request.id })
  }

  /** The index a move filled: the first position with a card now and none before. */
  const filled = (before: (number | null)[], after: (number | null)[]): number => after.findIndex((v, i) => v !== null && before[i] === null)

  async function watcherPage(size: ViewportName, watcher: ApiSession): Promise<Page> {
    const page = await (await env.context(size)).newPage()
    await page.goto('/about')
    await useSession(page, watcher)
    return page
  }

  it('opens from Amis, shows the moves live, cannot act, and names the winner', async () => {
    const base = env.server.url
    const a = await apiPlayer(base, 'joue')
    const b = await apiPlayer(base, 'joue')
    const w = await apiPlayer(base, 'regarde')
    await befriend(w, a)
    const game = await privateGame(base, a, b)
    const playerOf = (g: { roundTo: number }) => (g.roundTo === 1 ? a : b)

    // Amis: « Regarder » beside the friend who plays.
    const page = await watcherPage('desktop', w)
    await page.goto('/friends')
    await page.getByRole('button', { name: `Regarder la partie de ${a.pseudo}` }).click()
    await page.waitForURL((url) => url.pathname === `/watch/${game.id}`)
    await page.getByRole('heading', { name: 'Vous regardez la partie' }).waitFor()
    await page.locator('[data-testid="battle-canvas"] canvas[data-cards]').waitFor({ state: 'attached' })
    await page.getByRole('img', { name: '1 spectateur' }).waitFor()
    await page.getByRole('img', { name: new RegExp(`^Main de ${b.pseudo} : \\d+ cartes? et \\d+ sorts?, cachées$`) }).waitFor()

    // A move appears on the watcher's board.
    const before = await call(base, a, 'GET', `/api/games/${game.id}`)
    const answer = await playSomething(base, playerOf(before), game.id)
    const index = filled(before.plateau, answer.game.plateau)
    expect(index).toBeGreaterThanOrEqual(0)
    await waitForCardShown(page, index, 5_000)

    // Nothing can be placed: no hand, and clicks on the board or the hand's area send no move.
    const moves: string[] = []
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/games/') && moves.push(r.url()))
    expect(await page.locator('[data-testid="battle-canvas"] canvas[data-hand]').getAttribute('data-hand')).toBe('0')
    const free = (await boardShown(page)).indexOf('.')
    const box = await sceneBox(page)
    const slot = await slotPoint(page, free)
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 40)
    await page.mouse.click(slot.x, slot.y)
    await page.mouse.move(slot.x, slot.y)
    await page.mouse.down()
    await page.mouse.move(slot.x + 60, slot.y + 60, { steps: 4 })
    await page.mouse.up()
    expect(moves).toEqual([])
    expect((await boardShown(page))[free]).toBe('.')
    expect(await page.getByRole('dialog').count()).toBe(0)
    await screenshot(page, 'watch/watch-desktop')
    await expectNoSeriousViolations(page, 'watching a friend’s game (desktop)')

    // The same game at the phone sizes.
    for (const size of ['phone', 'landscape'] as const) {
      const small = await watcherPage(size, w)
      await small.goto(`/watch/${game.id}`)
      await waitForCardShown(small, index, 8_000)
      await small.getByRole('link', { name: 'Quitter' }).waitFor()
      await small.getByRole('img', { name: /spectateurs?$/ }).waitFor()
      await screenshot(small, `watch/watch-${size}`)
      await small.close()
    }

    // A player sees how many watch, in the battle banner (the two phone pages are closed: one left).
    const player = await watcherPage('desktop', a)
    await openGame(player, `/game/private/${game.id}`, { gameCode: game.id })
    await player.getByRole('img', { name: '1 spectateur' }).waitFor({ timeout: 8_000 })
    await screenshot(player, 'watch/player-banner-desktop')

    // The one whose turn it is leaves: the other wins, and the watcher sees it.
    const now = await call(base, a, 'GET', `/api/games/${game.id}`)
    const quitter = playerOf(now)
    const winner = quitter === a ? b : a
    await call(base, quitter, 'POST', `/api/games/private/end/${game.id}`, { userId: quitter.id })
    await page.getByTestId('watch-result').filter({ hasText: `Victoire de ${winner.pseudo}` }).waitFor({ timeout: 8_000 })
    await screenshot(page, 'watch/watch-ended-desktop')
    await page.getByRole('link', { name: 'Retour aux amis' }).click()
    await page.waitForURL((url) => url.pathname === '/friends')
  })
})
