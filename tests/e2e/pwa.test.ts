// The installable app: manifest and service worker served and valid, installable as Chromium
// reports it (DevTools protocol), the app and a whole offline training game with the context
// offline after a first visit, an offline game resumed after a reload and in a new tab, the
// offline notice on an online-only page, and a new build's service worker announced — held back
// on a battle path.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumPath } from './chromium.mjs'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { CHROMIUM_ARGS, hasChromium, screenshot, withPlaywrightScreenshots } from './helpers/browser'
import { apiPlayer, useSession } from './helpers/gameApi'
import { useBrowserSuite } from './helpers/suite'

/** Waits until the service worker controls the page (precache done) and the decks are kept for offline play. */
async function firstVisit(page: Page, userId: number): Promise<void> {
  await page.goto('/home')
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined), undefined)
  await page.waitForFunction((id) => (localStorage.getItem(`offline-decks:${id}`) ?? '[]').length > 2, userId, { timeout: 20_000 })
  await page.reload() // the worker installed by the first load controls the next ones
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/**
 * The player's turn through the board mirror (the keyboard's buttons): a card on a free position,
 * else a spell on a position without one. Read again and tried again when a click found the mirror
 * re-rendering (a loaded machine): up to three rounds.
 */
async function playOneMove(page: Page): Promise<void> {
  const hand = page.locator('[data-testid="board-mirror"] [role="group"] button')
  const slots = page.locator('[data-testid="board-mirror"] [role="grid"] button')
  let handLabels: string[] = []
  for (let round = 0; round < 3; round++) {
    handLabels = await hand.evaluateAll((bs: HTMLButtonElement[]) => bs.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''))
    const slotLabels = await slots.evaluateAll((bs: HTMLButtonElement[]) => bs.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''))
    const card = handLabels.findIndex((l) => l.startsWith('Carte'))
    const free = slotLabels.map((l, i) => (l.endsWith(': libre') ? i : -1)).filter((i) => i >= 0)
    const tries: [number, number][] =
      card >= 0 && free.length > 0
        ? [[card, free[0]!]]
        : handLabels.flatMap((l, k) => (l.startsWith('Sort') ? slotLabels.flatMap((s, i) => (s.includes(', sort ') ? [] : [[k, i] as [number, number]])) : []))
    for (const [k, slot] of tries) {
      await hand.nth(k).evaluate((b: HTMLButtonElement) => b.click())
      await slots.nth(slot).evaluate((b: HTMLButtonElement) => b.click())
      // taken: the hand lost an item, the turn passed to the bot, or the game ended
      const moved = await page
        .waitForFunction(
          (count) =>
            document.querySelectorAll('[data-testid="board-mirror"] [role="group"] button').length < count ||
            !document.querySelector('[data-testid="turn-text"]')?.textContent?.includes('à vous') ||
            !!document.querySelector('[role="dialog"]'),
          handLabels.length,
          { timeout: round === 0 ? 1500 : 5000 },
        )
        .then(() => true)
        .catch(() => false)
      if (moved) return
    }
  }
  throw new Error(`no move was taken: ${handLabels.join(' | ')}`)
}

/** The board mirror's labels: the 21 positions and the hand (what the canvas draws, in words). */
const mirrorOf = (page: Page) =>
  page.evaluate(() => {
    const labels = (selector: string) => [...document.querySelectorAll(selector)].map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '')
    return { slots: labels('[data-testid="board-mirror"] [role="grid"] button'), hand: labels('[data-testid="board-mirror"] [role="group"] button') }
  })

/** How many cards and spells the board holds (each placement adds one). */
const placedCount = (mirror: { slots: string[] }) =>
  mirror.slots.filter((l) => !l.endsWith(': libre')).length + mirror.slots.filter((l) => l.includes(', sort ')).length

/** Waits for the player's turn with the board holding at least `count` placements; returns the mirror then. */
async function yourTurnWith(page: Page, count: number) {
  await page.waitForFunction(
    (count) => {
      if (!document.querySelector('[data-testid="turn-text"]')?.textContent?.includes("C'est à vous de jouer!")) return false
      const slots = [...document.querySelectorAll('[data-testid="board-mirror"] [role="grid"] button')].map((b) => b.getAttribute('aria-label') ?? '')
      const placed = slots.filter((l) => !l.endsWith(': libre')).length + slots.filter((l) => l.includes(', sort ')).length
      return slots.length === 21 && placed >= count
    },
    count,
    { timeout: 30_000, polling: 100 },
  )
  return mirrorOf(page)
}

withPlaywrightScreenshots() // its pages go offline (helpers/browser.ts)

describe.skipIf(!hasChromium())('installable app (PWA)', () => {
  const env = useBrowserSuite({ ownServer: true })

  it('serves a valid French manifest and a service worker never cached, and Chromium finds the app installable', async () => {
    const manifestAnswer = await fetch(`${env.server.url}/manifest.webmanifest`)
    expect(manifestAnswer.headers.get('content-type')).toMatch(/application\/manifest\+json/)
    const manifest = await manifestAnswer.json()
    expect(manifest).toMatchObject({ name: 'Arène des Cartes', lang: 'fr', display: 'fullscreen', orientation: 'any', start_url: '/' })
    expect(manifest.display_override).toEqual(['fullscreen', 'standalone'])
    const sizes = manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes}:${i.purpose ?? 'any'}`)
    expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable', '180x180:any']))
    for (const icon of manifest.icons) expect((await fetch(`${env.server.url}${icon.src}`)).headers.get('content-type')).toBe('image/png')
    const sw = await fetch(`${env.server.url}/sw.js`)
    expect(sw.headers.get('content-type')).toMatch(/javascript/)
    expect(sw.headers.get('cache-control')).toBe('no-cache')
    const code = await sw.text()
    expect(code).toContain('/assets/cards/') // the art is precached
    expect(code).not.toMatch(/registerRoute\([^)]*\/api/) // never an API route

    // A profile of its own: Chromium never offers installation in an incognito context (the suite's contexts are).
    const profile = mkdtempSync(join(tmpdir(), 'pwa-profile-'))
    const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath()!, args: CHROMIUM_ARGS, baseURL: env.server.url })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto('/')
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined), undefined)
      const cdp = await context.newCDPSession(page)
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }
      expect(installabilityErrors).toEqual([])
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

  it('offline after a first visit: the app loads, an online-only page says so, and a whole training game is played against the bot', async () => {
    const me = await apiPlayer(env.server.url, 'pwa')
    const context = await env.context('phone')
    const page = await context.newPage()
    await useSession(page, me)
    await firstVisit(page, me.id)

    await context.setOffline(true)
    await page.goto('/shop')
    await expect.poll(() => page.getByTestId('offline-banner').textContent()).toContain('Vous êtes hors ligne.')
    await page.getByRole('heading', { level: 1, name: 'Magasin' }).waitFor() // the page itself, with the notice
    await screenshot(page, 'pwa-offline-shop-390')
    await page.getByTestId('offline-banner').getByRole('link', { name: 'Entraînement hors ligne' }).click()
    await page.getByRole('heading', { name: 'Entraînement hors ligne' }).waitFor()
    await expect.poll(() => page.locator('main').textContent()).toContain('ni XP ni crédits')
    await page.getByRole('radio', { name: 'Facile' }).check()
    await screenshot(page, 'pwa-offline-training-390')
    await page.getByRole('button', { name: 'Jouer hors ligne' }).click()
    await page.waitForURL(/\/game\/training\/\d+/)
    await page.getByTestId('offline-banner').filter({ hasText: 'ni XP ni crédits' }).waitFor()
    await page.getByTestId('turn-text').waitFor()
    await screenshot(page, 'pwa-offline-battle-390')

    const ended = page.getByRole('dialog').filter({ hasText: /Congratulations, You Won!|Sorry, You Lost!/ })
    for (let turn = 0; turn < 60; turn++) {
      // the player's turn or the end, whichever comes (one wait: a race of two would leave the loser polling)
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="turn-text"]')?.textContent?.includes("C'est à vous de jouer!") ||
          [...document.querySelectorAll('[role="dialog"]')].some((d) => /Congratulations, You Won!|Sorry, You Lost!/.test(d.textContent ?? '')),
        undefined,
        { timeout: 30_000, polling: 100 },
      )
      if (await ended.isVisible()) break
      await playOneMove(page)
    }
    await page.getByRole('dialog').filter({ hasText: /Congratulations, You Won!|Sorry, You Lost!/ }).waitFor({ timeout: 30_000 })
    await screenshot(page, 'pwa-offline-result-390')
  })

  it('an offline training game survives a reload and a closed tab: the same board and hand, and it plays on', async () => {
    const me = await apiPlayer(env.server.url, 'pwares')
    const context = await env.context('phone')
    const page = await context.newPage()
    await useSession(page, me)
    await firstVisit(page, me.id)
    await context.setOffline(true)
    await page.goto('/offline')
    await page.getByRole('radio', { name: 'Facile' }).check()
    await page.getByRole('button', { name: 'Jouer hors ligne' }).click()
    await page.waitForURL(/\/game\/training\/\d+/)
    const gameUrl = new URL(page.url()).pathname

    // a move, and the bot's answer: the player's turn again with two more placements on the board
    const start = await yourTurnWith(page, 0)
    await playOneMove(page)
    const before = await yourTurnWith(page, placedCount(start) + 2)
    expect(before.slots.some((l) => l.includes('à vous'))).toBe(true) // the card (or spell) placed

    await page.reload()
    await page.getByTestId('offline-banner').filter({ hasText: 'ni XP ni crédits' }).waitFor()
    await yourTurnWith(page, placedCount(before))
    await expect.poll(() => mirrorOf(page)).toEqual(before)
    expect(await page.getByText('La partie n’a pas pu être chargée.').count()).toBe(0)
    expect(await page.getByText(/Le serveur ne répond plus/).count()).toBe(0) // no server plays it: the clock runs
    await screenshot(page, 'pwa-offline-resumed-390')
    await playOneMove(page) // it plays on
    const later = await yourTurnWith(page, placedCount(before) + 2)

    // the tab closed, a new one opened on the game's address
    await page.close()
    const reopened = await context.newPage()
    await useSession(reopened, me)
    await reopened.goto(gameUrl)
    await yourTurnWith(reopened, placedCount(later))
    await expect.poll(() => mirrorOf(reopened)).toEqual(later)

    // the offline training page offers the way back into it
    await reopened.goto('/offline')
    const resume = reopened.getByRole('link', { name: 'Reprendre la partie hors ligne' })
    await resume.waitFor()
    await screenshot(reopened, 'pwa-offline-resume-390')
    await resume.click()
    await reopened.waitForURL((url) => url.pathname === gameUrl)
    await yourTurnWith(reopened, placedCount(later))
    await expect.poll(() => mirrorOf(reopened)).toEqual(later)
  })

  it('announces a new version — « Recharger » outside a game, held back on a battle path', async () => {
    const me = await apiPlayer(env.server.url, 'pwaup')
    const context = await env.context('desktop')
    const page = await context.newPage()
    await useSession(page, me)
    await firstVisit(page, me.id)
    await page.goto('/game/training') // a battle path (no game code)
    appendFileSync(join(env.server.dataDir, 'client', 'sw.js'), `\n// build B ${Date.now()}\n`) // a new build's worker
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()))
    await page.getByTestId('pwa-update-later').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('pwa-update').count()).toBe(0)
    await page.goto('/cards')
    const banner = page.getByTestId('pwa-update')
    await banner.waitFor({ timeout: 20_000 })
    expect(await banner.textContent()).toContain('Nouvelle version disponible — Recharger')
    await screenshot(page, 'pwa-update-1440')
    const reloaded = page.waitForEvent('load', { timeout: 45_000 }) // the new worker activates, then the page reloads: slow on a loaded machine
    await banner.getByRole('button', { name: 'Recharger' }).click({ timeout: 15_000 })
    await reloaded.catch(async (error: unknown) => {
      // what the workers were doing, for the rare run where no reload comes
      const workers = await page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration()
        return { installing: r?.installing?.state ?? null, waiting: r?.waiting?.state ?? null, active: r?.active?.state ?? null, controller: navigator.serviceWorker.controller?.state ?? null }
      })
      throw new Error(`no reload after « Recharger »: ${JSON.stringify(workers)}`, { cause: error })
    })
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated')
  })
})
