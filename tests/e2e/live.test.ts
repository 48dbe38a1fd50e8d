// Live games in the browser: the opponent's presence. (Moves through the stream alone and through the
// polls alone are covered by battle.test.ts, over whole games.) When the opponent's event stream
// drops during a game, the player sees « Adversaire déconnecté… » until it comes back.
import { describe, it } from 'vitest'
import { hasChromium } from './helpers/browser'
import { apiPlayer, openGame, privateGame, useSession, type ApiSession } from './helpers/gameApi'
import { waitForTheirTurn } from './helpers/gameUi'
import { clientHeaders } from './helpers/server'
import { useBrowserSuite } from './helpers/suite'

const AWAY = 'Adversaire déconnecté…'

describe.skipIf(!hasChromium())('live games', () => {
  const env = useBrowserSuite() // a private game: no pairing, the shared server will do

  /** Opens s's event stream from outside the browser, as the player's app does; abort() drops it. */
  async function openStream(s: ApiSession): Promise<AbortController> {
    const controller = new AbortController()
    const response = await fetch(`${env.server.url}/api/events`, {
      headers: { ...clientHeaders(), Authorization: `Bearer ${s.accessToken}`, Accept: 'text/event-stream' },
      signal: controller.signal,
    })
    if (!response.ok) throw new Error(`GET /api/events → ${response.status}`)
    void response.body?.pipeTo(new WritableStream()).catch(() => undefined) // read it, as a client does
    return controller
  }

  it('the opponent’s stream drops: « Adversaire déconnecté… » until it comes back', async () => {
    const a = await apiPlayer(env.server.url, 'live')
    const b = await apiPlayer(env.server.url, 'live')
    const game = await privateGame(env.server.url, a, b)
    const [watcher, opponent] = game.roundTo === 1 ? [b, a] : [a, b]
    const page = await (await env.context('desktop')).newPage()
    await page.goto('/about')
    await useSession(page, watcher)
    await openGame(page, `/game/private/${game.id}`, { gameCode: game.id })
    await waitForTheirTurn(page)

    const first = await openStream(opponent)
    const away = page.getByRole('status').filter({ hasText: AWAY })
    first.abort()
    await away.waitFor({ timeout: 5_000 })
    const again = await openStream(opponent)
    await away.waitFor({ state: 'detached', timeout: 5_000 })
    again.abort()
  })
})
