// The battle screen against the bots: a training game played to the end on a phone held sideways
// (deck chosen in the dialog, placement by drag), and solo stage 1 played and won on a phone held
// upright (by click), which opens stage 2.
import { describe, expect, it } from 'vitest'
import { hasChromium, screenshot } from './helpers/browser'
import { apiPlayer, call, openGame } from './helpers/gameApi'
import { playToTheEnd, resultTitle } from './helpers/gameBattle'
import { chooseFirstDeck, leftForHome } from './helpers/gameUi'
import { NO_FULLSCREEN_OFFER, signInContext, signedInPage } from './helpers/signedIn'
import { useBrowserSuite } from './helpers/suite'
import { watchCsp } from './helpers/csp'

describe.skipIf(!hasChromium())('battle against the bots', () => {
  const env = useBrowserSuite()

  it('training: a whole game against the easy bot, by drag and drop, sideways phone', async () => {
    const context = await env.context('landscape')
    const violations = await watchCsp(context) // the whole game (scene, sounds) under the server's CSP
    const me = await apiPlayer(env.server.url, 'bots')
    await signInContext(context, me, NO_FULLSCREEN_OFFER)
    const page = await context.newPage()
    const game = await call(env.server.url, me, 'POST', '/api/games/training', { userId: me.id, difficulty: 'facile' })
    await openGame(page, `/game/training/${game.id}`, { gameId: game.id })
    await chooseFirstDeck(page)
    await page.getByRole('heading', { name: /Entraînement/ }).waitFor()
    await screenshot(page, 'battle/training-start-landscape')
    // the first placements by drag and drop, the rest through the API (the end is what matters here)
    const final = await playToTheEnd(page, env.server.url, me, game.id, { place: 'drag', uiMoves: 4 })
    expect(final.open).toBe(false)
    const dialog = page.getByRole('dialog', { name: resultTitle(final, me) })
    await dialog.waitFor({ timeout: 15_000 })
    await screenshot(page, 'battle/training-result-landscape')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('dialog', { name: 'Partie terminée' }).getByRole('button', { name: 'Quitter' }).click()
    await page.waitForURL(leftForHome)
    expect(await violations()).toEqual([])
  }, 300_000)

  it('solo: stage 1 played and won by click on an upright phone opens stage 2', async () => {
    const { page, me } = await signedInPage(env, 'phone', { prefix: 'solo', local: NO_FULLSCREEN_OFFER })
    let won = false
    for (let attempt = 0; attempt < 3 && !won; attempt++) {
      const game = await call(env.server.url, me, 'POST', `/api/solo-combat-game/create/${me.id}/1`)
      await openGame(page, `/game/solo/${game.id}`, { gameCode: game.id })
      await chooseFirstDeck(page)
      await page.getByRole('heading', { name: /Combat solo/ }).waitFor()
      if (attempt === 0) await screenshot(page, 'battle/solo-start-phone')
      const final = await playToTheEnd(page, env.server.url, me, game.id, { place: 'click', uiMoves: 4 })
      won = final.winner === me.id
      const dialog = page.getByRole('dialog', { name: resultTitle(final, me) })
      await dialog.waitFor({ timeout: 15_000 })
      await screenshot(page, `battle/solo-result-${won ? 'won' : 'lost'}-phone`)
      await dialog.getByRole('button', { name: 'Close' }).click()
      await page.getByRole('dialog', { name: 'Partie terminée' }).getByRole('button', { name: 'Quitter' }).click()
      await page.waitForURL(leftForHome)
    }
    expect(won).toBe(true)
    const stages = await call(env.server.url, me, 'GET', `/api/solo-combat-game/stages/${me.id}`)
    expect(stages.find((s: any) => s.number === 1).status).toBe('won')
    expect(stages.find((s: any) => s.number === 2).status).toBe('open')
  }, 420_000)
})
