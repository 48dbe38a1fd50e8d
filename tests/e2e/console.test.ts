// The console is clean on every page. The screenshot walk (screenshots.test.ts) loads every public
// and player page fresh at the three sizes and watches the console there; this file covers what that
// walk does not: /home signed out, signing up through the interface, and every page as the admin (the
// admin page too), on a phone. Each page is loaded fresh (as on a reload) and then left to settle; a
// console error, an uncaught exception, a failed request or an HTTP error answer fails the walk, with
// the list of what was seen where.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, withoutServiceWorkers } from './helpers/browser'
import { watchConsole, type ConsoleWatch } from './helpers/console'
import { ADMIN } from './helpers/server'
import { logIn, signUpAndLogIn } from './helpers/player'
import { useBrowserSuite } from './helpers/suite'

withoutServiceWorkers() // no page here tests the PWA (pwa.test.ts does): ~1.3 s of CPU saved per context

const PLAYER = ['/', '/home', '/game', '/solo', '/cards', '/inventory', '/pack', '/shop', '/profile', '/friends', '/news', '/settings']

async function walk(page: Page, watch: ConsoleWatch, paths: string[]): Promise<string[]> {
  const problems: string[] = []
  for (const path of paths) {
    await page.goto(path)
    await page.locator('h1').first().waitFor()
    await watch.settled()
    problems.push(...watch.take())
  }
  return problems
}

describe.skipIf(!hasChromium())('the console is clean on every page', () => {
  const env = useBrowserSuite()

  it('signed out on /home, then signing up through the interface', async () => {
    const page = await (await env.context('desktop')).newPage()
    const watch = watchConsole(page)
    const problems = await walk(page, watch, ['/home'])
    await page.goto('/login')
    await signUpAndLogIn(page)
    await watch.settled()
    problems.push(...watch.take())
    expect(problems).toEqual([])
  })

  it('signed in as the admin, on a phone', async () => {
    const page = await (await env.context('phone')).newPage()
    const watch = watchConsole(page)
    await logIn(page, ADMIN)
    await watch.settled()
    const problems = [...watch.take(), ...(await walk(page, watch, [...PLAYER, '/admin']))]
    expect(problems).toEqual([])
  })
})
