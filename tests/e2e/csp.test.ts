// The Content-Security-Policy in a real browser: the landing, the login and a battle (PixiJS scene,
// sounds) load with no violation reported; the saved theme paints from the external boot script,
// before and without the app's own code.
import { describe, expect, it } from 'vitest'
import { hasChromium, withoutServiceWorkers } from './helpers/browser'
import { call, openGame, type ApiSession } from './helpers/gameApi'
import { chooseFirstDeck } from './helpers/gameUi'
import { signUpAndLogIn } from './helpers/player'
import { useBrowserSuite } from './helpers/suite'
import { networkQuiet } from './helpers/quiet'
import { watchCsp } from './helpers/csp'

// No service worker: page.route does not see what a worker serves, so the test that withholds the
// app's modules would not withhold them once the worker (registered by the first page) controls the reload.
withoutServiceWorkers()

describe.skipIf(!hasChromium())('content security policy', () => {
  const env = useBrowserSuite()

  it('the pages carry a strict CSP and report no violation: landing, login, a battle', async () => {
    const context = await env.context('desktop')
    const violations = await watchCsp(context)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message)) // e.g. PixiJS refusing to run without eval
    const landing = await page.goto('/')
    const csp = landing!.headers()['content-security-policy']
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('stripe')
    await page.locator('#root > *').first().waitFor()
    await page.goto('/login')
    await signUpAndLogIn(page)
    const me: ApiSession = { ...(await page.evaluate(() => JSON.parse(sessionStorage.getItem('user') ?? 'null'))), pseudo: '', password: '' }
    await page.evaluate(() => localStorage.setItem('fullscreen-dismissed', 'true'))
    const game = await call(env.server.url, me, 'POST', '/api/games/training', { userId: me.id, difficulty: 'facile' })
    await openGame(page, `/game/training/${game.id}`, { gameId: game.id })
    await chooseFirstDeck(page)
    await page.getByRole('heading', { name: /Entraînement/ }).waitFor()
    await page.locator('canvas').first().waitFor()
    await page.mouse.click(10, 10) // a gesture: the sounds unlock
    await networkQuiet(page) // the scene has loaded its textures and sounds
    expect(await violations()).toEqual([])
    expect(errors).toEqual([])
  }, 120_000)

  it('an inline script is refused, and the saved theme paints without the app code', async () => {
    const context = await env.context('phone')
    const violations = await watchCsp(context)
    const page = await context.newPage()
    await page.goto('/login')
    await page.evaluate(() => localStorage.setItem('theme', JSON.stringify('dark')))
    // The app's modules are withheld: only index.html's classic boot script can set the theme.
    await page.route(/\/static\/.*\.js$/, (route) => (/theme-boot/.test(route.request().url()) ? route.continue() : route.abort()))
    await page.reload()
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    expect(await violations()).toEqual([])
    await page.evaluate(() => {
      const s = document.createElement('script')
      s.textContent = 'window.__inlineRan = true'
      document.head.append(s)
    })
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined()
    await expect.poll(async () => (await violations()).some((v) => /script-src/.test(v))).toBe(true)
  }, 60_000)
})
