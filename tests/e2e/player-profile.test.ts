// A friend's page: A and B are friends and finish a private game; B opens A's page from the
// friends list (the name is a link), reads A's statistics and opens the replay of their game from
// A's recent games; A sees B online on Home (the presence dot, « Inviter »). The page at the three
// reference sizes in both themes.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, screenshot, VIEWPORTS, type ViewportName, withoutServiceWorkers } from './helpers/browser'
import { apiPlayer, call, setTheme, starterDeckId, useSession, type ApiSession } from './helpers/gameApi'
import { useBrowserSuite } from './helpers/suite'

withoutServiceWorkers() // no page here tests the PWA (pwa.test.ts does): ~1.3 s of CPU saved per context

describe.skipIf(!hasChromium())('a friend’s page', () => {
  const env = useBrowserSuite()

  async function befriend(a: ApiSession, b: ApiSession): Promise<void> {
    const request = await call(env.server.url, a, 'POST', '/api/friends/send', { userId: a.id, friendId: b.id })
    await call(env.server.url, b, 'POST', '/api/friends/accept', { userId: b.id, requestId: request.id })
  }

  /** A private game from a to b, both decks chosen, one move each at most, then a leaves: finished, recorded. */
  async function finishedGame(a: ApiSession, b: ApiSession): Promise<number> {
    const base = env.server.url
    const game = await call(base, a, 'POST', '/api/games/private/create', { userId: a.id, friendId: b.id })
    await call(base, b, 'POST', '/api/games/private/join', { gameCode: game.code, userId: b.id })
    for (const p of [a, b]) await call(base, p, 'POST', `/api/games/private/decks/${game.id}`, { userId: p.id, deckId: await starterDeckId(base, p) })
    await call(base, a, 'POST', `/api/games/private/end/${game.id}`, { userId: a.id })
    const history = await call(base, a, 'GET', `/api/users/${a.id}/games?limit=1`)
    expect(history.games[0]).toMatchObject({ id: game.id, replay: true })
    return game.id
  }

  async function signedIn(size: ViewportName, who: ApiSession): Promise<Page> {
    const page = await (await env.context(size)).newPage()
    await page.goto('/about')
    await useSession(page, who)
    return page
  }

  it('B opens A’s page from Amis, sees A’s statistics and a replay of their game; A sees B online on Home', async () => {
    const base = env.server.url
    const a = await apiPlayer(base, 'ami_a')
    const b = await apiPlayer(base, 'ami_b')
    await befriend(a, b)
    const gameId = await finishedGame(a, b)

    // B: Amis → A's name (a link, reached by keyboard) → A's page
    const pageB = await signedIn('desktop', b)
    await pageB.goto('/friends')
    const link = pageB.getByRole('link', { name: `Voir la page de ${a.pseudo}` })
    await link.focus()
    await pageB.keyboard.press('Enter')
    await pageB.waitForURL((url) => url.pathname === `/player/${a.id}`)
    await pageB.getByRole('heading', { level: 1, name: a.pseudo }).waitFor()
    const modes = pageB.getByRole('region', { name: 'Victoires par mode' })
    await expect.poll(() => modes.locator('[data-mode="private"]').textContent()).toMatch(/0 %.*0 V · 1 D/)
    const recent = pageB.getByRole('region', { name: 'Parties récentes' })
    await expect.poll(() => recent.getByRole('listitem').first().textContent()).toMatch(new RegExp(`Défaite.*contre ${b.pseudo}`))

    // A, on Home, sees B online (B's event stream is open) with « Inviter »
    const pageA = await signedIn('desktop', a)
    await pageA.goto('/home')
    const friends = pageA.getByRole('region', { name: /^Amis en ligne/ })
    await friends.getByRole('img', { name: `${b.pseudo} est en ligne` }).waitFor({ timeout: 20_000 })
    await expect.poll(() => friends.getByRole('button', { name: `Inviter ${b.pseudo} à une partie privée` }).count()).toBe(1)
    expect(await friends.getByRole('link', { name: `Voir la page de ${b.pseudo}` }).getAttribute('href')).toBe(`/player/${b.id}`)
    await screenshot(pageA, 'player/home-friends-online')

    // the page at the three sizes, in both themes
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(base, b, theme)
      for (const size of Object.keys(VIEWPORTS) as ViewportName[]) {
        await pageB.setViewportSize(VIEWPORTS[size])
        await pageB.goto(`/player/${a.id}`)
        await pageB.waitForFunction((want) => document.documentElement.dataset.theme === want, theme)
        await pageB.getByRole('region', { name: 'Parties récentes' }).getByRole('link', { name: /^Revoir/ }).waitFor()
        await screenshot(pageB, `player/${size}-${theme}`, true)
      }
    }
    await pageB.setViewportSize(VIEWPORTS.desktop)

    // « Revoir » → the replay of their game
    await recent.getByRole('link', { name: `Revoir la partie contre ${b.pseudo}` }).click()
    await pageB.waitForURL((url) => url.pathname === `/replay/${gameId}`)
    await pageB.locator('.replay').waitFor({ timeout: 20_000 })
    await expect.poll(() => pageB.getByTestId('replay-line').textContent()).toBe('Début de la partie')

    // a player who is not a friend reads why the page is closed
    const stranger = await apiPlayer(base, 'inconnu')
    const pageC = await signedIn('phone', stranger)
    await pageC.goto(`/player/${a.id}`)
    await pageC.getByRole('heading', { level: 1, name: 'Page réservée à ses amis' }).waitFor()
  })
})
