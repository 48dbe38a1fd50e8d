// The collection pages in a real browser against the real server.
// 1. A new player sees 14 card tiles and 6 spells on /cards, builds a new deck in the editor and
//    saves it (playable), buys a Booster Classique (credit 500 → 300), opens it (5 cards revealed,
//    then the collection has them), and changes their pseudo on /profile.
// 2. On a phone: three Booster Sorts traded for a Booster Classique, opened with its reveal.
// 3. Screenshots of every page (and the card detail, the deck editor, a focused booster) at
//    390×844, 844×390 and 1440×900 in both themes under screenshots/collection/; the player has
//    played six ranked games first, so the profile shows its rating chart (uPlot, a canvas that
//    follows the theme), win rates, most played cards and recent games with their replay links.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { animationsSettled, hasChromium, screenshot, screenshotWithFull, type ViewportName, withoutServiceWorkers } from './helpers/browser'
import { apiPlayer, call, playSomething, setTheme, starterDeckId, useSession, type ApiSession } from './helpers/gameApi'
import { signedInPage } from './helpers/signedIn'
import { watchConsole } from './helpers/console'
import { useBrowserSuite } from './helpers/suite'
import { networkQuiet } from './helpers/quiet'
import { inBothThemes, THEMES } from './helpers/themes'
import { atSweepSize, expectNoSeriousViolations } from './helpers/axe'

withoutServiceWorkers() // no page here tests the PWA (pwa.test.ts does): ~1.3 s of CPU saved per context

const SIZES: ViewportName[] = ['phone', 'landscape', 'desktop']

const credit = async (page: Page) => (await page.getByTestId('credit-badge').innerText()).replace(/\s/g, ' ')
const tiles = (page: Page) => page.getByRole('list', { name: 'Votre collection' }).getByRole('listitem')

async function settle(page: Page) {
  await page.locator('h1').first().waitFor()
  await networkQuiet(page)
  await animationsSettled(page)
}

describe.skipIf(!hasChromium())('collection pages', () => {
  const env = useBrowserSuite()

  it('a new player: 14 cards + 6 spells, a new playable deck, a booster bought and opened, a new pseudo', async () => {
    const { page, me: player } = await signedInPage(env, 'desktop', { prefix: 'coll' }) // made through the API: signing up is auth.test.ts's

    // Cartes: one tile per card, 14 distinct cards and 6 spells
    await page.goto('/cards')
    await page.getByRole('heading', { level: 1, name: 'Cartes' }).waitFor()
    await expect.poll(() => tiles(page).count()).toBe(20)
    await page.getByRole('radio', { name: 'Cartes', exact: true }).click()
    await expect.poll(() => tiles(page).count()).toBe(14)
    await page.getByRole('radio', { name: 'Sorts', exact: true }).click()
    await expect.poll(() => tiles(page).count()).toBe(6)
    await expect.poll(() => page.getByText('14 cartes · 6 sorts').count()).toBe(1)

    // Decks: a new deck built in the editor, saved, playable
    await page.goto('/inventory')
    await page.getByRole('list', { name: 'Vos decks' }).getByRole('heading', { name: 'Deck de départ' }).waitFor()
    await page.getByRole('button', { name: 'Nouveau deck' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nouveau deck' })
    await dialog.getByLabel('Nom du deck').fill('Mon deck')
    await dialog.getByRole('button', { name: 'Créer le deck' }).click()
    await page.getByRole('heading', { level: 1, name: 'Deck « Mon deck »' }).waitFor()
    const collection = page.getByRole('region', { name: 'Collection' })
    await collection.getByRole('radio', { name: 'Cartes' }).click()
    for (let i = 0; i < 12; i++) await collection.getByRole('button', { name: /^Ajouter / }).first().click()
    await page.getByLabel('Cartes : 12 (minimum 12, maximum 30)').waitFor()
    await page.locator('.deck-playable', { hasText: 'Jouable' }).waitFor()
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await page.getByText('Deck « Mon deck » enregistré.').waitFor()
    await page.getByRole('link', { name: /Retour aux decks/ }).click()
    const mine = page.getByRole('listitem', { name: 'Mon deck' })
    await mine.waitFor()
    expect(await mine.innerText()).toContain('12 cartes · 0 sort')
    await mine.getByText('Jouable').waitFor()

    // Boosters: buy a Booster Classique (500 → 300), open it, 5 cards revealed
    await page.goto('/pack')
    const offer = page.getByRole('article', { name: 'Booster Classique' })
    await offer.waitFor()
    await expect.poll(() => credit(page)).toBe('500 pts')
    await offer.getByRole('button', { name: /Acheter Booster Classique/ }).click()
    await expect.poll(() => credit(page)).toBe('300 pts')
    const inventory = page.getByRole('region', { name: /Votre inventaire/ })
    await inventory.getByRole('button', { name: 'Ouvrir Booster Classique' }).click()
    const reveal = page.getByRole('dialog', { name: 'Booster Classique ouvert !' })
    await reveal.waitFor()
    await reveal.getByRole('link', { name: 'Voir ma collection' }).waitFor()
    expect(await reveal.locator('.reveal-card[data-flipped]').count()).toBe(5)
    const revealed = (await reveal.locator('.reveal-name').allInnerTexts()).map((n) => n.trim())
    await animationsSettled(page)
    await screenshot(page, 'collection/flow-reveal-desktop')
    await reveal.getByRole('link', { name: 'Voir ma collection' }).click()
    await page.waitForURL((url) => url.pathname === '/cards')
    await expect.poll(() => page.getByText('19 cartes · 6 sorts').count()).toBe(1)
    const names = await page.getByRole('list', { name: 'Votre collection' }).getByRole('button').evaluateAll((els) => els.map((e) => e.querySelector('.card-tile-name')?.textContent))
    for (const name of revealed) expect(names).toContain(name)

    // Profil: a new pseudo, the header follows
    await page.goto('/profile')
    const account = page.getByRole('region', { name: 'Compte', exact: true })
    const pseudo = `${player.pseudo.slice(0, 14)}_neo`
    await account.getByLabel('Nouveau pseudo').fill(pseudo)
    await account.getByRole('button', { name: 'Changer de pseudo' }).click()
    await account.getByText(`Votre pseudo est maintenant « ${pseudo} ».`).waitFor()
    await page.getByRole('banner').getByText(pseudo, { exact: true }).waitFor()
    await screenshot(page, 'collection/flow-profile-desktop')
  }, 300_000)

  it('on a phone: three Booster Sorts traded for a Booster Classique, then opened', async () => {
    const s = await apiPlayer(env.server.url, 'echange')
    for (let i = 0; i < 3; i++) await call(env.server.url, s, 'POST', '/api/packplayer/user/buy', { userId: s.id, packId: await packId(env.server.url, s, 'Booster Sorts') })
    await setTheme(env.server.url, s, 'dark')
    const context = await env.context('phone')
    await context.addInitScript(() => localStorage.setItem('theme', JSON.stringify('dark')))
    const page = await context.newPage()
    await useSession(page, s)
    await page.goto('/pack')
    const inventory = page.getByRole('region', { name: /Votre inventaire/ })
    await inventory.getByText('3 à ouvrir').waitFor()
    await inventory.scrollIntoViewIfNeeded()
    await screenshot(page, 'collection/flow-exchange-phone')
    await inventory.getByRole('button', { name: 'Échanger 3 Booster Sorts → 1 Booster Classique' }).click()
    await page.getByRole('alertdialog', { name: 'Échanger 3 contre 1 ?' }).getByRole('button', { name: 'Échanger' }).click()
    await page.getByText('Échange réussi : un Booster Classique vous attend.').waitFor()
    await inventory.getByRole('button', { name: 'Ouvrir Booster Classique' }).click()
    const reveal = page.getByRole('dialog', { name: 'Booster Classique ouvert !' })
    await reveal.getByRole('link', { name: 'Voir ma collection' }).waitFor()
    expect(await reveal.locator('.reveal-card').count()).toBe(5)
    await animationsSettled(page)
    await screenshot(page, 'collection/flow-reveal-phone')
  })

  it('screenshots of each page at three sizes in both themes', async () => {
    const s = await apiPlayer(env.server.url, 'shots')
    const base = env.server.url
    await call(base, s, 'POST', '/api/packplayer/user/buy', { userId: s.id, packId: await packId(base, s, 'Booster Classique') })
    await call(base, s, 'POST', '/api/packplayer/user/buy', { userId: s.id, packId: await packId(base, s, 'Booster Sorts') })
    const inventory = await call<{ id: number; pack: { nom: string }; openedAt: string | null }[]>(base, s, 'GET', `/api/packplayer/user/${s.id}`)
    const classique = inventory.find((p) => p.pack.nom === 'Booster Classique' && !p.openedAt)!
    await call(base, s, 'POST', '/api/packplayer/user/open', { userId: s.id, packPlayerId: classique.id })
    const cards = await call<{ id: number }[]>(base, s, 'GET', `/api/cardplayer/user/${s.id}`)
    const deck = await call<{ id: number }>(base, s, 'POST', '/api/decksplayer/create', { userId: s.id, name: 'Deck en chantier', cartes: cards.slice(0, 5).map((c) => c.id) })
    const rival = await apiPlayer(base, 'rival')
    for (const won of [true, false, true, true, false, true]) await rankedGame(base, s, rival, won)

    // each state loaded once per size, saved in both themes (helpers/themes.ts)
    await setTheme(base, s, 'light')
    for (const size of SIZES) {
      const context = await env.context(size)
      const page = await context.newPage()
      const watch = watchConsole(page) // every page and dialog below with a clean console
      await useSession(page, s)
      const both = (what: string, full = false) =>
        inBothThemes(page, (theme) => (full ? screenshotWithFull : screenshot)(page, `collection/${theme}-${size}-${what}`))
      /** Waits for the page, checks it does not overflow, then saves it in both themes. */
      const shootBoth = async (what: string, full = false) => {
        await settle(page)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `${size} ${what} overflows sideways`).toBeLessThanOrEqual(1)
        await both(what, full)
      }

      await page.goto('/cards')
      await page.getByRole('list', { name: 'Votre collection' }).waitFor()
      await shootBoth('cards')
      const tile = page.getByRole('list', { name: 'Votre collection' }).getByRole('button').first()
      await tile.click()
      await page.getByRole('dialog').getByRole('heading').first().waitFor()
      await animationsSettled(page)
      await both('cards-detail')
      await page.keyboard.press('Escape')
      // the focus goes back to the tile that opened the detail
      await expect.poll(() => tile.evaluate((el) => el === document.activeElement)).toBe(true)

      await page.goto('/inventory')
      await page.getByRole('list', { name: 'Vos decks' }).waitFor()
      await shootBoth('decks')
      await page.goto(`/inventory?deck=${deck.id}`)
      await page.getByRole('region', { name: 'Collection' }).waitFor()
      await shootBoth('deck-editor')

      await page.goto('/pack')
      await page.getByRole('region', { name: /Votre inventaire/ }).waitFor()
      await shootBoth('boosters', true)
      await page.goto('/pack/1')
      await page.getByRole('table').waitFor()
      await shootBoth('booster-focus')

      await page.goto('/profile')
      await page.getByRole('region', { name: 'Compte', exact: true }).waitFor()
      await profileWithChart(page, size)
      await watch.settled()
      expect(watch.take(), `${size}: the console`).toEqual([])
      await context.close()
    }
  }, 900_000)
})

/**
 * A ranked game between s and rival (equal-ish ratings: paired at once; no other file queues ranked
 * on the shared server), each placing one card so it counts, then the loser leaves (the Elo moves).
 */
async function rankedGame(base: string, s: ApiSession, rival: ApiSession, sWins: boolean) {
  const opened = await call(base, s, 'POST', '/api/games/ranked', { userId: s.id })
  const joined = await call(base, rival, 'POST', '/api/games/ranked', { userId: rival.id })
  expect(joined.id).toBe(opened.id)
  for (const p of [s, rival]) await call(base, p, 'POST', `/api/games/ranked/decks/${opened.id}`, { userId: p.id, deckId: await starterDeckId(base, p) })
  const seen = await call(base, s, 'GET', `/api/games/${opened.id}`)
  const first = seen.roundTo === seen.you ? s : rival
  await playSomething(base, first, opened.id)
  await playSomething(base, first === s ? rival : s, opened.id)
  const loser = sWins ? rival : s
  await call(base, loser, 'POST', `/api/games/ranked/end/${opened.id}`, { userId: loser.id })
}

/**
 * The profile after six ranked games: the chart's canvas, six points' worth of records, the recent
 * games with replay links; saved in both themes by flipping <html data-theme> as the app does (the
 * chart redraws in the theme's colours; inBothThemes refuses canvases, which mostly do not follow),
 * checked with axe-core at the sweep's sizes (the colour rules alone in the second theme, as inBothThemes does).
 */
async function profileWithChart(page: Page, size: ViewportName) {
  const rating = page.getByRole('region', { name: 'Évolution du classement' })
  await rating.getByText('6 parties classées', { exact: false }).waitFor()
  await rating.locator('canvas').waitFor()
  await page.getByRole('region', { name: 'Parties récentes' }).getByRole('link', { name: /^Revoir la partie contre rival_/ }).first().waitFor()
  const ranked = page.getByRole('region', { name: 'Victoires par mode' }).getByRole('img', { name: /^Classée : 67 % de victoires sur 6 parties$/ })
  await ranked.waitFor()
  await page.getByRole('region', { name: 'Cartes les plus jouées' }).getByRole('listitem').first().waitFor()
  await settle(page)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${size} profile overflows sideways`).toBeLessThanOrEqual(1)
  for (const theme of THEMES) {
    const before = await rating.locator('canvas').evaluate((c: HTMLCanvasElement) => c.toDataURL())
    await page.evaluate((t) => {
      document.documentElement.dataset.theme = t
      document.documentElement.style.colorScheme = t
    }, theme)
    if (theme !== 'light') await expect.poll(() => rating.locator('canvas').evaluate((c: HTMLCanvasElement) => c.toDataURL())).not.toBe(before) // redrawn in the theme's colours
    await animationsSettled(page)
    await rating.scrollIntoViewIfNeeded()
    await screenshot(page, `collection/${theme}-${size}-profile`)
    await screenshot(page, `collection/${theme}-${size}-profile-full`, true)
    // every rule in the first theme; the second only repaints (its colours, and the chart's)
    if (atSweepSize(page)) await expectNoSeriousViolations(page, `/profile with its chart (${theme}, ${size})`, { coloursOnly: theme !== THEMES[0] })
  }
}

async function packId(base: string, s: ApiSession, nom: string): Promise<number> {
  const packs = await call<{ id: number; nom: string }[]>(base, s, 'GET', '/api/packs')
  return packs.find((p) => p.nom === nom)!.id
}
