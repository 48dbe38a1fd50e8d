// Every page at the three reference sizes in both themes, saved under tests/e2e/screenshots/pages/
// for a person to look at (and a smoke test: each page renders its heading, nothing overflows sideways).
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, screenshot, type ViewportName } from './helpers/browser'
import { newPlayer, signUpAndLogIn } from './helpers/player'
import { useBrowserSuite } from './helpers/suite'
import { networkQuiet } from './helpers/quiet'

const PUBLIC = ['/', '/about', '/privacy', '/contact', '/login', '/login?mode=signup', '/resetpassword', '/change-password/exemple']
const PLAYER = ['/home', '/game', '/solo', '/cards', '/inventory', '/friends', '/pack', '/shop', '/news', '/profile', '/settings', '/game/unranked', '/game/private/12']
const SIZES: ViewportName[] = ['phone', 'landscape', 'desktop']
const THEMES = ['light', 'dark'] as const

const fileName = (path: string) => path.replace(/[/?=]+/g, '_').replace(/^_/, '') || 'landing'

async function shoot(page: Page, name: string) {
  await page.locator('h1').first().waitFor()
  await networkQuiet(page)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${name} overflows sideways`).toBeLessThanOrEqual(1)
  await screenshot(page, `pages/${name}`)
}

describe.skipIf(!hasChromium())('screenshots of every page', () => {
  const env = useBrowserSuite()

  for (const theme of THEMES) {
    for (const size of SIZES) {
      it(`${theme} ${size}`, async () => {
        const context = await env.context(size)
        await context.addInitScript((t) => localStorage.setItem('theme', JSON.stringify(t)), theme)
        const page = await context.newPage()
        for (const path of PUBLIC) {
          await page.goto(path)
          await shoot(page, `${theme}-${size}-${fileName(path)}`)
        }
        await page.goto('/login')
        await signUpAndLogIn(page, newPlayer('s'))
        const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('user')!))
        await page.request.post(`${env.server.url}/api/user/setting`, {
          headers: { authorization: `Bearer ${session.accessToken}` },
          data: { userId: session.id, preferences: { theme } },
        })
        for (const path of PLAYER) {
          await page.goto(path)
          await shoot(page, `${theme}-${size}-in-${fileName(path)}`)
        }
        if (size !== 'desktop') {
          await page.goto('/profile')
          await page.getByRole('button', { name: 'Plus' }).click()
          await page.getByRole('dialog').getByRole('progressbar').waitFor()
          await screenshot(page, `pages/${theme}-${size}-in-drawer`)
        }
      })
    }
  }
})
