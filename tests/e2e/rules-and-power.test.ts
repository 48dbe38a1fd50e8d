// What the new rules mean, in a real browser against the real server:
// 1. The Solo page shows each boss's deck power (the server's bossPower) and bot level, beside the
//    power of the player's best deck.
// 2. A deck without spells, made through the API: the deck list and the editor warn about it (as a
//    note), the editor says what a game deals from it, and the deck stays playable.
// 3. /regles renders (prerendered, public) and the footer links to it.
// Screenshots of the deck editor, the Solo page and /regles at 390×844, 844×390 and 1440×900 under
// screenshots/rules-and-power/; the console stays clean throughout.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { animationsSettled, hasChromium, screenshot, type ViewportName, withoutServiceWorkers } from './helpers/browser'
import { apiPlayer, call, type ApiSession } from './helpers/gameApi'
import { signInContext } from './helpers/signedIn'
import { watchConsole } from './helpers/console'
import { useBrowserSuite } from './helpers/suite'
import { networkQuiet } from './helpers/quiet'
import { inBothThemes } from './helpers/themes'
import { GAME_CARDS, GAME_SPELLS } from '../../src/game'

withoutServiceWorkers() // no page here tests the PWA (pwa.test.ts does)

const SIZES: ViewportName[] = ['phone', 'landscape', 'desktop']
const LEVELS = { facile: 'Facile', moyen: 'Moyen', difficile: 'Difficile' } as const
const NO_SPELL = /^Aucun sort : vous ne pourrez ni renforcer vos cartes/
const fr = (n: number) => new Intl.NumberFormat('fr-FR').format(n)

async function settle(page: Page) {
  await page.locator('h1').first().waitFor()
  await networkQuiet(page)
  await animationsSettled(page)
}

async function noSidewaysOverflow(page: Page, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${name} overflows sideways`).toBeLessThanOrEqual(1)
}

describe.skipIf(!hasChromium())('rules and power', () => {
  const env = useBrowserSuite()
  let me: ApiSession
  let deckId: number

  /** A page of a new context at `size`, signed in as the file's player. */
  async function pageAt(size: ViewportName) {
    const context = await env.context(size)
    await signInContext(context, me)
    return context.newPage()
  }

  it('the Solo page shows each boss’s power and bot level, beside the best deck’s power', async () => {
    me = await apiPlayer(env.server.url, 'power')
    const stages = await call<{ number: number; bossPower: number; difficulty: keyof typeof LEVELS }[]>(env.server.url, me, 'GET', `/api/solo-combat-game/stages/${me.id}`)
    expect(stages).toHaveLength(10)
    for (const s of stages) expect(s.bossPower, `stage ${s.number}`).toBeGreaterThan(0)

    for (const size of SIZES) {
      const page = await pageAt(size)
      const console = watchConsole(page)
      await page.goto('/solo')
      const cards = page.getByRole('list', { name: 'Étapes' }).getByRole('article')
      await expect.poll(() => cards.count()).toBe(10)
      // the starter deck is playable: its power is shown beside each boss's
      await cards.first().getByText(/^Votre meilleur deck : \d+/).waitFor()
      for (const s of stages) {
        const text = await cards.nth(s.number - 1).innerText()
        expect(text, `stage ${s.number}`).toContain(`Puissance du boss : ${fr(s.bossPower)}`)
        expect(text, `stage ${s.number}`).toContain(`IA : ${LEVELS[s.difficulty]}`)
      }
      await settle(page)
      await noSidewaysOverflow(page, `/solo at ${size}`)
      await inBothThemes(page, (theme) => screenshot(page, `rules-and-power/solo-${size}-${theme}`)) // axe-checked at 390 and 1440 px
      await screenshot(page, `rules-and-power/solo-${size}-full`, true)
      // a stronger boss further down, with its hint when the starter deck is far behind
      await cards.nth(4).scrollIntoViewIfNeeded()
      await screenshot(page, `rules-and-power/solo-${size}-stage-5`)
      await console.settled()
      expect(console.take()).toEqual([])
      await page.close()
    }
  })

  it('a deck without spells: the list and the editor warn (a note), the editor says what a game deals; it stays playable', async () => {
    const cards = await call<{ id: number }[]>(env.server.url, me, 'GET', `/api/cardplayer/user/${me.id}`)
    const created = await call<{ id: number }>(env.server.url, me, 'POST', '/api/decksplayer/create', { userId: me.id, name: 'Sans sorts' })
    deckId = created.id
    const saved = await call<{ playable: boolean }>(env.server.url, me, 'POST', '/api/decksplayer/update', { userId: me.id, id: deckId, cartes: cards.slice(0, 12).map((c) => c.id), spells: [] })
    expect(saved.playable).toBe(true)

    const page = await pageAt('desktop')
    const console = watchConsole(page)
    await page.goto('/inventory')
    const item = page.getByRole('list', { name: 'Vos decks' }).getByRole('listitem', { name: 'Sans sorts' })
    await item.getByRole('note', { name: 'Conseils pour ce deck' }).getByText(NO_SPELL).waitFor()
    await item.getByText('Jouable').waitFor()
    await item.getByText(/^Puissance : \d+$/).waitFor()
    // the starter deck (with spells) has no warning
    expect(await page.getByRole('listitem', { name: 'Deck de départ' }).getByRole('note').count()).toBe(0)
    await settle(page)
    await inBothThemes(page, (theme) => screenshot(page, `rules-and-power/decks-desktop-${theme}`))
    await console.settled()
    expect(console.take()).toEqual([])

    for (const size of SIZES) {
      const sized = size === 'desktop' ? page : await pageAt(size)
      const watch = size === 'desktop' ? console : watchConsole(sized)
      await sized.goto(`/inventory?deck=${deckId}`)
      await sized.getByRole('heading', { level: 1, name: 'Deck « Sans sorts »' }).waitFor()
      await sized
        .getByText(`Une partie distribue au hasard ${GAME_CARDS} cartes et ${GAME_SPELLS} sorts de ce deck, à chaque joueur autant.`)
        .waitFor()
      await sized.getByRole('note', { name: 'Conseils pour ce deck' }).getByText(NO_SPELL).waitFor()
      await sized.locator('.deck-playable', { hasText: 'Jouable' }).waitFor()
      await settle(sized)
      await noSidewaysOverflow(sized, `the deck editor at ${size}`)
      await inBothThemes(sized, (theme) => screenshot(sized, `rules-and-power/deck-editor-${size}-${theme}`))
      await screenshot(sized, `rules-and-power/deck-editor-${size}-full`, true)
      await watch.settled()
      expect(watch.take()).toEqual([])
      if (sized !== page) await sized.close()
    }
    await call(env.server.url, me, 'POST', '/api/decksplayer/delete', { userId: me.id, id: deckId })
  })

  it('/regles renders for everyone and the footer links to it', async () => {
    const page = await (await env.context('desktop')).newPage()
    const console = watchConsole(page)
    await page.goto('/about')
    await page.getByRole('heading', { level: 1, name: 'À propos' }).waitFor()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Règles du jeu' }).click()
    await page.waitForURL('**/regles')
    await page.getByRole('heading', { level: 1, name: 'Règles du jeu' }).waitFor()
    await page.getByRole('region', { name: 'Ce qui a changé' }).getByText('28 novembre 2026').waitFor()
    // a contents link reaches its section
    await page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link', { name: 'Les decks' }).click()
    await page.waitForURL('**/regles#decks')
    await console.settled()
    expect(console.take()).toEqual([])

    for (const size of SIZES) {
      const sized = await (await env.context(size)).newPage()
      const watch = watchConsole(sized)
      const answer = await sized.goto('/regles')
      expect(await answer!.text()).toContain('Ce qui a changé') // prerendered: the HTML holds the page
      await sized.getByRole('heading', { level: 1, name: 'Règles du jeu' }).waitFor()
      await sized.getByRole('region', { name: 'La distribution des mains' }).getByText(new RegExp(`${GAME_CARDS} cartes et ${GAME_SPELLS} sorts`)).waitFor()
      await settle(sized)
      await noSidewaysOverflow(sized, `/regles at ${size}`)
      await inBothThemes(sized, (theme) => screenshot(sized, `rules-and-power/regles-${size}-${theme}`))
      await screenshot(sized, `rules-and-power/regles-${size}-full`, true)
      await sized.locator('#plateau').scrollIntoViewIfNeeded()
      await screenshot(sized, `rules-and-power/regles-${size}-plateau`)
      await watch.settled()
      expect(watch.take()).toEqual([])
      await sized.close()
    }
  })
})
