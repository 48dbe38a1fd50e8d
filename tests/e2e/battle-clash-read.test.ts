// A clash you can read, in a real browser: the player drags a strong card next to the opponent's weak
// one; the live region tells the KO with both totals as the board's caption writes them (« 16 > 9 »),
// the board shows the card felled, and the sounds played are 'place' then 'ko' (Howler's play spied
// on in the page: the KO cue plays for the player's own KO as for the opponent's).
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium } from './helpers/browser'
import { apiPlayer, call, openGame, privateGame, useSession, type ApiSession } from './helpers/gameApi'
import { boardShown, dragToSlot, waitForCardShown, waitForMyTurn } from './helpers/gameUi'
import { useBrowserSuite } from './helpers/suite'

interface HandCard {
  id: number
  card: { pointsHaut: number; pointsGauche: number; pointsDroite: number; pointsBas: number }
  pointsHaut: number
  pointsGauche: number
  pointsDroite: number
  pointsBas: number
}

const total = (c: HandCard): number =>
  c.card.pointsHaut + c.card.pointsGauche + c.card.pointsDroite + c.card.pointsBas + c.pointsHaut + c.pointsGauche + c.pointsDroite + c.pointsBas
const byTotal = (cards: HandCard[]): HandCard[] => [...cards].sort((x, y) => total(x) - total(y))

/** From the first script on: every sound Howler plays (its file name) and every text the live region says. */
async function spyOnSoundsAndWords(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { sounds: string[]; said: string[]; Howl?: { prototype: { play(...a: unknown[]): unknown; _src?: unknown } } }
    w.sounds = []
    w.said = []
    let howl: (typeof w)['Howl']
    Object.defineProperty(window, 'Howl', {
      configurable: true,
      get: () => howl,
      set: (value: NonNullable<(typeof w)['Howl']>) => {
        howl = value
        const play = value.prototype.play
        value.prototype.play = function (this: { _src?: unknown }, ...args: unknown[]) {
          w.sounds.push(String(this._src).replace(/^.*\/(\w+)\.wav$/, '$1'))
          return play.apply(this, args)
        }
      },
    })
    new MutationObserver(() => {
      const region = document.querySelector('[data-testid="announcer"]')
      if (region?.textContent && w.said.at(-1) !== region.textContent) w.said.push(region.textContent)
    }).observe(document, { childList: true, characterData: true, subtree: true })
  })
}

const sounds = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { sounds: string[] }).sounds)
const said = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { said: string[] }).said)

describe.skipIf(!hasChromium())('a clash you can read', () => {
  const env = useBrowserSuite()

  it("tells the player's own KO with both totals and plays the KO sound after the placement's", async () => {
    const base = env.server.url
    const a = await apiPlayer(base, 'clashread')
    const b = await apiPlayer(base, 'clashread')
    const game = await privateGame(base, a, b)
    // the viewer plays through the interface; the opponent through the API
    const [viewer, opponent]: ApiSession[] = game.roundTo === 1 ? [a, b] : [b, a]
    const page = await (await env.context('desktop')).newPage()
    await spyOnSoundsAndWords(page)
    await page.goto('/about')
    await useSession(page, viewer)
    await page.evaluate(() => localStorage.setItem('fullscreen-dismissed', 'true'))
    await openGame(page, `/game/private/${game.id}`, { gameCode: game.id })
    await page.getByTestId('announcer').waitFor({ state: 'attached', timeout: 30_000 })

    // The viewer's first move, through the API, far from where the fight will be.
    const first = await call(base, viewer, 'GET', `/api/games/${game.id}`)
    await call(base, viewer, 'POST', `/api/games/private/plate/${game.id}`, { userId: viewer.id, cardId: byTotal(first.hand.cartes)[0].id, index: 20, version: first.version })
    // The opponent's weakest card on 7, next to the free 8.
    const theirs = await call(base, opponent, 'GET', `/api/games/${game.id}`)
    const weak = byTotal(theirs.hand.cartes)[0]
    await call(base, opponent, 'POST', `/api/games/private/plate/${game.id}`, { userId: opponent.id, cardId: weak.id, index: 7, version: theirs.version })
    await waitForCardShown(page, 7, 20_000)
    await waitForMyTurn(page, 20_000)

    // The viewer drags their strongest card onto 8: it beats the weak card on 7.
    const mine = await call(base, viewer, 'GET', `/api/games/${game.id}`)
    const strong = byTotal(mine.hand.cartes).at(-1)!
    expect(total(strong)).toBeGreaterThan(total(weak))
    const k = mine.hand.cartes.findIndex((c: HandCard) => c.id === strong.id)
    await dragToSlot(page, k, mine.hand.cartes.length + mine.hand.spells.length, 8)

    const caption = `${total(strong)} > ${total(weak)}`
    await page
      .waitForFunction((caption) => (window as unknown as { said: string[] }).said.some((s) => s.includes(caption) && s.includes('case 7')), caption, { timeout: 20_000 })
      .catch(async () => {
        throw new Error(`never said « ${caption} »; said: ${JSON.stringify(await said(page))}`)
      })
    await page.waitForFunction(() => (document.querySelector('[data-testid="battle-canvas"] canvas[data-cards]') as HTMLCanvasElement | null)?.dataset.cards?.[7] === 'K', null, { timeout: 10_000 })
    expect((await boardShown(page))[8]).toBe('x')

    // The sounds of the move: the placement's, then the KO's (each once for this move).
    await expect.poll(() => sounds(page), { timeout: 10_000 }).toContain('ko')
    const played = await sounds(page)
    const placeAt = played.lastIndexOf('place')
    expect(placeAt).toBeGreaterThanOrEqual(0)
    expect(played.indexOf('ko', placeAt)).toBeGreaterThan(placeAt)
    expect(played.filter((s) => s === 'ko')).toHaveLength(1)
  })
})
