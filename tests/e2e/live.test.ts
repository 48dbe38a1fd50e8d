// Live games in the browser: the opponent's move reaches the screen through the event stream with
// the game's polls blocked, and through the polls with the stream blocked (the fallback).
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium } from './helpers/browser'
import { apiPlayer, openGame, playSomething, unrankedGame, useSession, type ApiSession } from './helpers/gameApi'
import { waitForCardShown, waitForTheirTurn } from './helpers/gameUi'
import { useBrowserSuite } from './helpers/suite'

/** GET /api/games/{id}: the battle's own read (first load and polls). */
const isGameRead = (url: string, method: string) => method === 'GET' && /\/api\/games\/\d+$/.test(new URL(url).pathname)

describe.skipIf(!hasChromium())('live games', () => {
  const env = useBrowserSuite()

  /** A game between two API players, shown to the one who waits; returns both and the game. */
  async function watchingPlayer(page: Page): Promise<{ mover: ApiSession; gameId: number; stream: Promise<unknown> }> {
    const a = await apiPlayer(env.server.url, 'live')
    const b = await apiPlayer(env.server.url, 'live')
    const game = await unrankedGame(env.server.url, a, b)
    const mover = game.roundTo === 1 ? a : b
    const watcher = mover === a ? b : a
    await page.goto('/about')
    await useSession(page, watcher)
    const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.ok()).catch(() => null)
    await openGame(page, '/game/unranked', { gameCode: game.id })
    await waitForTheirTurn(page)
    return { mover, gameId: game.id, stream }
  }

  it('streams only: the move appears with every game read blocked', async () => {
    const page = await (await env.context('desktop')).newPage()
    const { mover, gameId, stream } = await watchingPlayer(page)
    expect(await stream).not.toBeNull()
    await page.route('**/api/games/**', (route) => (isGameRead(route.request().url(), route.request().method()) ? route.abort() : route.continue()))
    const started = Date.now()
    const answer = await playSomething(env.server.url, mover, gameId)
    await waitForCardShown(page, answer.game.lastMove.index, 3_000)
    console.log(`move → screen through the stream: ${Date.now() - started} ms`)
  })

  it('polls only: with the stream blocked the move still appears (the 4 s poll)', async () => {
    const context = await env.context('phone')
    await context.route('**/api/events', (route) => route.abort())
    const page = await context.newPage()
    const { mover, gameId } = await watchingPlayer(page)
    const answer = await playSomething(env.server.url, mover, gameId)
    const started = Date.now()
    await waitForCardShown(page, answer.game.lastMove.index, 10_000)
    expect(Date.now() - started).toBeLessThan(10_000)
  })
})
