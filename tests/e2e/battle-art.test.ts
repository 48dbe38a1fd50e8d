// Art ready before play: with every card and spell image answered late (page.route adds a delay),
// the board never shows a card as a blank frame. Each animation frame from the deck choice on, the
// page records whether the board is shown (no dialog over it, the canvas not held back for its art)
// and how many faces are drawn without their art (the canvas host's data-blank-faces): once the
// board shows, that count is 0 in every frame. For a player after the deck choice (only the art of
// the chosen deck and of the board is fetched) and for a spectator opening a game under way.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { artOfItems, firstFrameArt } from '../../src/scene/model'
import { hasChromium } from './helpers/browser'
import { apiPlayer, call, openGame, playSomething, privateGame, useSession, type ApiSession } from './helpers/gameApi'
import { waitForCardShown } from './helpers/gameUi'
import { NO_FULLSCREEN_OFFER, signedInPage } from './helpers/signedIn'
import { useBrowserSuite } from './helpers/suite'

/** Each image request waits this long: the art comes well after the deck choice's answer. */
const ART_DELAY_MS = 700
const isArt = (url: URL): boolean => /\/assets\/(cards|spells|skins)\//.test(url.pathname)

/** Answers every art request late; returns the art paths requested so far. */
async function slowArt(page: Page): Promise<string[]> {
  const requested: string[] = []
  await page.route(isArt, async (route) => {
    requested.push(new URL(route.request().url()).pathname)
    await new Promise((r) => setTimeout(r, ART_DELAY_MS))
    await route.continue().catch(() => undefined) // the page may have gone
  })
  return requested
}

interface Sample {
  shown: boolean
  blank: string | null
  hand: number
  cards: string
}

/** Records, at every animation frame of every document the page loads, whether the board shows and its faces drawn blank. */
const recordFrames = (page: Page): Promise<unknown> =>
  page.addInitScript(() => {
    const samples: Sample[] = ((window as unknown as { artSamples: Sample[] }).artSamples = [])
    const frame = () => {
      const host = document.querySelector<HTMLElement>('[data-testid="battle-canvas"]')
      const canvas = host?.querySelector<HTMLCanvasElement>('canvas[data-cards]')
      if (host && canvas) {
        const covered = !!document.querySelector('[role="dialog"]') || host.dataset.artPending !== undefined || getComputedStyle(host).visibility === 'hidden'
        samples.push({ shown: !covered, blank: host.dataset.blankFaces ?? null, hand: Number(canvas.dataset.hand ?? 0), cards: canvas.dataset.cards ?? '' })
      }
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
const samples = (page: Page): Promise<Sample[]> => page.evaluate(() => (window as unknown as { artSamples: Sample[] }).artSamples)

/** Every frame with the board shown drew its faces with their art. */
function expectNoBlankFrame(frames: Sample[], what: (s: Sample) => boolean): void {
  const shown = frames.filter((s) => s.shown && what(s))
  expect(shown.length, 'the board was shown').toBeGreaterThan(0)
  const blank = shown.filter((s) => s.blank !== '0')
  expect(blank, `${blank.length} of ${shown.length} frames drew a card without its art`).toEqual([])
}

describe.skipIf(!hasChromium())('the battle’s art is ready before the board shows', () => {
  const env = useBrowserSuite()

  it('a player: the deck’s art loads during the deck choice; no blank card once the board shows', async () => {
    const { page, me } = await signedInPage(env, 'desktop', { prefix: 'art', local: NO_FULLSCREEN_OFFER })
    const requested = await slowArt(page)
    await recordFrames(page)
    const game = await call(env.server.url, me, 'POST', '/api/games/training', { userId: me.id, difficulty: 'facile' })
    await openGame(page, `/game/training/${game.id}`, { gameId: game.id })
    const dialog = page.getByRole('dialog', { name: 'Choisissez votre deck' })
    await dialog.waitFor()
    await page.locator('[data-testid="battle-canvas"] canvas[data-cards]').waitFor({ state: 'attached' })
    await dialog.getByRole('button', { name: /^Jouer avec / }).first().click()
    await dialog.waitFor({ state: 'detached', timeout: 30_000 })
    // the board shows with the hand dealt; a few frames of it are recorded
    await page.waitForFunction(() => (window as unknown as { artSamples: Sample[] }).artSamples.filter((s) => s.shown && s.hand > 0).length >= 10, undefined, { timeout: 30_000 })
    expectNoBlankFrame(await samples(page), (s) => s.hand > 0)

    // Only the art this game needs was fetched: the chosen deck's and the board's.
    const started = await call(env.server.url, me, 'GET', `/api/games/${game.id}`)
    const deckId = started.you === 2 ? started.deckplayer2 : started.deckplayer1
    const decks = await call<{ id: number; cartes: never[]; spells: never[] }[]>(env.server.url, me, 'GET', `/api/decksplayer/user/${me.id}`)
    const deck = decks.find((d) => d.id === deckId)
    expect(deck).toBeTruthy()
    const needed = new Set([...artOfItems(deck!), ...firstFrameArt(started)])
    expect(requested.length).toBeGreaterThan(0)
    expect(requested.filter((p) => !needed.has(p))).toEqual([])
    await call(env.server.url, me, 'POST', `/api/games/training/end/${game.id}`, { userId: me.id })
  })

  it('a spectator: the board under way shows with every card’s art', async () => {
    const base = env.server.url
    const a = await apiPlayer(base, 'artA')
    const b = await apiPlayer(base, 'artB')
    const w = await apiPlayer(base, 'artW')
    const request = await call(base, w, 'POST', '/api/friends/send', { userId: w.id, friendId: a.id })
    await call(base, a, 'POST', '/api/friends/accept', { userId: a.id, requestId: request.id })
    const game = await privateGame(base, a, b)
    let last = game
    for (let i = 0; i < 4; i++) {
      const mover: ApiSession = last.roundTo === 1 ? a : b
      last = (await playSomething(base, mover, game.id)).game
    }
    const index = last.plateau.findIndex((v: number | null) => v !== null)
    expect(index).toBeGreaterThanOrEqual(0)

    const page = await (await env.context('desktop')).newPage()
    await page.goto('/about')
    await useSession(page, w)
    await slowArt(page)
    await recordFrames(page)
    await page.goto(`/watch/${game.id}`)
    await waitForCardShown(page, index, 30_000)
    await page.waitForFunction(() => (window as unknown as { artSamples: Sample[] }).artSamples.filter((s) => s.shown && s.cards.includes('x')).length >= 10, undefined, { timeout: 30_000 })
    expectNoBlankFrame(await samples(page), (s) => s.cards.includes('x'))

    // the game is left cancelled (no game waits on the shared server)
    for (const s of [a, b]) await call(base, s, 'POST', `/api/games/private/end/${game.id}`, { userId: s.id }).catch(() => undefined)
  })
})
