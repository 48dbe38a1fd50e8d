// The prerendered public pages (build/prerender-plugin.ts): the landing reads without JavaScript,
// hydrates without a console error and its buttons then work; each public page has its own title,
// description and canonical link; a signed-in player never sees the landing on the way to /home.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, newContext, screenshot } from './helpers/browser'
import { watchConsole } from './helpers/console'
import { signUpAndLogIn } from './helpers/player'
import { useBrowserSuite } from './helpers/suite'

const CHIPS = ['Combat Épique', 'Cartes Légendaires', 'Classements', 'Multijoueur']

/** Records, on every frame from the first one, whether the landing's title is visible. */
async function watchLanding(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const w = window as unknown as { landingSeen?: boolean }
    w.landingSeen = false
    const look = () => {
      const title = document.querySelector('.landing-title')
      if (title && title.checkVisibility({ visibilityProperty: true, opacityProperty: true })) w.landingSeen = true
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  })
  return () => page.evaluate(() => (window as unknown as { landingSeen?: boolean }).landingSeen === true)
}

describe.skipIf(!hasChromium())('prerendered public pages', () => {
  const env = useBrowserSuite()

  it('shows the landing title, buttons and chips with JavaScript disabled', async () => {
    for (const size of ['phone', 'desktop'] as const) {
      const context = await newContext(env.browser, env.server.url, size, { javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto('/')
      await page.getByRole('heading', { level: 1, name: 'Arène des Cartes' }).waitFor()
      expect(await page.getByRole('link', { name: 'Commencer' }).getAttribute('href')).toBe('/login')
      expect(await page.getByRole('link', { name: 'En savoir plus' }).getAttribute('href')).toBe('/about')
      for (const chip of CHIPS) await page.getByRole('listitem').filter({ hasText: chip }).waitFor()
      expect(await page.title()).toBe('Arène des Cartes')
      await screenshot(page, `landing-nojs-${size}`)
      await context.close()
    }
  })

  it('keeps the login and contact forms disabled until hydrated, so nothing typed before is lost', async () => {
    const context = await newContext(env.browser, env.server.url, 'phone', { javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/login')
    const form = page.getByRole('tabpanel', { name: 'Connexion' })
    expect(await form.getByLabel('Pseudo ou e-mail').isDisabled()).toBe(true)
    expect(await form.getByRole('button', { name: 'Se connecter' }).isDisabled()).toBe(true)
    expect(await page.getByRole('tab', { name: 'Inscription' }).isDisabled()).toBe(true)
    await page.goto('/contact')
    expect(await page.getByRole('button', { name: 'Envoyer' }).isDisabled()).toBe(true)
    await context.close()
  })

  it('gives each public page its French title, description and canonical link, without JavaScript', async () => {
    const context = await newContext(env.browser, env.server.url, 'desktop', { javaScriptEnabled: false })
    const page = await context.newPage()
    const expected: Record<string, [string, string]> = {
      '/about': ['À propos — Arène des Cartes', 'À propos'],
      '/regles': ['Règles du jeu — Arène des Cartes', 'Règles du jeu'],
      '/contact': ['Contact — Arène des Cartes', 'Contact'],
      '/privacy': ['Confidentialité — Arène des Cartes', 'Confidentialité'],
      '/login': ['Connexion — Arène des Cartes', 'Connexion'],
    }
    for (const [path, [title, heading]] of Object.entries(expected)) {
      const answer = await page.goto(path)
      expect(answer!.headers()['content-type']).toContain('text/html')
      expect(await page.title()).toBe(title)
      expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(50)
      // absolute, on the build's PUBLIC_URL (build/publicPages.ts)
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`^https?://[^/]+${path}$`))
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    }
    await context.close()
  })

  for (const size of ['phone', 'desktop'] as const) {
    it(`hydrates the landing without a console error and its buttons work (${size})`, async () => {
      const page = await (await env.context(size)).newPage()
      const console = watchConsole(page)
      const answer = await page.goto('/')
      expect(await answer!.text()).toContain('Commencer') // the HTML itself holds the page
      await page.waitForLoadState('networkidle')
      await console.settled()
      expect(console.take()).toEqual([])
      await page.getByRole('link', { name: 'En savoir plus' }).click()
      await page.waitForURL('**/about')
      await page.getByRole('heading', { level: 1, name: 'À propos' }).waitFor()
      await page.goBack()
      await page.getByRole('link', { name: 'Commencer' }).click()
      await page.waitForURL('**/login')
      await page.getByRole('tab', { name: 'Connexion' }).waitFor()
      if (size === 'phone') {
        await page.goto('/')
        await page.getByRole('button', { name: 'Cliquez pour lancer' }).click()
        await page.getByRole('alertdialog').getByText('Aucun identifiant enregistré.').waitFor()
      }
      await console.settled()
      expect(console.take()).toEqual([])
    })
  }

  it('renders rather than hydrates a page opened with a query string: /login?mode=signup on a phone opens the sign-up tab', async () => {
    const page = await (await env.context('phone')).newPage()
    const console = watchConsole(page)
    await page.goto('/login?mode=signup')
    await page.getByRole('tab', { name: 'Inscription', selected: true }).waitFor()
    expect(await page.evaluate(() => document.documentElement.dataset.boot)).toBe('client') // the prerendered login tab stayed hidden
    await console.settled()
    expect(console.take()).toEqual([]) // no hydration mismatch (React error #418)
  })

  it('paints the phone landing before requesting its scripts, in the saved theme, and hydrates it after', async () => {
    const context = await newContext(env.browser, env.server.url, 'phone')
    await context.addInitScript(() => {
      localStorage.setItem('theme', JSON.stringify('dark'))
      // the theme as the first contentful paint is reported (before the client entry runs)
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return
        observer.disconnect()
        ;(window as unknown as { paintedTheme?: string }).paintedTheme = document.documentElement.dataset.theme
      }).observe({ type: 'paint', buffered: true })
    })
    const page = await context.newPage()
    const console = watchConsole(page)
    const answer = await page.goto('/')
    const html = await answer!.text()
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|theme-boot/) // nothing blocks or competes with the first paint
    // hydrated: the quick launch button is enabled once React owns the page
    await page.getByRole('button', { name: 'Cliquez pour lancer' }).and(page.locator(':enabled')).waitFor()
    const timing = await page.evaluate(() => ({
      theme: (window as unknown as { paintedTheme?: string }).paintedTheme,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((r) => /\/static\/[^/]+\.js$/.test(new URL(r.name).pathname))
          .map((r) => r.startTime),
      ),
    }))
    expect(timing.theme).toBe('dark')
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstPaint)
    await console.settled()
    expect(console.take()).toEqual([])
    await context.close()
  })

  it('never shows the landing to a signed-in player opening / or /home', async () => {
    for (const size of ['phone', 'desktop'] as const) {
      const context = await env.context(size)
      const page = await context.newPage()
      await signUpAndLogIn(page)
      const seen = await watchLanding(page)
      await page.goto('/')
      await page.waitForURL('**/home')
      await page.getByRole('heading', { level: 1, name: /Bienvenue/ }).waitFor()
      expect(await seen()).toBe(false)
      await page.goto('/home')
      await page.getByRole('heading', { level: 1, name: /Bienvenue/ }).waitFor()
      expect(await seen()).toBe(false)
      await screenshot(page, `landing-signed-in-${size}`)
    }
  })
})
