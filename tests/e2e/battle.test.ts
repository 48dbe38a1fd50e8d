// The battle screen, unranked, through the interface: two players (made through the API) choose their deck in the
// dialog, and play a whole game to the end, one by drag and drop, the other by click (the first
// placements through the interface, the rest of the same game through the API: the scene's placement
// is covered by the first ones); each sees the other's moves; a click out of turn is refused; both
// get their result dialog, then Quit goes to /. Run twice: on desktops with the game's reads blocked
// once it is loaded (the event stream alone brings each move, the typical one within 1 s, and the end), then on a
// phone held upright against a phone held sideways with the stream blocked (the fallback polls alone
// bring each move).
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, screenshot, type ViewportName } from './helpers/browser'
import { apiPlayer, call, openGame, type ApiSession } from './helpers/gameApi'
import { bestMove, passThroughApi, placeThroughApi } from './helpers/gameBattle'
import { boardShown, chooseFirstDeck, clickHandItem, clickToSlot, dragToSlot, isGameRead, leftForHome, recordVersionTimes, versionShownAt, waitForCardShown, waitForMyTurn, waitForTheirTurn } from './helpers/gameUi'
import { NO_FULLSCREEN_OFFER, signInContext } from './helpers/signedIn'
import { useBrowserSuite } from './helpers/suite'

interface Seat {
  page: Page
  session: ApiSession
  place: 'drag' | 'click'
}

/** A free card slot and the hand count, as that player sees the game. */
async function nextMove(base: string, seat: Seat, id: number) {
  const g = await call(base, seat.session, 'GET', `/api/games/${id}`)
  const count = (g.hand?.cartes?.length ?? 0) + (g.hand?.spells?.length ?? 0)
  if ((g.hand?.cartes?.length ?? 0) > 0) {
    const index = g.plateau.findIndex((v: number | null) => v === null)
    return { g, count, k: 0, index }
  }
  const index = g.plateauspell.findIndex((v: number | null, i: number) => v === null && !(g.plateau[i] !== null && g.plateauspell[i] !== null))
  return { g, count, k: g.hand.cartes.length, index }
}

/** How the opponent's moves reach each screen: the event stream alone, or the fallback polls alone. */
type Transport = 'stream' | 'poll'
/** Longest wait from the mover's answer to the opponent's screen showing the move. */
// Game reads are blocked in stream mode, so a move seen at all came through the stream and no poll
// can rescue a lost event: the bound is a stall of the loaded CI machine (3.2 s seen there once),
// while the typical move (the median) must be seen within 1 s (latency is measured by the bench)
const SEEN_WITHIN_MS: Record<Transport, number> = { stream: 5000, poll: 5500 } // poll: the 4 s game poll, plus the read
/** The median wait, the one a player feels: within 1 s by the stream; within the poll period by polls. */
const MEDIAN_WITHIN_MS: Record<Transport, number> = { stream: 1000, poll: 4500 }
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
/** Placements through the interface per game (three drags, three clicks on desktops; two each on phones). */
const UI_MOVES: Record<Transport, number> = { stream: 6, poll: 4 }

/**
 * A whole game between two pages. With `uiMoves`, the placements after that many go through the API
 * (the same game to its end, sooner): the scene's placement is then covered by the first ones.
 */
async function playWholeGame(env: ReturnType<typeof useBrowserSuite>, sizes: [ViewportName, ViewportName], tag: string, transport: Transport, uiMoves = UI_MOVES[transport]) {
  const base = env.server.url
  const contexts = [await env.context(sizes[0]), await env.context(sizes[1])]
  // Polls only: the stream can never open (the client falls back to its polls).
  if (transport === 'poll') for (const c of contexts) await c.route('**/api/events', (route) => route.abort())
  // two players made through the API (signing up through the interface is auth.test.ts's), signed in
  const [sa, sb] = [await apiPlayer(base, 'duel'), await apiPlayer(base, 'duel')]
  await signInContext(contexts[0], sa, NO_FULLSCREEN_OFFER)
  await signInContext(contexts[1], sb, NO_FULLSCREEN_OFFER)
  const [pageA, pageB] = [await contexts[0].newPage(), await contexts[1].newPage()]
  for (const p of [pageA, pageB]) {
    p.on('pageerror', (e) => console.log(`[${tag}] page error: ${e.message}`))
    const blocked = (text: string) => text.includes('net::ERR_FAILED') // a request this test blocks on purpose
    p.on('console', (m) => m.type() === 'error' && !blocked(m.text()) && console.log(`[${tag}:${p === pageA ? 'A' : 'B'}] ${m.text()}`))
    p.on('response', async (r) => {
      if (!r.url().includes('/plate/') || r.status() === 200) return
      const t = JSON.parse(await r.text())
      const g = t.game ?? {}
      console.log(`[${tag}] ${r.status()} ${r.request().postData()} → ${t.message} v=${g.version} round=${g.roundTo} last=${JSON.stringify(g.lastMove)} deadline=${g.turnDeadline} now=${g.serverTime}`)
    })
  }

  // A opens an unranked game and waits in it; B joins it.
  const waiting = await call(base, sa, 'POST', '/api/games/unranked', { userId: sa.id })
  await openGame(pageA, '/game/unranked', { gameCode: waiting.id })
  await chooseFirstDeck(pageA)
  await pageA.getByText('En attente d’un adversaire…').waitFor()
  await screenshot(pageA, `battle/${tag}-waiting-${sizes[0]}`)
  const joined = await call(base, sb, 'POST', '/api/games/unranked', { userId: sb.id })
  expect(joined.id).toBe(waiting.id)
  await openGame(pageB, '/game/unranked', { gameCode: joined.id })
  await chooseFirstDeck(pageB)
  const id: number = joined.id

  // Both see the banner; the starter gets the turn.
  await pageA.getByRole('heading', { name: /Unranked Game/ }).waitFor()
  await pageB.getByRole('heading', { name: /Unranked Game/ }).waitFor()
  // Streams only: once both have loaded the game, its reads fail (the poll, back to the tab…).
  const blockedReads = { A: 0, B: 0 }
  if (transport === 'stream') {
    for (const [p, name] of [
      [pageA, 'A'],
      [pageB, 'B'],
    ] as const) {
      await p.route('**/api/games/**', (route) => {
        if (!isGameRead(route.request().url(), route.request().method())) return route.continue()
        blockedReads[name] += 1
        return route.abort()
      })
    }
  }
  for (const p of [pageA, pageB]) await recordVersionTimes(p)
  const latencies: number[] = []
  const seats: Record<1 | 2, Seat> = {
    1: { page: pageA, session: sa, place: 'drag' },
    2: { page: pageB, session: sb, place: 'click' },
  }
  let moves = 0
  let outOfTurnChecked = false
  for (;;) {
    const g = await call(base, sa, 'GET', `/api/games/${id}`)
    if (!g.open) break
    const mover = seats[g.roundTo as 1 | 2]
    const other = seats[g.roundTo === 1 ? 2 : 1]
    if (moves >= uiMoves) {
      const view = await call(base, mover.session, 'GET', `/api/games/${id}`)
      const best = bestMove(view)
      const answer = best ? await placeThroughApi(base, mover.session, view, best) : await passThroughApi(base, mover.session, view) // nothing to place: the empty move, as when the countdown runs out
      const answeredAt = Date.now()
      moves += 1
      // Streams only: each of these moves too reaches the opponent's scene through the stream alone.
      if (transport === 'stream') {
        await other.page.bringToFront()
        latencies.push(Math.round((await versionShownAt(other.page, answer.game.version, 10_000)) - answeredAt))
      }
      expect(moves).toBeLessThan(60)
      continue
    }
    // Each player has their own window: the one acting is in front.
    await mover.page.bringToFront()
    await waitForMyTurn(mover.page, 40_000)
    if (!outOfTurnChecked) {
      // A click out of turn is refused with the spec's toast.
      const theirs = await nextMove(base, other, id)
      await other.page.bringToFront()
      await waitForTheirTurn(other.page)
      // (clicked again if the first click came while the hand was still easing into place)
      const refused = other.page.getByText("C'est le tour de l'adversaire").first()
      for (let attempt = 1; ; attempt++) {
        await clickHandItem(other.page, 0, theirs.count)
        const shown = await refused.waitFor({ timeout: 5_000 }).then(() => true, () => false)
        if (shown) break
        if (attempt === 3) throw new Error('no refusal toast after three clicks out of turn')
      }
      await screenshot(mover.page, `battle/${tag}-turn-${mover === seats[1] ? sizes[0] : sizes[1]}`)
      outOfTurnChecked = true
      await mover.page.bringToFront()
    }
    const move = await nextMove(base, mover, id)
    if (move.g.roundTo !== move.g.you || !move.g.open) continue
    const answered = mover.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/plate/') && r.ok(), { timeout: 10_000 })
    if (mover.place === 'drag') await dragToSlot(mover.page, move.k, move.count, move.index)
    else await clickToSlot(mover.page, move.k, move.count, move.index)
    // The move reaches the server (its answer), and the opponent's scene shows it: from the answer's
    // end in the mover's browser to the scene's change in the opponent's (both on this machine's clock).
    const answer = await answered
    const answeredNear = Date.now() // only if the browser gave no timing
    await answer.finished()
    const timing = answer.request().timing()
    const answeredAt = timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : answeredNear
    const after = (await answer.json()).game
    expect(after.version).toBeGreaterThan(g.version)
    await other.page.bringToFront() // in front: a player looks at their own screen
    const seenAt = await versionShownAt(other.page, after.version, 10_000)
    latencies.push(Math.round(seenAt - answeredAt))
    // A real placement, not the timeout's pass.
    expect(after.lastMove?.timeout ?? false, `move ${moves + 1} by ${mover.place}: ${JSON.stringify(after.lastMove)}`).toBe(false)
    // On the slot the player aimed at, and the opponent's scene shows it there.
    expect(after.lastMove?.index, `move ${moves + 1} by ${mover.place}: placed on the slot aimed at`).toBe(move.index)
    if (move.k === 0) await waitForCardShown(other.page, move.index)
    moves += 1
    if (moves === Math.min(6, uiMoves)) {
      await screenshot(pageA, `battle/${tag}-midgame-a-${sizes[0]}`)
      await screenshot(pageB, `battle/${tag}-midgame-b-${sizes[1]}`)
    }
    expect(moves).toBeLessThan(60)
  }

  const mean = latencies.reduce((sum, ms) => sum + ms, 0) / Math.max(1, latencies.length)
  console.log(
    `[${tag}] ${transport} only: ${latencies.length} moves seen by the opponent in max ${Math.max(...latencies)} ms, mean ${Math.round(mean)} ms (${latencies.join(', ')})` +
      (transport === 'stream' ? `; game reads blocked: A ${blockedReads.A}, B ${blockedReads.B}` : ''),
  )
  for (const [i, ms] of latencies.entries()) expect(ms, `move ${i + 1} seen after ${ms} ms`).toBeLessThanOrEqual(SEEN_WITHIN_MS[transport])
  expect(median(latencies), `median of ${latencies.join(', ')} ms`).toBeLessThanOrEqual(MEDIAN_WITHIN_MS[transport])

  // The end: each player's result dialog, then the game-over dialog whose Quit goes to /.
  const final = await call(base, sa, 'GET', `/api/games/${id}`)
  expect(final.open).toBe(false)
  const boardA = await boardShown(pageA)
  expect(boardA.replace(/\./g, '').length).toBeGreaterThan(0)
  // On its own turn a screen does not poll: after moves made through the API with the polls alone,
  // each page reads the finished game on a reload (the route keeps its state), as a player coming
  // back would. (With the stream, the end came through it: no reload, the game's reads are blocked.)
  if (moves > uiMoves && transport === 'poll') for (const p of [pageA, pageB]) await p.reload()
  for (const [seat, session] of [
    [seats[1], sa],
    [seats[2], sb],
  ] as const) {
    const won = final.winner === session.id
    const dialog = seat.page.getByRole('dialog', { name: won ? 'Congratulations, You Won!' : 'Sorry, You Lost!' })
    await dialog.waitFor({ timeout: 15_000 })
    await dialog.getByText(won ? 'You played well and won the game.' : 'Better luck next time.').waitFor()
    await screenshot(seat.page, `battle/${tag}-result-${won ? 'won' : 'lost'}-${seat === seats[1] ? sizes[0] : sizes[1]}`)
    await dialog.getByRole('button', { name: 'Close' }).click()
    const over = seat.page.getByRole('dialog', { name: 'Partie terminée' })
    await over.getByRole('button', { name: 'Quitter' }).click()
    await seat.page.waitForURL(leftForHome)
  }
}

describe.skipIf(!hasChromium())('battle: a whole unranked game through the interface', () => {
  const env = useBrowserSuite({ ownServer: true }) // unranked pairing: a player of another file must not take the seat

  it('on desktops, streams only: drag and drop against click, moves seen within 1 s (the median), to the result dialogs', async () => {
    await playWholeGame(env, ['desktop', 'desktop'], 'unranked', 'stream')
  }, 420_000)

  it('on phones, polls only (stream blocked): upright (drag) against sideways (click)', async () => {
    await playWholeGame(env, ['phone', 'landscape'], 'unranked-phones', 'poll')
  }, 420_000)
})
