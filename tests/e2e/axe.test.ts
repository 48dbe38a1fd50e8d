// The axe-core sweep over the dialogs the screenshot walks do not paint (the deck name and delete
// dialogs, the booster exchange and opening, the account deletion), at 390×844 and 1440×900 in both
// themes (inBothThemes runs axe at those sizes); and, after each closes, the focus back on its opener.
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { animationsSettled, hasChromium, withoutServiceWorkers } from './helpers/browser'
import { apiPlayer, call, setTheme, useSession, type ApiSession } from './helpers/gameApi'
import { networkQuiet } from './helpers/quiet'
import { useBrowserSuite } from './helpers/suite'
import { inBothThemes } from './helpers/themes'

withoutServiceWorkers() // no page here tests the PWA (pwa.test.ts does): ~1.3 s of CPU saved per context

/** Opens a dialog with `opener`, checks it in both themes, closes it with Escape and expects the focus back on `opener`. */
async function checkDialog(page: Page, opener: Locator, dialog: Locator) {
  await opener.click()
  await dialog.waitFor()
  await networkQuiet(page)
  await animationsSettled(page)
  await inBothThemes(page, () => Promise.resolve())
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true)
}

async function buyPack(base: string, s: ApiSession, nom: string) {
  const packs = await call<{ id: number; nom: string }[]>(base, s, 'GET', '/api/packs')
  await call(base, s, 'POST', '/api/packplayer/user/buy', { userId: s.id, packId: packs.find((p) => p.nom === nom)!.id })
}

describe.skipIf(!hasChromium())('axe-core on the dialogs the walks do not reach', () => {
  const env = useBrowserSuite()

  for (const size of ['phone', 'desktop'] as const) {
    it(size, async () => {
      const base = env.server.url
      const s = await apiPlayer(base, 'axe')
      await setTheme(base, s, 'light')
      for (let i = 0; i < 3; i++) await buyPack(base, s, 'Booster Sorts') // 450 of the 500 points
      const page = await (await env.context(size)).newPage()
      await useSession(page, s)

      await page.goto('/inventory')
      const decks = page.getByRole('list', { name: 'Vos decks' })
      await decks.waitFor()
      await checkDialog(page, page.getByRole('button', { name: 'Nouveau deck' }), page.getByRole('dialog', { name: 'Nouveau deck' }))
      await checkDialog(page, decks.getByRole('button', { name: 'Supprimer' }).first(), page.getByRole('alertdialog'))

      await page.goto('/pack')
      await page.getByRole('region', { name: /Votre inventaire/ }).waitFor()
      const exchange = page.getByRole('button', { name: /^Échanger 3 Booster Sorts/ })
      const confirm = page.getByRole('alertdialog', { name: 'Échanger 3 contre 1 ?' })
      await checkDialog(page, exchange, confirm)
      await exchange.click()
      await confirm.getByRole('button', { name: 'Échanger', exact: true }).click()
      await confirm.waitFor({ state: 'hidden' })
      // the opening of the Booster Classique exchanged: its button goes with the booster, so only the dialog is checked
      await page.getByRole('button', { name: 'Ouvrir Booster Classique' }).first().click()
      const reveal = page.getByRole('dialog')
      await reveal.waitFor()
      await animationsSettled(page, 15_000)
      await inBothThemes(page, () => Promise.resolve())
      await page.keyboard.press('Escape')
      await reveal.waitFor({ state: 'hidden' })

      await page.goto('/profile')
      await checkDialog(page, page.getByRole('button', { name: 'Supprimer mon compte' }), page.getByRole('alertdialog'))
    }, 240_000)
  }
})
