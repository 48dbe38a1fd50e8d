// A clock that never cheats (issue 31, item 3), seen from the battle screen of a training game:
// every turn start shows the player's own fresh time at once (never the opponent's leftover, never
// a first turn eaten by the deck choice and the board's drawing); a move that leaves 200 ms before
// the deadline counts; a server restart mid-turn gives the lost time back, and while the server is
// away the battle says so and its clock stands still.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium } from './helpers/browser'
import { call, openGame, type ApiSession } from './helpers/gameApi'
import { bestMove, passThroughApi, placeThroughApi, waitForVersion } from './helpers/gameBattle'
import { chooseFirstDeck, waitForMyTurn } from './helpers/gameUi'
import { signedInPage } from './helpers/signedIn'
import { useBrowserSuite, type Suite } from './helpers/suite'

const MY_TURN = /^C'est à vous de jouer! \((\d+)s\)$/

interface Shown {
  text: string
  /** The game version the board shows. */
  version: string
  /** The server-away notice is up. */
  away: boolean
}

/** Records every change of the banner's turn line, with the board's version and the away notice (a MutationObserver in the page). */
async function recordTurnTexts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Shown[] = ((window as unknown as { shown: Shown[] }).shown = [])
    const note = () => {
      const now = {
        text: document.querySelector('[data-testid="turn-text"]')?.textContent ?? '',
        version: (document.querySelector('[data-testid="battle-canvas"] canvas[data-version]') as HTMLCanvasElement | null)?.dataset.version ?? '',
        away: !!document.querySelector('.battle-server-away'),
      }
      const last = seen.at(-1)
      if (!last || last.text !== now.text || last.version !== now.version || last.away !== now.away) seen.push(now)
    }
    new MutationObserver(note).observe(document.body, { childList: true, characterData: true, subtree: true, attributes: true, attributeFilter: ['data-version', 'class'] })
    note()
  })
}
const shownSoFar = (page: Page): Promise<Shown[]> => page.evaluate(() => (window as unknown as { shown: Shown[] }).shown)
const secondsOf = (text: string): number | null => {
  const mine = MY_TURN.exec(text)
  return mine ? Number(mine[1]) : null
}

/**
 * The seconds the banner showed first at each start of the player's turn: their turn after another
 * text, or their seconds going up (the move and the bot's answer can arrive together).
 */
const turnStartSeconds = async (page: Page): Promise<number[]> => {
  const seconds = (await shownSoFar(page)).map((s) => secondsOf(s.text))
  return seconds.flatMap((s, i) => (s != null && (seconds[i - 1] == null || s > seconds[i - 1]!) ? [s] : []))
}

/** Seconds left in the turn by the server's clock, as the game read said it. */
const secondsLeft = (game: { turnDeadline: string | null; serverTime: string }): number =>
  game.turnDeadline ? (Date.parse(game.turnDeadline) - Date.parse(game.serverTime)) / 1000 : Infinity

/** A training game against the easy bot, opened on the page, its deck chosen through the dialog. */
async function trainingOnScreen(env: Suite, prefix: string): Promise<{ page: Page; me: ApiSession; id: number }> {
  const { page, me } = await signedInPage(env, 'desktop', { prefix })
  const game = await call(env.server.url, me, 'POST', '/api/games/training', { userId: me.id, difficulty: 'facile' })
  await openGame(page, `/game/training/${game.id}`, { gameId: game.id })
  await page.getByRole('dialog', { name: 'Choisissez votre deck' }).waitFor()
  await recordTurnTexts(page)
  await chooseFirstDeck(page)
  return { page, me, id: game.id }
}

/** The game once it is the player's turn (the bot answers by itself). */
async function myTurn(env: Suite, me: ApiSession, id: number): Promise<any> {
  const now = await call(env.server.url, me, 'GET', `/api/games/${id}`)
  return now.roundTo === now.you || !now.open ? now : waitForVersion(env.server.url, me, id, now.version, 30_000, 100)
}

/** Plays the player's best move (or the empty move) through the API and waits for the server to take it. */
async function playThroughApi(env: Suite, me: ApiSession, game: any): Promise<void> {
  const move = bestMove(game)
  if (move) await placeThroughApi(env.server.url, me, game, move)
  else await passThroughApi(env.server.url, me, game)
}

describe.skipIf(!hasChromium())('the turn clock on the shared server', () => {
  const env = useBrowserSuite()

  it('ten turn starts in a row, the first right after the deck choice, each show at least 28 s at once', async () => {
    const { page, me, id } = await trainingOnScreen(env, 'chrono')
    let turns = 0
    while (turns < 10) {
      const game = await myTurn(env, me, id)
      expect(game.open, `the game ended after ${turns} of the player's turns`).toBe(true)
      if (game.roundTo !== game.you) continue
      await waitForMyTurn(page)
      // the player takes a few seconds, so the next turn start shows as a rise of the seconds
      await page.getByTestId('turn-text').filter({ hasText: /\((\d|1\d|2[0-7])s\)/ }).waitFor({ timeout: 15_000 })
      turns += 1
      await playThroughApi(env, me, game)
      await waitForVersion(env.server.url, me, id, game.version, 15_000, 100)
    }
    const starts = await turnStartSeconds(page)
    expect(starts.length, `turn starts seen: ${JSON.stringify(starts)}`).toBeGreaterThanOrEqual(10)
    expect(starts.filter((s) => s < 28), `turn starts seen: ${JSON.stringify(starts)}`).toEqual([])
    await call(env.server.url, me, 'DELETE', `/api/games/training/${id}`, { userId: me.id }).catch(() => undefined)
  })

  it('a move that leaves 200 ms before the deadline counts', async () => {
    const { page, me, id } = await trainingOnScreen(env, 'dernier')
    await myTurn(env, me, id)
    await waitForMyTurn(page)
    const game = await call(env.server.url, me, 'GET', `/api/games/${id}`)
    const offset = Date.parse(game.serverTime) - Date.now() // the server's clock minus this one
    const move = bestMove(game)!
    const cards = game.hand.cartes
    const item = move.k < cards.length ? { cardId: cards[move.k].id } : { spellId: game.hand.spells[move.k - cards.length].id }
    // the page sends the move 200 ms before the deadline, by the server's clock (the page shares this machine's clock)
    const sendAt = Date.parse(game.turnDeadline) - offset - 200
    const answer = await page.evaluate(
      async ({ id, body, sendAt, token }) => {
        await new Promise((r) => setTimeout(r, Math.max(0, sendAt - Date.now())))
        const response = await fetch(`/api/games/training/plate/${id}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        })
        return { status: response.status, game: await response.json() }
      },
      { id, body: { userId: me.id, ...item, index: move.index, version: game.version }, sendAt, token: me.accessToken },
    )
    expect(answer.status, JSON.stringify(answer.game)).toBe(200)
    expect(answer.game.game.lastMove?.player).toBe(game.you)
    expect(answer.game.game.lastMove?.index).toBe(move.index)
  })
})

describe.skipIf(!hasChromium())('the turn clock across a server restart', () => {
  const env = useBrowserSuite({ ownServer: true })

  it('a restart mid-turn gives the time back; meanwhile the battle says the server is away and its clock stands still', async () => {
    const { page, me, id } = await trainingOnScreen(env, 'relance')
    await myTurn(env, me, id)
    await waitForMyTurn(page)
    const before = await call(env.server.url, me, 'GET', `/api/games/${id}`)
    const left = secondsLeft(before)
    const away = page.getByText('Le serveur ne répond plus : le chrono est suspendu. Reconnexion en cours…')
    await Promise.all([env.server.restart!(8_000), away.waitFor({ timeout: 15_000 })])
    const backAt = Date.now()
    await away.waitFor({ state: 'detached', timeout: 30_000 })
    // while away, the clock shown stood still: its seconds never went down (a fresh deadline may raise them)
    const whileAway = (await shownSoFar(page)).filter((s) => s.away).map((s) => secondsOf(s.text))
    expect(whileAway.length, 'the notice was seen').toBeGreaterThan(0)
    expect(whileAway.every((s, i) => s != null && (i === 0 || s >= whileAway[i - 1]!)), JSON.stringify(whileAway)).toBe(true)
    const after = await call(env.server.url, me, 'GET', `/api/games/${id}`)
    expect(after.roundTo, 'the player kept the turn').toBe(after.you)
    expect(after.lastMove).toEqual(before.lastMove)
    // the deadline moved by the downtime: the player lost only the time the server ran (since it came
    // back, and 3 s for its stop and the end of its start), not the 8 s and more it was away
    const ran = (Date.now() - backAt) / 1000
    expect(secondsLeft(after)).toBeGreaterThanOrEqual(left - ran - 3)
    const shown = async () => secondsOf(await page.getByTestId('turn-text').innerText()) ?? 0
    await expect.poll(shown).toBeGreaterThanOrEqual(Math.floor(secondsLeft(after)) - 3)
  }, 400_000)
})
