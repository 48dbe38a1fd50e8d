// Every page at the three reference sizes in both themes, saved under tests/e2e/screenshots/pages/
// for a person to look at (and a smoke test: each page renders its heading, nothing overflows sideways;
// on phones the landing's main buttons end above the bottom bar; the console stays clean on every
// page, signed out and signed in: no console error, uncaught exception, failed request or HTTP error),
// and checked with axe-core at 390×844 and 1440×900 in both themes (through inBothThemes), but for the
// pages whose own walk sweeps them at those sizes in both themes, with more on them (SWEPT_ELSEWHERE).
// Each page is loaded once per size and painted in both themes (helpers/themes.ts); the pages whose
// theme is more than CSS (the battle's canvas, the Settings page's theme choice) load once per theme.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, screenshot, type ViewportName, withoutServiceWorkers } from './helpers/browser'
import { apiPlayer, useSession } from './helpers/gameApi'
import { useBrowserSuite } from './helpers/suite'
import { networkQuiet } from './helpers/quiet'
import { THEMES, inBothThemes } from './helpers/themes'
import { atSweepSize, expectNoSeriousViolations } from './helpers/axe'
import { watchConsole } from './helpers/console'

withoutServiceWorkers() // no page here tests the PWA (pwa.test.ts does): ~1.3 s of CPU saved per context

const PUBLIC = ['/', '/about', '/regles', '/privacy', '/contact', '/login', '/login?mode=signup', '/resetpassword', '/change-password/exemple']
const PLAYER = ['/home', '/game', '/solo', '/cards', '/inventory', '/friends', '/pack', '/shop', '/news', '/profile', '/game/unranked']
/** A game id no test makes (the page's load failure is shot). */
const NO_GAME = 2_000_000_000
/** Loaded in each theme, set in the player's preferences as the Settings page does. */
const PLAYER_PER_THEME = ['/settings', `/game/private/${NO_GAME}`]
const SIZES: ViewportName[] = ['phone', 'landscape', 'desktop']
/** Player pages that another file's walk checks with axe-core at 390×844 and 1440×900 in both themes. */
const SWEPT_ELSEWHERE = new Set([
  ...['/home', '/game', '/solo', '/friends'], // lobby.test.ts (with a friend, a request, a private game waiting)
  ...['/cards', '/inventory', '/pack', '/profile'], // collection.test.ts (boosters, decks, six ranked games)
  '/shop', // shop.test.ts (a skin owned)
  '/news', // admin.test.ts (a post)
])

const fileName = (path: string) => path.replace(/[/?=]+/g, '_').replace(/^_/, '') || 'landing'

async function loaded(page: Page, name: string) {
  await page.locator('h1').first().waitFor()
  await networkQuiet(page)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${name} overflows sideways`).toBeLessThanOrEqual(1)
}

/** Issue 14: on phones (landscape above all) the landing's main buttons end above the bottom bar. */
async function landingButtonsClearTheBar(page: Page, size: ViewportName) {
  const start = page.getByRole('link', { name: 'Commencer' })
  await start.waitFor()
  const bar = await page.getByRole('navigation', { name: 'Navigation principale' }).boundingBox()
  expect(bar, 'the bottom bar').toBeTruthy()
  for (const button of [start, page.getByRole('button', { name: 'Cliquez pour lancer' })]) {
    const box = await button.boundingBox()
    expect(box, `${size}: « ${await button.innerText()} » on screen`).toBeTruthy()
    expect(box!.y + box!.height, `${size}: « ${await button.innerText()} » ends above the bottom bar`).toBeLessThanOrEqual(bar!.y)
  }
}

/** Loads a page and saves it in both themes, as `<theme>-<size>-<prefix><page>`. */
async function shootBoth(page: Page, path: string, size: ViewportName, prefix: string) {
  await page.goto(path)
  await loaded(page, `${size} ${path}`)
  if (path === '/' && size !== 'desktop') await landingButtonsClearTheBar(page, size)
  await inBothThemes(page, (theme) => screenshot(page, `pages/${theme}-${size}-${prefix}${fileName(path)}`), { sweep: !SWEPT_ELSEWHERE.has(path) })
}

describe.skipIf(!hasChromium())('screenshots of every page', () => {
  const env = useBrowserSuite()

  for (const size of SIZES) {
    it(size, async () => {
      const context = await env.context(size)
      const page = await context.newPage()
      // /game/private/NO_GAME names no game on purpose: its 404 is expected
      const console = watchConsole(page, { allow: (url, status) => status === 404 && new URL(url).pathname === `/api/games/${NO_GAME}` })
      for (const path of PUBLIC) await shootBoth(page, path, size, '')
      // a new player, made through the API (signing up through the interface is auth.test.ts's)
      const session = await apiPlayer(env.server.url, 's')
      await useSession(page, session)
      for (const path of PLAYER) await shootBoth(page, path, size, 'in-')
      for (const theme of THEMES) {
        await page.request.post(`${env.server.url}/api/user/setting`, {
          headers: { authorization: `Bearer ${session.accessToken}` },
          data: { userId: session.id, preferences: { theme } },
        })
        for (const path of PLAYER_PER_THEME) {
          await page.goto(path)
          await loaded(page, `${theme} ${size} ${path}`)
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
          await screenshot(page, `pages/${theme}-${size}-in-${fileName(path)}`)
          if (atSweepSize(page)) await expectNoSeriousViolations(page, `${path} (${theme}, ${size})`)
        }
      }
      if (size !== 'desktop') {
        await page.goto('/profile')
        await page.getByRole('button', { name: 'Plus' }).click()
        await page.getByRole('dialog').getByRole('progressbar').waitFor()
        await inBothThemes(page, (theme) => screenshot(page, `pages/${theme}-${size}-in-drawer`))
      }
      await console.settled()
      expect(console.take(), `${size}: the console on every page`).toEqual([])
    }, 420_000) // with the axe-core sweep at 390×844 and 1440×900 (helpers/themes.ts): up to 4 min on a loaded 2-core machine
  }
})
