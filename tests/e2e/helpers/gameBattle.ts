// Playing a whole game on the battle screen against whoever answers (a bot, or a player moved by
// the test through the API): picks a good move with the shared rules on the player's own view, then
// places it through the interface (drag or click) and waits for the server to take it.
import type { Page } from 'playwright-core'
import { vi } from 'vitest'
import { legalMoves, previewKos, sidesTotal } from '../../../src/game'
import { handRefs, toMatchState, type GameSnapshot } from '../../../src/scene/model'
import { call, type ApiSession } from './gameApi'
import { clickToSlot, dragToSlot, waitForMyTurn } from './gameUi'

export interface Chosen {
  k: number
  count: number
  index: number
}

/** The move that knocks out the most enemy cards (then the strongest card on the emptiest spot). */
export function bestMove(game: GameSnapshot): Chosen | null {
  if (game.you == null) return null
  const state = toMatchState(game)
  const moves = legalMoves(state, game.you)
  if (moves.length === 0) return null
  const hand = handRefs(game)
  const score = (m: (typeof moves)[number]) => {
    const kos = previewKos(state, game.you!, m).length
    const sides = state.cardSides[m.instanceId]
    const cardPower = m.kind === 'card' && sides ? sidesTotal(sides) : -100
    return kos * 1000 + cardPower
  }
  const best = moves.reduce((a, b) => (score(b) > score(a) ? b : a))
  const k = hand.findIndex((h) => h.kind === best.kind && h.instanceId === best.instanceId)
  return { k, count: hand.length, index: best.index }
}

/**
 * Plays the viewer's turns through the interface until the game is over. `opponent` plays the other
 * side when it is a person (through the API); bots answer by themselves. Returns the final game.
 */
export async function playToTheEnd(
  page: Page,
  base: string,
  me: ApiSession,
  id: number,
  options: { place: 'drag' | 'click'; opponent?: (game: any) => Promise<void>; maxMoves?: number; uiMoves?: number } = { place: 'click' },
): Promise<any> {
  let placed = 0
  for (let moves = 0; moves < (options.maxMoves ?? 60); moves++) {
    const game = await call(base, me, 'GET', `/api/games/${id}`)
    if (!game.open) {
      // On its own turn the screen does not poll: after moves made behind its back, it reads the
      // finished game on a reload (the route keeps its state), as a player coming back would.
      if (placed > (options.uiMoves ?? Infinity)) await page.reload()
      return game
    }
    if (game.roundTo !== game.you) {
      if (options.opponent) await options.opponent(game)
      else await waitForVersion(base, me, id, game.version, 30_000, 100)
      continue
    }
    // After `uiMoves` placements through the interface, the rest of the game (the same moves) goes
    // through the API: the scene's placement is covered, and the end is reached sooner.
    const byUi = placed < (options.uiMoves ?? Infinity)
    if (byUi) await waitForMyTurn(page, 30_000)
    const fresh = await call(base, me, 'GET', `/api/games/${id}`)
    if (!fresh.open || fresh.roundTo !== fresh.you) continue
    const move = bestMove(fresh)
    if (!move) {
      await passThroughApi(base, me, fresh) // nothing to place: the empty move, as when the countdown runs out
      continue
    }
    if (!byUi) await placeThroughApi(base, me, fresh, move)
    else if (options.place === 'drag') await dragToSlot(page, move.k, move.count, move.index)
    else await clickToSlot(page, move.k, move.count, move.index)
    placed += 1
    await waitForVersion(base, me, id, fresh.version, 15_000, byUi ? 250 : 50)
  }
  throw new Error('the game did not end')
}

/** Places the chosen hand item of `game` (the player's view) through the API. */
export async function placeThroughApi(base: string, me: ApiSession, game: any, move: Chosen): Promise<any> {
  const cards = game.hand?.cartes ?? []
  const item = move.k < cards.length ? { cardId: cards[move.k].id } : { spellId: game.hand.spells[move.k - cards.length].id }
  const body = { userId: me.id, ...item, index: move.index, version: game.version }
  if (game.type === 'solo') return call(base, me, 'PUT', `/api/solo-combat-game/update-plate/${game.id}`, body)
  return call(base, me, 'POST', `/api/games/${game.type}/plate/${game.id}`, body)
}

/**
 * The empty move for the player of `game` (their view), which the client sends when its countdown
 * runs out: a turn with nothing to place ends at once instead of after the 30 s clock (the server's
 * own expiry of a turn is covered with a manual clock in tests/server/games-clock.test.ts).
 */
export async function passThroughApi(base: string, me: ApiSession, game: any): Promise<any> {
  const body = { userId: me.id, version: game.version }
  if (game.type === 'solo') return call(base, me, 'PUT', `/api/solo-combat-game/update-plate/${game.id}`, body)
  return call(base, me, 'POST', `/api/games/${game.type}/plate/${game.id}`, body)
}

/** Waits until the game's version moved past v. */
export function waitForVersion(base: string, me: ApiSession, id: number, v: number, timeout = 15_000, everyMs = 250): Promise<any> {
  return vi.waitFor(
    async () => {
      const g = await call(base, me, 'GET', `/api/games/${id}`)
      if (g.version > v) return g
      throw new Error(`game ${id} stayed at version ${v}`)
    },
    { timeout, interval: everyMs },
  )
}

/** The result dialog the viewer should see, by the winner. */
export const resultTitle = (game: any, me: ApiSession): string => (game.winner === me.id ? 'Congratulations, You Won!' : 'Sorry, You Lost!')
