// The phone bottom bar and drawer at 390×844, the desktop menu at 1440×900 (its column painted down a
// long page), landscape at 844×390; the glass header and bottom bar blur what scrolls under them (the
// built CSS keeps `backdrop-filter`).
import { describe, expect, it } from 'vitest'
import type { Locator } from 'playwright-core'
import { hasChromium, screenshot, withoutServiceWorkers } from './helpers/browser'
import { signUpAndLogIn } from './helpers/player'
import { signedInPage } from './helpers/signedIn'
import { inBothThemes } from './helpers/themes'
import { useBrowserSuite } from './helpers/suite'

withoutServiceWorkers() // no page here tests the PWA (pwa.test.ts does): ~1.3 s of CPU saved per context

const labels = (texts: string[]) => texts.map((t) => t.replace(/\d+$/, '').trim())
/** The backdrop filter Chromium applies to the element (the unprefixed property: Chromium has no -webkit- alias). */
const backdrop = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backdropFilter)

describe.skipIf(!hasChromium())('navigation layouts', () => {
  const env = useBrowserSuite()

  it('phone 390×844: bottom bar logged out and in, the Plus drawer, hidden on /game/', async () => {
    const page = await (await env.context('phone')).newPage()
    await page.goto('/')
    const bar = page.getByRole('navigation', { name: 'Navigation principale' })
    expect(labels(await bar.getByRole('link').allInnerTexts())).toEqual(['Home', 'Connexion'])
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(0)
    expect(await page.getByRole('contentinfo').count()).toBe(0)
    await screenshot(page, 'layout-landing-phone')

    await bar.getByRole('link', { name: 'Connexion' }).click()
    await page.waitForURL('**/login')
    await signUpAndLogIn(page)
    expect(labels(await bar.getByRole('link').allInnerTexts())).toEqual(['Home', 'Cartes', 'Fight', 'Booster'])
    const box = await bar.boundingBox()
    expect(box && box.y + box.height).toBeCloseTo(844, -1)
    expect(await backdrop(bar)).toContain('blur(10px)')

    await bar.getByRole('button', { name: 'Plus' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByRole('progressbar', { name: 'Expérience' }).waitFor()
    await drawer.getByText('Niv. 1').waitFor()
    expect(labels(await drawer.getByRole('link').allInnerTexts())).toEqual(['Multiplayer', 'News', 'Decks', 'Amis', 'Profil', 'Paramètres', 'Magasin'])
    // its right edge against the screen's, once it has slid in
    await expect.poll(async () => {
      const drawerBox = await drawer.boundingBox()
      return drawerBox && Math.round(drawerBox.x + drawerBox.width)
    }).toBe(390)
    await screenshot(page, 'layout-drawer-phone')
    await drawer.getByRole('link', { name: 'Paramètres' }).click()
    await page.waitForURL('**/settings')
    await drawer.waitFor({ state: 'hidden' })

    await bar.getByRole('link', { name: 'Fight' }).click()
    await page.waitForURL('**/solo')
    await page.goto('/game/unranked')
    await page.getByRole('heading', { level: 1, name: 'Code de jeu manquant' }).waitFor()
    expect(await bar.count()).toBe(0)
  })

  it('desktop 1440×900: the menu logged out and in, the footer', async () => {
    const page = await (await env.context('desktop')).newPage()
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'Menu principal' })
    await menu.getByRole('link', { name: 'Home' }).waitFor() // desktop widths paint once the client has rendered
    expect(labels(await menu.getByRole('link').allInnerTexts())).toEqual(['Home'])
    expect(await page.getByRole('navigation', { name: 'Navigation principale' }).count()).toBe(0)
    const footer = page.getByRole('contentinfo')
    for (const name of ['Accueil', 'À propos', 'Contact', 'Confidentialité', 'Chat de la communauté']) {
      await footer.getByRole('link', { name }).waitFor()
    }
    await page.goto('/login')
    await signUpAndLogIn(page)
    expect(labels(await menu.getByRole('link').allInnerTexts())).toEqual(['Home', 'Parties', 'Solo', 'News', 'Cartes', 'Decks', 'Amis', 'Boosters', 'Magasin', 'Profil'])
    await screenshot(page, 'layout-home-desktop')
    expect(await backdrop(page.getByRole('banner'))).toContain('blur(10px)')

    await page.getByRole('banner').getByRole('button', { name: /Ouvrir la boutique de skins/ }).click()
    const shop = page.getByRole('dialog', { name: 'Boutique de Skins' })
    await shop.waitFor()
    await shop.getByText(/Chargement des skins...|Aucun skin disponible|Impossible de charger les skins disponibles|Possédé|€/).first().waitFor()
    await screenshot(page, 'layout-shop-desktop')
    await shop.getByRole('button', { name: 'Fermer' }).last().click()
    await shop.waitFor({ state: 'hidden' })
    // the focus goes back to the wallet that opened the shop (Radix moves it once the dialog has unmounted)
    await page.waitForFunction(() => /Ouvrir la boutique de skins/.test(document.activeElement?.getAttribute('aria-label') ?? ''), undefined, { timeout: 5_000 })

    await page.reload()
    await menu.waitFor()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Aller au contenu' })
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it('desktop 1440×900: on a long page the menu column is painted from the header to the footer, in both themes; its links stay in view', async () => {
    const { page } = await signedInPage(env, 'desktop', { prefix: 'colonne' })
    await page.goto('/regles')
    await page.getByRole('heading', { level: 1, name: 'Règles du jeu' }).waitFor()
    const menu = page.getByRole('navigation', { name: 'Menu principal' })
    await menu.getByRole('link', { name: 'Profil' }).waitFor()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    // top and bottom in the page's coordinates: the menu's box (its background and border) and the body beside the page
    const column = await page.evaluate(() => {
      const span = (el: Element) => {
        const box = el.getBoundingClientRect()
        return [Math.round(box.top + window.scrollY), Math.round(box.bottom + window.scrollY)]
      }
      return { page: document.documentElement.scrollHeight, body: span(document.querySelector('.app-body')!), menu: span(document.querySelector('.desktop-menu')!) }
    })
    expect(column.page).toBeGreaterThan(3 * 900) // a long page: the rules
    expect(column.menu).toEqual(column.body)
    // scrolled to the bottom, the links still sit right under the header
    const header = (await page.getByRole('banner').boundingBox())!
    const links = (await menu.getByRole('list').boundingBox())!
    expect(Math.round(links.y)).toBe(Math.round(header.y + header.height))
    await page.evaluate(() => window.scrollTo(0, 0)) // the whole page captured from its top: the header and the links where they start
    await inBothThemes(
      page,
      async (theme) => {
        expect(await menu.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
        await screenshot(page, `layout-long-page-desktop-${theme}`, true)
      },
      { sweep: false },
    )
  })

  it('landscape 844×390: the phone bar, compact', async () => {
    const page = await (await env.context('landscape')).newPage()
    await page.goto('/')
    const bar = page.getByRole('navigation', { name: 'Navigation principale' })
    await bar.waitFor()
    const box = await bar.boundingBox()
    expect(box!.height).toBeLessThanOrEqual(60)
    await screenshot(page, 'layout-landing-landscape')
  })
})
