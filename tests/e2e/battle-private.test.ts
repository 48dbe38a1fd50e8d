// A private game joined by code: A invites a friend and waits in the battle screen, which shows the
// code; B types it on the Parties page; both choose their deck and play; A leaves through the side
// menu (with the quit confirmation) and B gets the winner's dialog. Desktop against a sideways phone.
import { describe, expect, it } from 'vitest'
import { hasChromium, screenshot } from './helpers/browser'
import { call, openGame } from './helpers/gameApi'
import { bestMove, waitForVersion } from './helpers/gameBattle'
import { chooseFirstDeck, clickToSlot, dragToSlot, leftForHome, waitForMyTurn } from './helpers/gameUi'
import { NO_FULLSCREEN_OFFER, signedInPage } from './helpers/signedIn'
import { useBrowserSuite } from './helpers/suite'

describe.skipIf(!hasChromium())('battle: a private game joined by code', () => {
  const env = useBrowserSuite()

  it('joins by code, plays, and the quitter loses', async () => {
    const base = env.server.url
    const { page: pageA, me: a } = await signedInPage(env, 'desktop', { prefix: 'prive' })
    const { page: pageB, me: b } = await signedInPage(env, 'landscape', { prefix: 'prive', local: NO_FULLSCREEN_OFFER })
    const request = await call(base, a, 'POST', '/api/friends/send', { userId: a.id, friendId: b.id })
    await call(base, b, 'POST', '/api/friends/accept', { userId: b.id, requestId: request.id })

    // A opens the private game and waits in it: the screen shows the code.
    const created = await call(base, a, 'POST', '/api/games/private/create', { userId: a.id, friendId: b.id })
    await openGame(pageA, `/game/private/${created.id}`, { gameCode: created.id })
    await chooseFirstDeck(pageA)
    await pageA.getByText('Code de la partie').waitFor()
    const code = (await pageA.locator('.battle-code strong').textContent())?.trim() ?? ''
    expect(code).toBe(created.code)
    await screenshot(pageA, 'battle/private-waiting-desktop')

    // B types it (lower case, with spaces) on the Parties page.
    await pageB.goto('/game')
    await pageB.getByLabel('Code de partie').fill(` ${code.toLowerCase().slice(0, 3)} ${code.toLowerCase().slice(3)} `)
    await pageB.getByRole('button', { name: 'Rejoindre' }).click()
    await pageB.waitForURL((url) => url.pathname === `/game/private/${created.id}`)
    await chooseFirstDeck(pageB)
    await pageA.getByRole('heading', { name: /Partie privée/ }).waitFor()

    // Two moves each: A drags, B clicks; each sees the other's.
    for (let n = 0; n < 4; n++) {
      const g = await call(base, a, 'GET', `/api/games/${created.id}`)
      const [page, me, place] = g.roundTo === g.you ? [pageA, a, 'drag'] : [pageB, b, 'click']
      await page.bringToFront() // a player looks at their own screen (a page behind runs no frames: its hand would not settle)
      await waitForMyTurn(page, 30_000)
      const view = await call(base, me, 'GET', `/api/games/${created.id}`)
      const move = bestMove(view)!
      if (place === 'drag') await dragToSlot(page, move.k, move.count, move.index)
      else await clickToSlot(page, move.k, move.count, move.index)
      const after = await waitForVersion(base, me, created.id, view.version)
      expect(after.lastMove.timeout).toBe(false)
    }
    await screenshot(pageB, 'battle/private-midgame-landscape')

    // The sound toggle, then A leaves through the side menu.
    await pageA.getByRole('button', { name: 'Couper le son' }).click()
    await pageA.getByRole('button', { name: 'Activer le son' }).waitFor()
    await pageA.getByRole('button', { name: 'Menu de la partie' }).click()
    const menu = pageA.getByRole('dialog', { name: 'Partie' })
    await menu.getByRole('button', { name: 'Son : coupé' }).waitFor()
    await menu.getByRole('button', { name: 'Plein écran' }).waitFor()
    await screenshot(pageA, 'battle/private-menu-desktop')
    await menu.getByRole('button', { name: 'Quitter la partie' }).click()
    const confirm = pageA.getByRole('dialog', { name: 'Quitter la partie ?' })
    await screenshot(pageA, 'battle/private-quit-desktop')
    await confirm.getByRole('button', { name: 'Quitter' }).click()
    await pageA.waitForURL(leftForHome)

    const won = pageB.getByRole('dialog', { name: 'Congratulations, You Won!' })
    await won.waitFor({ timeout: 30_000 }) // B learns it from its out-of-turn poll (every 4 s), slower on a loaded machine
    await won.getByText('You played well and won the game.').waitFor()
    await screenshot(pageB, 'battle/private-won-landscape')
    const final = await call(base, b, 'GET', `/api/games/${created.id}`)
    expect(final.winner).toBe(b.id)
    expect(final.endReason).toBe('quit')
  }, 300_000)
})
