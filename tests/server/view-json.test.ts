// The shared JSON text of a game view (games/view-json.ts): made once per version and viewer, the
// same as the view itself, and each send carries its own server time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers/app'
import { bothPlace, firstDeckId, startUnranked } from './helpers/games'
import { newPlayer } from './helpers/players'
import { loadGame } from '../../src/server/db/repositories/games'
import { gameView } from '../../src/server/games/view'
import { gameViewJson } from '../../src/server/games/view-json'

let t: TestApp
beforeAll(async () => {
  t = await testApp()
})
afterAll(() => t.close())

describe('a game view as shared JSON text', () => {
  it('equals the view, for each viewer, and never reuses an earlier server time', async () => {
    const { id, mover, waiter } = await startUnranked(t.api)
    const game = (await loadGame(t.app.db, id))!
    const first = new Date('2026-11-24T10:00:00.000Z')
    for (const viewer of [mover.id, waiter.id, null]) {
      expect(JSON.parse(gameViewJson(game, viewer, first))).toEqual(JSON.parse(JSON.stringify(gameView(game, viewer, first))))
    }
    const later = new Date(first.getTime() + 4_000)
    const again = JSON.parse(gameViewJson(game, mover.id, later))
    expect(again.serverTime).toBe(later.toISOString())
    expect(again).toEqual(JSON.parse(JSON.stringify(gameView(game, mover.id, later))))
    // the opponent's text is theirs: no hand of the mover in it
    expect(JSON.parse(gameViewJson(game, waiter.id, later)).hand).toEqual(JSON.parse(JSON.stringify(gameView(game, waiter.id, later))).hand)
  })

  it('equals the view of a game waiting in the matchmaking queue (what is searched, the frozen deck)', async () => {
    const p = await newPlayer(t.api)
    const opened = await t.api.post('/api/games/ranked', { userId: p.id, deckId: await firstDeckId(t.api, p) }, { token: p.token })
    const game = (await loadGame(t.app.db, opened.body.id))!
    const at = new Date(t.clock().getTime() + 15_000)
    for (const viewer of [p.id, null]) {
      const view = JSON.parse(JSON.stringify(gameView(game, viewer, at)))
      expect(view.matchmaking).toMatchObject({ power: expect.any(Number), ratingWindow: expect.any(Number) })
      expect(JSON.parse(gameViewJson(game, viewer, at))).toEqual(view)
    }
  })

  it('writes the hand and the board from each instance\'s text, as the view has them, version after version', async () => {
    const { id, mover, waiter } = await startUnranked(t.api)
    for (let round = 0; round < 3; round++) {
      await bothPlace(t.api, 'unranked', id, [mover, waiter])
      const game = (await loadGame(t.app.db, id))!
      const at = new Date(Date.UTC(2026, 10, 25, 10, round))
      for (const viewer of [mover.id, waiter.id, null]) {
        const text = JSON.parse(gameViewJson(game, viewer, at))
        const view = JSON.parse(JSON.stringify(gameView(game, viewer, at)))
        expect(text).toEqual(view)
        expect(view.boardCards.length + view.boardSpells.length).toBe(2 * (round + 1))
      }
    }
  })
})
