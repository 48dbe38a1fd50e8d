// The collection's economy in a real browser against the real server.
// 1. A new player sees the légendaire guarantee line in the booster shop (10 boosters at most),
//    shows the cards they do not own yet on /cards ('Manquantes'), crafts a commune through its
//    detail and the confirmation: the credit in the header drops by its price and the card is in
//    the collection.
// 2. A player with a card at +3 and a spare copy of it: the detail's « Recycler », its confirmation,
//    the credit up by the card's value; screenshots of the new pieces (the shop with the guarantee,
//    a focused booster with the rule, the missing cards, a detail with crafting and recycling, both
//    confirmations, the price table) at 390×844, 844×390 and 1440×900 in both themes, under
//    screenshots/economy/ (axe-checked at 390 and 1440 px).
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { animationsSettled, hasChromium, screenshot, type ViewportName, withoutServiceWorkers } from './helpers/browser'
import { apiPlayer, call, useSession, type ApiSession } from './helpers/gameApi'
import { signedInPage } from './helpers/signedIn'
import { watchConsole } from './helpers/console'
import { useBrowserSuite } from './helpers/suite'
import { networkQuiet } from './helpers/quiet'
import { inBothThemes } from './helpers/themes'
import { CRAFT_PRICE, RECYCLE_VALUE, boostersUntilPity } from '../../src/game/economy'
import { UPGRADE_COPIES } from '../../src/game/upgrade'

withoutServiceWorkers()

const SIZES: ViewportName[] = ['phone', 'landscape', 'desktop']
const spaced = (s: string) => s.replace(/\s/g, ' ')
const credit = async (page: Page) => spaced(await page.getByTestId('credit-badge').innerText())
const pts = (n: number) => `${new Intl.NumberFormat('fr-FR').format(n).replace(/\s/g, ' ')} pts`
const grid = (page: Page) => page.getByRole('list', { name: 'Votre collection' })

async function settle(page: Page) {
  await page.locator('h1').first().waitFor()
  await networkQuiet(page)
  await animationsSettled(page)
}

/** Picks a choice of one of the collection's selects ('Afficher', 'Rareté'). */
async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

type Card = { id: number; nom: string; rarete: string }

describe.skipIf(!hasChromium())('collection economy', () => {
  const env = useBrowserSuite()

  it('the guarantee line in the shop; a missing card crafted through the interface', async () => {
    const { page } = await signedInPage(env, 'desktop', { prefix: 'craft' })
    const watch = watchConsole(page)

    await page.goto('/pack')
    const classique = page.getByRole('article', { name: 'Booster Classique' })
    await classique.getByText(`Légendaire garantie au plus tard dans ${boostersUntilPity(0)} boosters`).waitFor()
    await page.getByRole('article', { name: 'Booster Sorts' }).getByText(`Légendaire garantie au plus tard dans ${boostersUntilPity(0)} boosters`).waitFor()
    await expect.poll(() => credit(page)).toBe('500 pts')

    await page.goto('/cards')
    await grid(page).waitFor()
    const owned = await grid(page).getByRole('listitem').count()
    await choose(page, 'Afficher', 'Manquantes')
    await choose(page, 'Rareté', 'Commune')
    // The grid re-renders after the choice: wait until it shows communes only (else the first tile
    // may still be the unfiltered grid's, seen on a loaded machine).
    await expect.poll(() => grid(page).locator('.card-tile:not([data-rarity="commune"])').count(), { timeout: 15_000 }).toBe(0)
    const tile = grid(page).locator('button.card-tile[data-rarity="commune"]').first()
    const name = (await tile.locator('.card-tile-name').innerText()).trim()
    await tile.click()
    const detail = page.getByRole('dialog', { name })
    await detail.getByText('Vous ne possédez pas encore cette carte.').waitFor()
    await detail.getByRole('button', { name: `Fabriquer (${pts(CRAFT_PRICE.commune)})` }).click()
    const confirm = page.getByRole('alertdialog', { name: `Fabriquer « ${name} » ?` })
    await confirm.getByRole('button', { name: 'Fabriquer' }).click()
    await detail.getByText(`« ${name} » fabriqué : il vous reste ${pts(500 - CRAFT_PRICE.commune)}.`).waitFor()
    await expect.poll(() => credit(page)).toBe(pts(500 - CRAFT_PRICE.commune))
    await detail.getByRole('radio', { name: /Exemplaire 1/ }).waitFor()
    await page.keyboard.press('Escape')

    await choose(page, 'Afficher', 'Ma collection')
    await choose(page, 'Rareté', 'Toutes')
    await expect.poll(() => grid(page).getByRole('listitem').count()).toBe(owned + 1)
    await grid(page).getByRole('button', { name: new RegExp(`^${name} — `) }).waitFor()
    await watch.settled()
    expect(watch.take()).toEqual([])
  }, 120_000)

  it('a spare copy recycled through the interface; screenshots at three sizes in both themes', async () => {
    const base = env.server.url
    const s = await apiPlayer(base, 'recycle')
    const admin = await adminSession(base)
    // Enough for the crafts below, and under the phone badge's cap (9,999: the wallet's name and its badge then differ).
    await call(base, admin, 'POST', '/api/user/credit', { userId: s.id, amount: 11 * CRAFT_PRICE.commune + 500 })
    // A commune they do not own, crafted and upgraded to +3, then one spare copy.
    const cards = await call<Card[]>(base, s, 'GET', '/api/cards')
    const ownedIds = new Set((await call<{ card: { id: number } }[]>(base, s, 'GET', `/api/cardplayer/user/${s.id}`)).map((c) => c.card.id))
    const card = cards.find((c) => c.rarete === 'commune' && !ownedIds.has(c.id))!
    const craft = async () => (await call<{ cardPlayer: { id: number } }>(base, s, 'POST', '/api/cardplayer/craft', { userId: s.id, cardId: card.id })).cardPlayer.id
    const kept = await craft()
    for (let level = 1; level <= 3; level++) {
      for (let i = 0; i < UPGRADE_COPIES; i++) await craft()
      await call(base, s, 'POST', '/api/cardplayer/upgrade', { userId: s.id, cardPlayerId: kept })
    }
    const spare = await craft()
    const listed = await call<{ id: number; recyclable?: boolean }[]>(base, s, 'GET', `/api/cardplayer/user/${s.id}`)
    expect(listed.filter((c) => c.id === kept || c.id === spare).map((c) => c.recyclable)).toEqual([false, true])
    const { credit: before } = await call<{ credit: number }>(base, s, 'GET', `/api/user/${s.id}`)
    const classique = (await call<{ id: number; nom: string }[]>(base, s, 'GET', '/api/packs')).find((p) => p.nom === 'Booster Classique')!

    for (const size of SIZES) {
      const context = await env.context(size)
      const page = await context.newPage()
      const watch = watchConsole(page)
      await useSession(page, s)
      const both = (what: string) => inBothThemes(page, (theme) => screenshot(page, `economy/${theme}-${size}-${what}`))
      const noOverflow = async (what: string) => {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `${size} ${what} overflows sideways`).toBeLessThanOrEqual(1)
      }

      await page.goto('/pack')
      await page.getByRole('article', { name: 'Booster Classique' }).getByText(/Légendaire garantie au plus tard/).waitFor()
      await settle(page)
      await noOverflow('boosters')
      await page.getByRole('article', { name: 'Booster Classique' }).scrollIntoViewIfNeeded()
      await both('boosters')
      await page.getByRole('region', { name: 'Prix de fabrication' }).scrollIntoViewIfNeeded()
      await both('boosters-crafting')
      await page.goto(`/pack/${classique.id}`)
      await page.getByText(/En plus de ces chances/).waitFor()
      await settle(page)
      await page.getByText(/En plus de ces chances/).scrollIntoViewIfNeeded()
      await both('booster-focus')

      await page.goto('/cards')
      await grid(page).waitFor()
      await choose(page, 'Afficher', 'Manquantes')
      await grid(page).locator('li[data-missing]').first().waitFor()
      await settle(page)
      await noOverflow('cards-missing')
      await both('cards-missing')
      await page.getByRole('button', { name: 'Prix de fabrication' }).click()
      const prices = page.getByRole('dialog', { name: 'Prix de fabrication' })
      await prices.getByRole('table').waitFor()
      await animationsSettled(page)
      await both('prices')
      await page.keyboard.press('Escape')

      await choose(page, 'Afficher', 'Ma collection')
      await grid(page).getByRole('button', { name: new RegExp(`^${card.nom} — `) }).click()
      const detail = page.getByRole('dialog', { name: card.nom })
      await detail.getByRole('radio').nth(1).click() // the spare copy, after the +3 one
      const recycle = detail.getByRole('button', { name: `Recycler (+${pts(RECYCLE_VALUE.commune)})` })
      await recycle.scrollIntoViewIfNeeded()
      await animationsSettled(page)
      await both('detail-recycle')
      await detail.getByRole('button', { name: `Fabriquer (${pts(CRAFT_PRICE.commune)})` }).click()
      await page.getByRole('alertdialog', { name: `Fabriquer « ${card.nom} » ?` }).waitFor()
      await animationsSettled(page)
      await both('confirm-craft')
      await page.getByRole('alertdialog').getByRole('button', { name: 'Annuler' }).click()
      await recycle.click()
      const confirm = page.getByRole('alertdialog', { name: `Recycler un exemplaire de « ${card.nom} » ?` })
      await confirm.waitFor()
      await animationsSettled(page)
      await both('confirm-recycle')
      if (size === 'desktop') {
        await confirm.getByRole('button', { name: 'Recycler' }).click()
        await detail.getByText(`Un exemplaire de « ${card.nom} » a été recyclé : ${pts(RECYCLE_VALUE.commune)} ajoutés à votre crédit.`).waitFor()
        await expect.poll(() => credit(page)).toBe(pts(before + RECYCLE_VALUE.commune))
        await expect.poll(() => detail.getByRole('radio').count()).toBe(1)
        await detail.getByText('Cet exemplaire est votre seul +3 : il ne se recycle pas.').waitFor()
        await both('detail-after-recycle')
      } else {
        await confirm.getByRole('button', { name: 'Annuler' }).click()
      }
      await watch.settled()
      expect(watch.take(), `${size}: the console`).toEqual([])
      await context.close()
    }
  }, 600_000)
})

/** The bootstrap admin of the test server (helpers/server.ts). */
async function adminSession(base: string): Promise<ApiSession> {
  const s = await call<{ id: number; accessToken: string; admin: boolean }>(base, null, 'POST', '/auth/signin', { pseudo: 'admin', password: 'admin-password' })
  return { ...s, pseudo: 'admin', password: 'admin-password' }
}
