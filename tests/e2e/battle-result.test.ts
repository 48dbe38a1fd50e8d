// The end of a ranked game: two API players paired in the ranked queue play a whole game through
// the API, then both open it: the winner sees 'Congratulations, You Won!' with the confetti and
// +16, the loser 'Sorry, You Lost!' with −16 (equal ratings), each with score, XP and credits.
// « Rejouer » puts each back in the ranked queue with the deck just played: the loser waits, the
// winner joins that game, which starts at once (both decks known: no deck choice).
// Screenshots of both dialogs at 390×844, 844×390 and 1440×900 under screenshots/result/.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { animationsSettled, hasChromium, screenshot, VIEWPORTS, type ViewportName } from './helpers/browser'
import { apiPlayer, call, openGame, starterDeckId, useSession, type ApiSession } from './helpers/gameApi'
import { bestMove, passThroughApi, placeThroughApi } from './helpers/gameBattle'
import { sceneDrawn } from './helpers/gameUi'
import { useBrowserSuite } from './helpers/suite'

/** Pairs a and b in the ranked queue (equal ratings: paired at once), both decks chosen. */
async function rankedGame(base: string, a: ApiSession, b: ApiSession): Promise<number> {
  const opened = await call(base, a, 'POST', '/api/games/ranked', { userId: a.id })
  const joined = await call(base, b, 'POST', '/api/games/ranked', { userId: b.id })
  expect(joined.id).toBe(opened.id)
  for (const s of [a, b]) await call(base, s, 'POST', `/api/games/ranked/decks/${opened.id}`, { userId: s.id, deckId: await starterDeckId(base, s) })
  return opened.id
}

/** Plays the game to its end through the API (each side its best move, or the empty move). */
async function playOut(base: string, a: ApiSession, b: ApiSession, id: number): Promise<any> {
  for (let n = 0; n < 80; n++) {
    const seen = await call(base, a, 'GET', `/api/games/${id}`)
    if (!seen.open) return seen
    const me = seen.roundTo === seen.you ? a : b
    const view = me === a ? seen : await call(base, b, 'GET', `/api/games/${id}`)
    const move = bestMove(view)
    if (move) await placeThroughApi(base, me, view, move)
    else await passThroughApi(base, me, view)
  }
  throw new Error('the game did not end')
}

const SIZES: ViewportName[] = ['desktop', 'landscape', 'phone']

describe.skipIf(!hasChromium())('battle: the end of a ranked game', () => {
  const env = useBrowserSuite({ ownServer: true }) // ranked pairing: a player of another file must not take the seat

  it('shows each side its result with the rating change, and « Rejouer » queues again', async () => {
    const base = env.server.url
    const a = await apiPlayer(base, 'fin')
    const b = await apiPlayer(base, 'fin')
    const id = await rankedGame(base, a, b)
    const over = await playOut(base, a, b, id)
    expect(over.status).toBe('FINISHED')
    const [winner, loser] = over.winner === a.id ? [a, b] : [b, a]

    // The winner's page lets motion run (the confetti and the count-up); the loser's reduces it.
    const open = async (s: ApiSession, motion: 'reduce' | 'no-preference'): Promise<Page> => {
      const page = await (await env.context('desktop')).newPage()
      await page.emulateMedia({ reducedMotion: motion })
      await useSession(page, s)
      await openGame(page, '/game/ranked', { gameCode: id })
      return page
    }
    const [pageW, pageL] = await Promise.all([open(winner, 'no-preference'), open(loser, 'reduce')])
    const won = pageW.getByRole('dialog', { name: 'Congratulations, You Won!' })
    const lost = pageL.getByRole('dialog', { name: 'Sorry, You Lost!' })
    await Promise.all([won.waitFor(), lost.waitFor()])
    // Mid-celebration on the winner's desktop: confetti over the board, figures counting.
    await pageW.waitForFunction(() => [...document.querySelectorAll('[data-stat] [aria-hidden]')].some((e) => /[1-9]/.test(e.textContent ?? '')))
    await screenshot(pageW, 'result/ranked-won-desktop-confetti')
    await won.getByText('Classement : +16 points').waitFor({ state: 'attached' })
    await lost.getByText('Classement : −16 points').waitFor({ state: 'attached' })
    expect(await lost.locator('[data-stat="rating"] [aria-hidden]').textContent()).toBe('−16')
    // The winner's figures count up to their values.
    await expect.poll(() => won.locator('[data-stat="rating"] [aria-hidden]').textContent(), { timeout: 5_000 }).toBe('+16')
    for (const dialog of [won, lost]) {
      await dialog.getByText('Une nouvelle partie classée').waitFor()
      await dialog.getByRole('button', { name: 'Rejouer' }).waitFor()
    }
    for (const size of SIZES) {
      for (const [page, who] of [[pageW, 'won'], [pageL, 'lost']] as const) {
        await page.setViewportSize(VIEWPORTS[size])
        await sceneDrawn(page) // the board behind the dialog drawn at that size
        await animationsSettled(page)
        await screenshot(page, `result/ranked-${who}-${size}`)
      }
    }

    // « Rejouer »: the loser opens a ranked game with the deck just played and waits; the winner
    // joins it with theirs, and it starts at once (no deck choice on either side).
    await pageL.getByRole('button', { name: 'Rejouer' }).click()
    await pageL.getByText('En attente d’un adversaire…').waitFor()
    const waitingId = (await call(base, loser, 'GET', `/api/games/check/${loser.id}`)).id
    expect(waitingId).not.toBe(id)
    expect(await pageL.evaluate(() => (history.state as { usr?: unknown }).usr)).toEqual({ gameCode: waitingId })
    expect(await call(base, loser, 'GET', `/api/games/${waitingId}`)).toMatchObject({ deckplayer1: await starterDeckId(base, loser), matchmaking: { rating: 984 } })
    await pageW.getByRole('button', { name: 'Rejouer' }).click()
    await expect.poll(async () => (await call(base, winner, 'GET', `/api/games/${waitingId}`)).status).toBe('PLAYING')
    const paired = await call(base, winner, 'GET', `/api/games/${waitingId}`)
    expect(paired.type).toBe('ranked')
    expect([paired.joueur1?.id, paired.joueur2?.id].sort()).toEqual([a.id, b.id].sort())
    expect([paired.deckplayer1, paired.deckplayer2]).toEqual([await starterDeckId(base, loser), await starterDeckId(base, winner)])
    await pageW.waitForURL(`**/game/ranked`)
    expect(await pageW.evaluate(() => (history.state as { usr?: unknown }).usr)).toEqual({ gameCode: waitingId })
    for (const page of [pageW, pageL]) expect(await page.getByRole('dialog', { name: 'Choisissez votre deck' }).count()).toBe(0)
  }, 180_000)
})
