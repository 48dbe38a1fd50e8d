// The battle with the keyboard alone (page.keyboard, never the mouse): a whole training game against
// the easy bot on a desktop, through the DOM mirror (Tab to the hand, arrows, Enter, then a free slot,
// arrows, Enter), checking the polite announcements (the opponent's move, your turn, the result) and
// the focus ring drawn on the canvas (its pixels checked; screenshots at 1440×900, 844×390 and
// 390×844). Each placement goes by arrows to the move that knocks out the most cards, whose KOs are
// announced under the card's name. Mid-game: an axe-core check, a pick dropped by the turn running
// out (on the page's clock, moved by the test second by second: 10 s and 5 s said, the timeout
// announced once; the focus goes back to the hand), a turn played at 844×390, and the focus leaving
// the board (Shift+Tab, then the page's body) and coming back by Tab.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { legalMoves, previewKos } from '../../src/game'
import { computeLayout, handRefs, nearestInDirection, toMatchState, type Direction } from '../../src/scene/model'
import { hasChromium, screenshot, VIEWPORTS, type ViewportName } from './helpers/browser'
import { call, openGame } from './helpers/gameApi'
import { bestMove, passThroughApi, resultTitle, waitForVersion } from './helpers/gameBattle'
import { leftForHome, sceneBox, waitForMyTurn } from './helpers/gameUi'
import { signedInPage } from './helpers/signedIn'
import { useBrowserSuite } from './helpers/suite'
import { expectNoSeriousViolations } from './helpers/axe'

/** The focused element's accessible text (its aria-label or its text). */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement
    return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '') : ''
  })

/** Presses Tab until the focused element's text matches (at most `limit` times). */
async function tabTo(page: Page, pattern: RegExp, limit = 12): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (pattern.test(await focused(page))) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${pattern} (focus on « ${await focused(page)} »)`)
}

/** The index of the focused hand button, or -1 when the focus is not in the hand. */
const handIndex = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const el = document.activeElement
    const group = el?.closest('[role="group"]')
    return group && el ? [...group.querySelectorAll('button')].indexOf(el as HTMLButtonElement) : -1
  })

/** The seconds left in the player's turn, by the server's clock. */
const secondsLeft = (game: { turnDeadline: string | null; serverTime: string }): number =>
  game.turnDeadline ? (Date.parse(game.turnDeadline) - Date.parse(game.serverTime)) / 1000 : Infinity

/** Every text the live region said, in order (a MutationObserver installed in the page). */
async function recordAnnouncements(page: Page): Promise<void> {
  await page.getByTestId('announcer').waitFor({ state: 'attached' })
  await page.evaluate(() => {
    const region = document.querySelector('[data-testid="announcer"]')!
    const said: string[] = ((window as unknown as { said: string[] }).said = [])
    new MutationObserver(() => region.textContent && said.push(region.textContent)).observe(region, { childList: true, characterData: true, subtree: true })
  })
}
const announcements = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { said: string[] }).said)

/** Waits until the live region has said a text containing every one of `parts`. */
async function waitForSaid(page: Page, parts: string[], timeout = 10_000): Promise<void> {
  await page
    .waitForFunction((parts) => (window as unknown as { said: string[] }).said.some((s) => parts.every((p) => s.includes(p))), parts, { timeout })
    .catch(async () => {
      throw new Error(`never said ${JSON.stringify(parts)}; said: ${JSON.stringify(await announcements(page))}`)
    })
}

const TIMED_OUT = 'Temps écoulé : votre tour est passé.'

/** The board's slots as the canvas draws them now (the scene's layout model, from the canvas's size). */
async function drawnSlots(page: Page) {
  const box = await sceneBox(page)
  return { box, slots: computeLayout({ width: Math.floor(box.width), height: Math.floor(box.height) }).slots }
}

const ARROWS: Record<string, Direction> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' }

/** The arrow keys leading the focus from slot `from` to slot `to` among the allowed slots (the arrows' own geometry), fewest first. */
async function arrowsBetween(page: Page, from: number, to: number, allowed: ReadonlySet<number>): Promise<string[]> {
  const { slots } = await drawnSlots(page)
  const paths = new Map<number, string[]>([[from, []]])
  for (const queue = [from]; queue.length > 0; ) {
    const at = queue.shift()!
    if (at === to) return paths.get(at)!
    for (const [key, direction] of Object.entries(ARROWS)) {
      const next = nearestInDirection(slots, at, direction, allowed)
      if (next != null && !paths.has(next)) {
        paths.set(next, [...paths.get(at)!, key])
        queue.push(next)
      }
    }
  }
  throw new Error(`no arrows lead from slot ${from} to slot ${to}`)
}

/**
 * Whether the focus ring is drawn around a slot: above the slot's top edge, a white pixel with the
 * ring's dark outline on both sides of it (read from a screenshot of that strip).
 */
async function ringAround(page: Page, slot: number): Promise<boolean> {
  const { box, slots } = await drawnSlots(page)
  const s = slots[slot]
  const clip = { x: box.x + s.x + s.width / 2 - 6, y: box.y + s.y - 17, width: 12, height: 24 }
  const png = await page.screenshot({ clip })
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
    const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(image.width, image.height)
    const ctx = canvas.getContext('2d')!
    ctx.drawImage(image, 0, 0)
    const { data, width, height } = ctx.getImageData(0, 0, image.width, image.height)
    const at = (x: number, y: number) => data.slice((y * width + x) * 4, (y * width + x) * 4 + 3)
    const white = (x: number, y: number) => at(x, y).every((v) => v > 220)
    const dark = (x: number, y: number) => at(x, y).every((v) => v < 90)
    const reach = Math.ceil((5 * width) / 12) // 5 CSS px, at the device's scale
    for (let x = 0; x < width; x++)
      for (let y = reach; y < height - reach; y++) {
        if (!white(x, y)) continue
        const near = Array.from({ length: reach }, (_, d) => d + 1)
        if (near.some((d) => dark(x, y - d)) && near.some((d) => dark(x, y + d))) return true
      }
    return false
  }, png.toString('base64'))
}

/** Resizes the page and waits for the scene to draw at that size. */
async function resize(page: Page, size: ViewportName): Promise<void> {
  const { width, height } = VIEWPORTS[size]
  await page.setViewportSize({ width, height })
  await page.locator(`[data-testid="battle-canvas"][data-size="${width}x${height}"]`).waitFor()
}

/**
 * Waits until the page has run the work already queued (React renders, then runs its effects, in
 * posted-message tasks; the page's clock is faked, its message channels are not): two round trips
 * through a channel of its own, which come after what was posted before them.
 */
async function afterQueuedWork(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => {
          channel.port1.close()
          resolve()
        }
        channel.port2.postMessage(null)
      })
    }
  })
}

/**
 * Lets the player's turn run out on the page's own clock (Playwright's), without the real 30 s: the
 * clock stops 12 s before the deadline (`deadlineMs`, the server's time, the same machine's clock),
 * then moves one second at a time, so the countdown says what it says at each second, until the
 * client has sent its timeout (`sent()`, read on the server). The clock stays stopped meanwhile (no
 * countdown runs on a shifted time); the caller sets it back and resumes it.
 */
async function runOutTheTurn(page: Page, sent: () => Promise<boolean>, deadlineMs: number): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(Math.max(pageNow + 50, deadlineMs - 12_000))
  for (let second = 0; second < 16; second++) {
    if (await sent()) return
    await page.clock.fastForward(1_000)
    await afterQueuedWork(page) // the page has rendered the step (and sent its timeout's request, if due)
  }
  await expect.poll(sent, { message: 'the countdown sent no timeout' }).toBe(true) // the request may still be on its way
}

describe.skipIf(!hasChromium())('the battle with the keyboard alone', () => {
  const env = useBrowserSuite()

  it('training: a whole game against the easy bot, keyboard only, followed by the announcements', async () => {
    const { page, me } = await signedInPage(env, 'desktop', { prefix: 'clavier' })
    await page.clock.install() // the page's clock runs as the real one until the turn left to run out (runOutTheTurn)
    const game = await call(env.server.url, me, 'POST', '/api/games/training', { userId: me.id, difficulty: 'facile' })
    await openGame(page, `/game/training/${game.id}`, { gameId: game.id })
    // the deck choice, by keyboard
    const decks = page.getByRole('dialog', { name: 'Choisissez votre deck' })
    await decks.waitFor()
    await expectNoSeriousViolations(page, 'the deck choice (training, desktop)')
    await tabTo(page, /^Jouer avec /)
    await page.keyboard.press('Enter')
    await decks.waitFor({ state: 'detached' })
    await page.getByRole('heading', { name: /Entraînement/ }).waitFor()
    await recordAnnouncements(page)
    // the game menu lists the keys; Escape closes it and gives the focus back to its button
    await tabTo(page, /^Menu de la partie$/)
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog')
    await menu.getByRole('heading', { name: 'Jouer au clavier' }).waitFor()
    await screenshot(page, 'battle/keyboard-keys-menu-desktop')
    await expectNoSeriousViolations(page, 'the game menu (desktop)')
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Menu de la partie', undefined, { timeout: 2_000 })

    let placed = 0
    let captures = 0
    const knockedOutByThem = new Set<number>()
    const noteTheirKos = (g: { you: number; lastMove: { player: number; ko: number[] } | null }) => {
      if (g.lastMove && g.lastMove.player !== g.you) g.lastMove.ko.forEach((i) => knockedOutByThem.add(i))
    }
    let pickDropped = false
    let leftAndCameBack = false
    for (let turn = 0; turn < 40; turn++) {
      const now = await call(env.server.url, me, 'GET', `/api/games/${game.id}`)
      if (!now.open) break
      noteTheirKos(now)
      if (now.roundTo !== now.you) {
        noteTheirKos(await waitForVersion(env.server.url, me, game.id, now.version, 30_000, 100))
        continue
      }
      await waitForMyTurn(page, 30_000)
      const fresh = await call(env.server.url, me, 'GET', `/api/games/${game.id}`)
      if (!fresh.open || fresh.roundTo !== fresh.you) continue
      // once, after the mid-game axe check: a card picked, then the turn runs out (the client sends
      // the timeout): the pick is dropped and the focus comes back from the board to the hand
      if (placed === 2 && !pickDropped) {
        pickDropped = true
        const toldBefore = (await announcements(page)).filter((s) => s.includes(TIMED_OUT)).length
        if ((await handIndex(page)) < 0) await tabTo(page, /^(Carte|Sort|Élément) \d+ : /)
        await page.keyboard.press('Enter')
        const onBoard = /^Case \d+ : /.test(await focused(page))
        const running = (await call(env.server.url, me, 'GET', `/api/games/${game.id}`)).version === fresh.version
        if (running) expect(onBoard).toBe(true) // picked (unless the turn already ran out)
        await runOutTheTurn(page, () => call(env.server.url, me, 'GET', `/api/games/${game.id}`).then((g) => g.version > fresh.version), Date.parse(fresh.turnDeadline))
        await waitForVersion(env.server.url, me, game.id, fresh.version, 15_000, 250)
        await page.clock.setSystemTime(Date.now()) // the page's clock back on the server's, then running again
        await page.clock.resume()
        await page.waitForFunction(() => !!document.activeElement?.closest('[role="group"]'), undefined, { timeout: 5_000 })
        // the screen reader hears it, once
        await page.waitForFunction((n) => (window as unknown as { said: string[] }).said.filter((s) => s.includes('Temps écoulé')).length > n, toldBefore, { timeout: 10_000 })
        // then something else is said (the bot's move): a second « Temps écoulé » for this turn would have come before
        await page.waitForFunction(
          (timedOut) => {
            const said = (window as unknown as { said: string[] }).said
            const at = said.findLastIndex((s) => s.includes(timedOut))
            return at >= 0 && said.length > at + 1
          },
          TIMED_OUT,
          { timeout: 30_000 },
        )
        expect((await announcements(page)).filter((s) => s.includes(TIMED_OUT))).toHaveLength(toldBefore + 1)
        continue
      }
      // a turn mostly spent elsewhere (a slow axe-core check on a busy machine) is let run out, so
      // the countdown never ends it between two key presses
      if (secondsLeft(fresh) < 12) {
        await waitForVersion(env.server.url, me, game.id, fresh.version, 30_000, 250)
        continue
      }
      // once, later: the focus leaves the board (Shift+Tab to the banner's buttons, then a click on
      // the page's background puts it on the body) and Tab brings it back to the hand
      if (pickDropped && !leftAndCameBack) {
        leftAndCameBack = true
        if ((await handIndex(page)) < 0) await tabTo(page, /^(Carte|Sort|Élément) \d+ : /)
        await page.keyboard.press('Shift+Tab')
        expect(await handIndex(page)).toBe(-1)
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
        expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
        await tabTo(page, /^(Carte|Sort|Élément) \d+ : /, 4)
      }
      const move = bestMove(fresh)
      if (!move) {
        await passThroughApi(env.server.url, me, fresh) // nothing to place (never by the keyboard: the countdown would pass)
        continue
      }
      // one turn at phone landscape size (844×390): the same keys, the ring drawn there too
      const landscape = placed === 1
      if (landscape) await resize(page, 'landscape')
      // the hand: Tab reaches it after the game menu; arrows to the chosen item; Enter picks it
      if ((await handIndex(page)) < 0) {
        await tabTo(page, /^Menu de la partie$/)
        await tabTo(page, /^(Carte|Sort|Élément) \d+ : /, 3)
      }
      for (let k = await handIndex(page); k !== move.k; k = await handIndex(page)) await page.keyboard.press(k < move.k ? 'ArrowRight' : 'ArrowLeft')
      const spell = (await focused(page)).startsWith('Sort')
      await page.keyboard.press('Enter')
      // the board: the focus is on a free slot (a card's: an empty one; a spell's: one without a
      // spell), ringed on the canvas; arrows lead it to the chosen slot; Enter places
      const target = spell ? /^Case \d+ : (?!.*, sort )/ : /^Case \d+ : libre/
      expect(await focused(page)).toMatch(target)
      const state = toMatchState(fresh)
      const item = handRefs(fresh)[move.k]
      const allowed = new Set(legalMoves(state, fresh.you).filter((m) => m.kind === item.kind && m.instanceId === item.instanceId).map((m) => m.index))
      const first = Number(/^Case (\d+) :/.exec(await focused(page))![1])
      if (placed === 0 || landscape) {
        // (on a miss, the whole page is kept to look at: where the ring went, if anywhere)
        await expect.poll(() => ringAround(page, first), { timeout: 6_000 }).toBe(true).catch(async (e: unknown) => {
          await screenshot(page, 'battle/keyboard-ring-missing')
          const canvases = await page.evaluate(() => [...document.querySelectorAll('[data-testid="battle-canvas"] canvas')].map((c) => `${c.clientWidth}x${c.clientHeight}`))
          throw new Error(`no ring around slot ${first} (scene ${await page.locator('[data-testid="battle-canvas"]').getAttribute('data-size')}, canvases ${canvases})`, { cause: e })
        })
        const other = [...allowed].find((i) => i !== first && fresh.plateau[i] == null)
        if (other != null) expect(await ringAround(page, other)).toBe(false) // the ring is the focus's alone
        await screenshot(page, landscape ? 'battle/keyboard-focus-slot-landscape' : 'battle/keyboard-focus-slot-desktop')
      }
      for (const key of await arrowsBetween(page, first, move.index, allowed)) {
        await page.keyboard.press(key)
        expect(await focused(page)).toMatch(target)
      }
      expect(await focused(page)).toMatch(new RegExp(`^Case ${move.index} : `))
      const kos = previewKos(state, fresh.you, { kind: item.kind, instanceId: item.instanceId, index: move.index })
      const name = item.kind === 'card' ? fresh.hand.cartes[move.k].card.nom : fresh.hand.spells[move.k - fresh.hand.cartes.length].spell.nom
      await page.keyboard.press('Enter')
      placed += 1
      await waitForVersion(env.server.url, me, game.id, fresh.version, 15_000, 250)
      // a placement that knocks cards out is announced under the card's name, with every card it took
      if (kos.length > 0) {
        await waitForSaid(page, [`${item.kind === 'card' ? `Votre ${name}` : `Votre sort ${name}`} met `, ...kos.map((i) => `(de l'adversaire, case ${i})`)])
        captures += 1
      }
      // after the placement the focus is back in the hand
      if (!(await call(env.server.url, me, 'GET', `/api/games/${game.id}`)).open) break
      expect(await handIndex(page)).toBeGreaterThanOrEqual(0)
      if (placed === 1) await screenshot(page, 'battle/keyboard-focus-hand-desktop')
      if (landscape) {
        await screenshot(page, 'battle/keyboard-focus-hand-landscape')
        await resize(page, 'phone')
        await screenshot(page, 'battle/keyboard-focus-hand-phone')
        await resize(page, 'desktop')
      }
      if (placed === 2) {
        await expectNoSeriousViolations(page, 'the battle mid-game (desktop)')
        expect(await handIndex(page)).toBeGreaterThanOrEqual(0) // axe-core moved nothing
      }
    }
    const final = await call(env.server.url, me, 'GET', `/api/games/${game.id}`)
    expect(final.open).toBe(false)
    expect(placed).toBeGreaterThan(3)
    expect(pickDropped && leftAndCameBack).toBe(true)
    expect(captures).toBeGreaterThan(0)
    const result = page.getByRole('dialog', { name: resultTitle(final, me) })
    await result.waitFor({ timeout: 15_000 })
    await expectNoSeriousViolations(page, 'the result dialog (desktop)')

    const said = await announcements(page)
    expect(said.some((s) => /^L'adversaire pose .+ en case \d+\./.test(s))).toBe(true)
    expect(said.some((s) => s.includes('À vous de jouer.'))).toBe(true)
    expect(said.some((s) => /Partie terminée : vous avez (gagné|perdu), \d+ cartes contre \d+\./.test(s))).toBe(true)
    // the countdown is not read every second: only at 10 s and 5 s (the turn that ran out went through both)
    expect(said.filter((s) => /secondes/.test(s)).every((s) => /^Plus que (10|5) secondes\.$/.test(s))).toBe(true)
    expect(said).toEqual(expect.arrayContaining(['Plus que 10 secondes.', 'Plus que 5 secondes.']))
    expect(await page.locator('[aria-live]').count()).toBe(1)
    // the opponent's KOs named each of the player's cards it took; a timeout was said once at most
    for (const i of knockedOutByThem) expect(said.some((s) => s.includes(`(la vôtre, case ${i})`))).toBe(true)
    const replay = await call(env.server.url, me, 'GET', `/api/games/${game.id}/replay`)
    const timeouts = replay.moves.filter((m: { player: number; timeout: boolean }) => m.player === final.you && m.timeout).length
    const toldTimeouts = said.filter((s) => s.includes(TIMED_OUT)).length
    expect(toldTimeouts).toBeGreaterThanOrEqual(1)
    expect(toldTimeouts).toBeLessThanOrEqual(timeouts)

    // the dialogs, by keyboard too
    await page.keyboard.press('Escape')
    const over = page.getByRole('dialog', { name: 'Partie terminée' })
    await over.waitFor()
    await expectNoSeriousViolations(page, 'the game-over dialog (desktop)')
    await tabTo(page, /^Quitter$/)
    await page.keyboard.press('Enter')
    await page.waitForURL(leftForHome)
  }, 300_000)
})
