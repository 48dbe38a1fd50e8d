// A clash you can read, in a real browser: the player drags a strong card next to the opponent's weak
// one; the live region tells the KO with both totals as the board's caption writes them (« 16 > 9 »),
// the board shows the card felled, and the sounds played are 'place' then 'ko' (Howler's play spied
// on in the page: the KO cue plays for the player's own KO as for the opponent's). A spectator's
// board plays the same clash (the canvas's data-clashes mirror), and Escape skips it.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, screenshot } from './helpers/browser'
import { apiPlayer, call, openGame, privateGame, useSession, type ApiSession } from './helpers/gameApi'
import { passThroughApi, waitForVersion } from './helpers/gameBattle'
import { boardShown, dragToSlot, recordVersionTimes, versionShownAt, waitForCardShown, waitForMyTurn } from './helpers/gameUi'
import { CLASH_MS } from '../../src/scene/model'
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

/** From now on, every clash list the canvas shows (its data-clashes mirror), in order. */
async function recordClashes(page: Page): Promise<void> {
  const canvas = page.locator('[data-testid="battle-canvas"] canvas[data-cards]')
  await canvas.waitFor({ state: 'attached', timeout: 30_000 })
  await canvas.evaluate((c) => {
    const seen: string[] = ((window as unknown as { clashes: string[] }).clashes = [])
    new MutationObserver(() => c.getAttribute('data-clashes') && seen.push(c.getAttribute('data-clashes')!)).observe(c, { attributeFilter: ['data-clashes'] })
  })
}

/** Waits until the canvas has shown a clash containing `clash` (« 8→7 16 > 9 »). */
async function clashShown(page: Page, clash: string): Promise<void> {
  await page
    .waitForFunction((clash) => (window as unknown as { clashes: string[] }).clashes.some((s) => s.includes(clash)), clash, { timeout: 20_000 })
    .catch(async () => {
      throw new Error(`never showed « ${clash} »; showed: ${JSON.stringify(await page.evaluate(() => (window as unknown as { clashes: string[] }).clashes))}`)
    })
}

/** Pauses the page's clock 1 s ahead of its time; again from a fresh reading if a loaded machine let that second pass first. */
async function pauseSoon(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const paused = await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000).then(
      () => true,
      (error: unknown) => {
        if (attempt === 3 || !String(error).includes('Cannot fast-forward to the past')) throw error
        return false
      },
    )
    if (paused) return
  }
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

    // The opponent's weakest card on 7, next to the free 8 (a viewer's turn before it is passed), then
    // a fresh turn for the viewer: a loaded machine may take most of a turn to show the board, and a
    // turn the clock passed meanwhile is simply passed back.
    const get = (s: ApiSession) => call(base, s, 'GET', `/api/games/${game.id}`)
    const theirTurn = (g: any): boolean => g.roundTo === g.you
    const secondsLeft = (g: any): number => (Date.parse(g.turnDeadline) - Date.parse(g.serverTime)) / 1000
    let weak: HandCard | undefined
    for (let tries = 0; tries < 6; tries++) {
      const g = await get(opponent)
      if (weak && g.plateau[7] != null && !theirTurn(g) && secondsLeft(g) > 20) break
      if (!theirTurn(g)) {
        if (weak && g.plateau[7] != null) {
          await waitForVersion(base, opponent, game.id, g.version, 35_000) // the viewer's stale turn runs out
        } else await passThroughApi(base, viewer, await get(viewer))
      } else if (!weak) {
        weak = byTotal(g.hand.cartes)[0]
        await call(base, opponent, 'POST', `/api/games/private/plate/${game.id}`, { userId: opponent.id, cardId: weak.id, index: 7, version: g.version })
      } else await passThroughApi(base, opponent, g)
    }
    if (!weak) throw new Error('the opponent never had a turn to place its card')
    await waitForCardShown(page, 7, 20_000)
    await waitForMyTurn(page, 20_000)
    await recordClashes(page)

    // The viewer drags their strongest card onto 8: it beats the weak card on 7.
    const mine = await call(base, viewer, 'GET', `/api/games/${game.id}`)
    const strong = byTotal(mine.hand.cartes).at(-1)!
    expect(total(strong)).toBeGreaterThan(total(weak!))
    const k = mine.hand.cartes.findIndex((c: HandCard) => c.id === strong.id)
    await dragToSlot(page, k, mine.hand.cartes.length + mine.hand.spells.length, 8)

    const caption = `${total(strong)} > ${total(weak)}`
    await clashShown(page, `8→7 ${caption}`)
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

  it("plays the clash on a spectator's board, with both totals; Escape skips it", async () => {
    const base = env.server.url
    const a = await apiPlayer(base, 'clashread')
    const b = await apiPlayer(base, 'clashread')
    const w = await apiPlayer(base, 'clashread')
    const request = await call(base, w, 'POST', '/api/friends/send', { userId: w.id, friendId: a.id })
    await call(base, a, 'POST', '/api/friends/accept', { userId: a.id, requestId: request.id })
    const game = await privateGame(base, a, b)
    const [first, second]: ApiSession[] = game.roundTo === 1 ? [a, b] : [b, a]
    const page = await (await env.context('desktop')).newPage()
    await page.clock.install() // Playwright's clock: time stops mid-clash for the screenshot
    await page.goto('/about')
    await useSession(page, w)
    await page.goto(`/watch/${game.id}`)
    await recordClashes(page)

    const one = await call(base, first, 'GET', `/api/games/${game.id}`)
    const weak = byTotal(one.hand.cartes)[0]
    await call(base, first, 'POST', `/api/games/private/plate/${game.id}`, { userId: first.id, cardId: weak.id, index: 7, version: one.version })
    await waitForCardShown(page, 7, 20_000)
    const two = await call(base, second, 'GET', `/api/games/${game.id}`)
    const strong = byTotal(two.hand.cartes).at(-1)!
    expect(total(strong)).toBeGreaterThan(total(weak))
    // Time stops before the move arrives, then runs half-way into the clash (a still mark: reduced motion) for the screenshot.
    await recordVersionTimes(page)
    await pauseSoon(page)
    const fought = await call(base, second, 'POST', `/api/games/private/plate/${game.id}`, { userId: second.id, cardId: strong.id, index: 8, version: two.version })
    await versionShownAt(page, fought.game.version, 12_000)
    await page.clock.runFor(CLASH_MS / 2)
    await clashShown(page, `8→7 ${total(strong)} > ${total(weak)}`)
    await screenshot(page, 'clash/clash-spectator-desktop')
    // Escape skips the clash: with the clock still stopped half-way, one more frame ends it (its own end is 650 ms away).
    await page.keyboard.press('Escape')
    await page.clock.runFor(100)
    await page
      .waitForFunction(() => !document.querySelector('[data-testid="battle-canvas"] canvas[data-cards]')?.getAttribute('data-clashes'), null, { timeout: 5_000, polling: 100 })
      .catch(async () => {
        throw new Error(`Escape did not skip the clash; the mirror shows « ${await page.locator('[data-testid="battle-canvas"] canvas[data-cards]').getAttribute('data-clashes')} »`)
      })
    await page.clock.resume()
    await page.waitForFunction(() => (document.querySelector('[data-testid="battle-canvas"] canvas[data-cards]') as HTMLCanvasElement | null)?.dataset.cards?.[7] === 'K', null, { timeout: 10_000 })
  })
})
