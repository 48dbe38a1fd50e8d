// The Admin console with the real server: the admin disables a player (who can no longer sign in:
// 'Ce compte est désactivé…') and reactivates them, gives them a légendaire card (found in their
// collection through the API), renames a card (shown in the catalogue), publishes a news post that
// the player reads on /news; then screenshots of every section (and the main dialogs) at 390×844,
// 844×390 and 1440×900 in both themes under tests/e2e/screenshots/admin/, the console clean throughout.
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { hasChromium, screenshot, screenshotWithFull, type ViewportName, withoutServiceWorkers } from './helpers/browser'
import { apiPlayer, call, type ApiSession } from './helpers/gameApi'
import { logIn } from './helpers/player'
import { ADMIN } from './helpers/server'
import { useBrowserSuite } from './helpers/suite'
import { networkQuiet } from './helpers/quiet'
import { inBothThemes } from './helpers/themes'
import { watchConsole } from './helpers/console'

withoutServiceWorkers() // no page here tests the PWA (pwa.test.ts does): ~1.3 s of CPU saved per context

const NEWS_TITLE = 'Tournoi de printemps'

describe.skipIf(!hasChromium())('Admin console', () => {
  const env = useBrowserSuite({ ownServer: true }) // it renames a card every player sees
  const state: { player?: ApiSession; admin?: ApiSession; page?: Page } = {}
  const base = () => env.server.url

  /** The player's row (desktop table) or card (phones). */
  const rowOf = (page: Page, pseudo: string): Locator => page.locator('tr, li').filter({ has: page.getByText(pseudo, { exact: true }) })

  async function signInApi(pseudo: string, password: string): Promise<ApiSession> {
    const s = await call<{ id: number; accessToken: string; admin: boolean }>(base(), null, 'POST', '/auth/signin', { pseudo, password })
    return { ...s, pseudo, password }
  }

  async function adminPage(): Promise<Page> {
    if (state.page) return state.page
    const page = await (await env.context('desktop')).newPage()
    page.on('pageerror', (e) => console.log(`page error at ${page.url()}: ${e.stack ?? e.message}`))
    await page.goto('/admin')
    await page.waitForURL('**/login')
    await logIn(page, ADMIN, { open: false })
    await page.waitForURL('**/admin')
    await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor()
    state.page = page
    return page
  }

  async function tryLogin(page: Page, pseudo: string, password: string) {
    await page.goto('/login')
    const form = page.getByRole('tabpanel', { name: 'Connexion' })
    await form.getByLabel('Pseudo ou e-mail').fill(pseudo)
    await form.getByLabel('Mot de passe', { exact: true }).fill(password)
    await form.getByRole('button', { name: 'Se connecter' }).click()
  }

  it('disables a player, who can no longer sign in, then reactivates them', async () => {
    state.player = await apiPlayer(base(), 'cible')
    const pseudo = state.player.pseudo
    const page = await adminPage()
    await page.getByRole('table', { name: 'Comptes des joueurs' }).waitFor()
    await page.getByRole('searchbox', { name: 'Rechercher un joueur' }).fill(pseudo)
    const row = rowOf(page, pseudo)
    await row.getByText('Actif', { exact: true }).waitFor()
    await row.getByRole('button', { name: `Plus d’actions pour ${pseudo}` }).click()
    await page.getByRole('menuitem', { name: 'Désactiver' }).click()
    const confirm = page.getByRole('alertdialog', { name: `Désactiver ${pseudo} ?` })
    await confirm.waitFor()
    expect(await confirm.evaluate((el) => el.contains(document.activeElement)), 'focus moves into the confirmation').toBe(true)
    await confirm.getByRole('button', { name: 'Désactiver' }).click()
    await page.getByText(`Le compte de ${pseudo} est désactivé.`).waitFor()
    await row.getByText('Désactivé', { exact: true }).waitFor()
    await page.getByRole('radio', { name: 'Désactivés' }).click()
    await rowOf(page, pseudo).waitFor()
    await screenshot(page, 'admin/flow-disabled-desktop')

    // the player cannot sign in any more
    const playerPage = await (await env.context('phone')).newPage()
    await tryLogin(playerPage, pseudo, state.player.password)
    await playerPage.getByText(/Ce compte est désactivé/).waitFor()
    expect(new URL(playerPage.url()).pathname).toBe('/login')
    await screenshot(playerPage, 'admin/flow-disabled-login-phone')

    // reactivated, they can
    await rowOf(page, pseudo).getByRole('button', { name: `Plus d’actions pour ${pseudo}` }).click()
    await page.getByRole('menuitem', { name: 'Réactiver' }).click()
    await page.getByText(`Le compte de ${pseudo} est réactivé.`).waitFor()
    await page.getByText('Aucun compte ne correspond', { exact: false }).waitFor()
    await page.getByRole('radio', { name: 'Tous' }).click()
    await rowOf(page, pseudo).getByText('Actif', { exact: true }).waitFor()
    await tryLogin(playerPage, pseudo, state.player.password)
    await playerPage.waitForURL((url) => !url.pathname.startsWith('/login'))
    state.player = await signInApi(pseudo, state.player.password)
  })

  it('gives the player a légendaire card, found in their collection', async () => {
    const player = state.player!
    const page = await adminPage()
    const before = await call<any[]>(base(), player, 'GET', `/api/cardplayer/user/${player.id}`)
    expect(before.some((c) => c.card.nom === 'Dragon Ancien')).toBe(false)
    await rowOf(page, player.pseudo).getByRole('button', { name: 'Collection' }).click()
    const dialog = page.getByRole('dialog', { name: `Collection de ${player.pseudo}` })
    await dialog.getByRole('tab', { name: /^Cartes \(\d+\)$/ }).waitFor()
    const give = dialog.getByRole('region', { name: 'Donner une carte' })
    await give.getByRole('combobox', { name: 'Carte à donner' }).click()
    await page.getByRole('option', { name: 'Dragon Ancien' }).click()
    await give.getByRole('button', { name: 'Donner' }).click()
    await page.getByText(`${player.pseudo} reçoit « Dragon Ancien ».`).waitFor()
    await dialog.getByText('Dragon Ancien', { exact: true }).first().waitFor()
    const after = await call<any[]>(base(), player, 'GET', `/api/cardplayer/user/${player.id}`)
    const given = after.filter((c) => c.card.nom === 'Dragon Ancien')
    expect(given).toHaveLength(1)
    expect(given[0].card.rarete).toBe('légendaire')
    expect(after).toHaveLength(before.length + 1)
    await screenshot(page, 'admin/flow-collection-desktop')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
  })

  it('renames a card, and the catalogue shows the new name', async () => {
    const page = await adminPage()
    await page.getByRole('tab', { name: 'Cartes et sorts' }).click()
    await page.waitForURL('**/admin?section=cartes')
    await page.getByRole('searchbox', { name: 'Rechercher par nom' }).fill('licorne')
    await page.getByRole('button', { name: 'Modifier Licorne Céleste' }).click()
    const dialog = page.getByRole('dialog', { name: 'Modifier « Licorne Céleste »' })
    await dialog.getByLabel('Nom', { exact: true }).fill('Licorne Stellaire')
    await screenshot(page, 'admin/flow-card-edit-desktop')
    await dialog.getByRole('button', { name: 'Enregistrer' }).click()
    await page.getByText('« Licorne Stellaire » est mis à jour.').waitFor()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('list', { name: 'Cartes du catalogue' }).getByText('Licorne Stellaire', { exact: true }).waitFor()
    const cards = await call<any[]>(base(), state.player!, 'GET', '/api/cards')
    expect(cards.map((c) => c.nom)).toContain('Licorne Stellaire')
    expect(cards.map((c) => c.nom)).not.toContain('Licorne Céleste')
  })

  it('publishes a news post that the player reads on /news', async () => {
    const page = await adminPage()
    await page.getByRole('tab', { name: 'News' }).click()
    await page.getByRole('button', { name: 'Nouvelle actualité' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nouvelle actualité' })
    await dialog.getByLabel('Titre').fill(NEWS_TITLE)
    await dialog.getByLabel('Image de bannière (adresse)').fill('/assets/news/ouverture-de-l-arene.svg')
    await dialog.getByLabel('Texte').fill('Les inscriptions sont ouvertes.\n\nRendez-vous samedi dans l’arène !')
    await dialog.getByRole('button', { name: 'Publier' }).click()
    await page.getByText('L’actualité est publiée.').waitFor()
    await page.getByRole('list', { name: 'Actualités publiées' }).getByText(NEWS_TITLE).waitFor()

    const context = await env.context('phone')
    const player = state.player!
    await context.addInitScript((s) => sessionStorage.setItem('user', JSON.stringify(s)), { id: player.id, accessToken: player.accessToken, admin: false })
    const playerPage = await context.newPage()
    await playerPage.goto('/news')
    const post = playerPage.getByRole('article', { name: NEWS_TITLE })
    await post.waitFor()
    await post.getByText('Rendez-vous samedi dans l’arène !').waitFor()
    expect(await post.locator('.news-card-text p').count()).toBe(2)
    expect(await playerPage.getByRole('button', { name: 'Nouvelle actualité' }).count()).toBe(0)
    await screenshot(playerPage, 'admin/flow-news-player-phone')
  })

  const SIZES: ViewportName[] = ['phone', 'landscape', 'desktop']
  const SECTIONS = ['joueurs', 'cartes', 'boosters', 'skins', 'news'] as const
  for (const size of SIZES) {
    // each state loaded once, saved in both themes (helpers/themes.ts)
    it(`screenshots — ${size}`, async () => {
      state.admin ??= await signInApi(ADMIN.pseudo, ADMIN.password)
      const admin = state.admin
      await call(base(), admin, 'POST', '/api/user/setting', { userId: admin.id, preferences: { theme: 'light' } })
      const context = await env.context(size)
      await context.addInitScript((session) => sessionStorage.setItem('user', JSON.stringify(session)), { id: admin.id, accessToken: admin.accessToken, admin: true })
      const page = await context.newPage()
      const watch = watchConsole(page) // every section and dialog with a clean console
      const shot = async (name: string, full = false) => {
        await networkQuiet(page)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `${name} overflows sideways at ${size}`).toBeLessThanOrEqual(1)
        await inBothThemes(page, (theme) => (full ? screenshotWithFull : screenshot)(page, `admin/${theme}-${size}-${name}`))
      }
      for (const section of SECTIONS) {
        await page.goto(section === 'joueurs' ? '/admin' : `/admin?section=${section}`)
        await page
          .locator('.admin-count')
          .waitFor()
          .catch(async (error: unknown) => {
            await screenshot(page, `admin/FAILED-${size}-${section}`, true)
            throw error
          })
        await shot(section, size !== 'desktop')
      }
      // the main dialogs
      const player = state.player!
      await page.goto('/admin')
      await page.getByRole('searchbox', { name: 'Rechercher un joueur' }).fill(player.pseudo)
      const row = rowOf(page, player.pseudo)
      await row.getByRole('button', { name: `Plus d’actions pour ${player.pseudo}` }).click()
      await page.getByRole('menu').waitFor()
      await shot('menu')
      await page.keyboard.press('Escape')
      await row.getByRole('button', { name: 'Modifier' }).click()
      await page.getByRole('dialog', { name: `Modifier ${player.pseudo}` }).waitFor()
      await shot('dialog-user')
      await page.keyboard.press('Escape')
      await row.getByRole('button', { name: 'Collection' }).click()
      await page.getByRole('dialog').getByRole('tablist').waitFor()
      await shot('dialog-collection')
      await page.keyboard.press('Escape')
      await page.goto('/admin?section=cartes')
      await page.getByRole('button', { name: 'Modifier Dragon Ancien' }).click()
      await page.getByRole('dialog').waitFor()
      await shot('dialog-card')
      await page.keyboard.press('Escape')
      await page.goto('/news')
      await page.getByRole('article', { name: NEWS_TITLE }).waitFor()
      await shot('news-page')
      await watch.settled()
      expect(watch.take(), `${size}: the console in the admin console`).toEqual([])
    })
  }
})
