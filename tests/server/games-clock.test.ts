// The turn clock in the database, with the injected clock: an expired turn becomes a pass on the
// next read, several at once when nobody looked; the 3rd consecutive timeout forfeits (rewards once);
// the sweep settles games nobody reads; a bot answers a timeout at once; an unfinished deck choice is cancelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testApp, type TestApp } from './helpers/app'
import { newPlayer } from './helpers/players'
import { bothPlace, firstDeckId, someMove, startUnranked, view, watchLeaks } from './helpers/games'
import { games } from '../../src/server/db/schema'
import { runBackgroundTasks } from '../../src/server/plugins/background'
import { LAG_ALLOWANCE_MS } from '../../src/game'
import { READY_GRACE_MS } from '../../src/server/games/ready'

describe('turn clock', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp()
  })
  afterAll(() => t.close())

  it('passes an expired turn on the next read; the 3rd consecutive timeout forfeits and rewards once', async () => {
    const { id, mover, waiter } = await startUnranked(t.api)
    const watch = watchLeaks(t.api, [mover, waiter])
    const url = `/api/games/unranked/plate/${id}`
    await bothPlace(t.api, 'unranked', id, [mover, waiter]) // rewards need both to have played; the mover's turn again
    const start = await view(t.api, mover, id)
    const slot = start.you as 1 | 2
    const key = slot === 1 ? ('joueur1' as const) : ('joueur2' as const)

    t.clock.advance(29_000)
    expect((await view(t.api, waiter, id)).version).toBe(start.version) // not yet
    t.clock.advance(1_000)
    expect((await view(t.api, waiter, id)).version).toBe(start.version) // the deadline, within the lag allowance
    t.clock.advance(LAG_ALLOWANCE_MS)
    const passed = await view(t.api, waiter, id)
    expect(passed).toMatchObject({ roundTo: 3 - slot, version: start.version + 1, lastMove: { player: slot, kind: 'pass', timeout: true, index: null } })
    expect(passed.timeouts[key]).toBe(1)
    expect(new Date(passed.turnDeadline!).getTime()).toBe(new Date(start.turnDeadline!).getTime() + 30_000)

    // the mover's late move is refused with the fresh game
    const late = await t.api.post(url, { userId: mover.id, ...someMove(start), version: start.version }, { token: mover.token })
    expect(late.status).toBe(409)
    expect(late.body.game.version).toBe(passed.version)

    for (const round of [2, 3]) {
      const w = await view(t.api, waiter, id)
      expect((await t.api.post(url, { userId: waiter.id, ...someMove(w), version: w.version }, { token: waiter.token })).status).toBe(200)
      t.clock.advance(30_000 + LAG_ALLOWANCE_MS)
      const after = await view(t.api, mover, id)
      if (round === 2) expect(after.timeouts[key]).toBe(2)
      else expect(after).toMatchObject({ status: 'FINISHED', endReason: 'forfeit', winner: waiter.id, open: false, rewards: { xp: 0, credit: 0 } })
    }
    await runBackgroundTasks(t.app)
    await view(t.api, waiter, id)
    const [w, m] = [await t.api.get(`/api/user/${waiter.id}`, { token: waiter.token }), await t.api.get(`/api/user/${mover.id}`, { token: mover.token })]
    expect([w.body.level, w.body.credit]).toEqual([100, 550])
    expect([m.body.level, m.body.credit]).toEqual([0, 500])
    watch.check()
  })

  it('applies every turn that expired while nobody looked, in one read', async () => {
    const { id, mover, waiter } = await startUnranked(t.api)
    const slot = (await view(t.api, mover, id)).you as 1 | 2
    t.clock.advance(95_000) // deadlines at 30, 60, 90 s: mover, waiter, mover pass
    const g = await view(t.api, waiter, id)
    expect(g.status).toBe('PLAYING')
    expect(g.timeouts).toEqual(slot === 1 ? { joueur1: 2, joueur2: 1 } : { joueur1: 1, joueur2: 2 })
    t.clock.advance(60_000 + LAG_ALLOWANCE_MS) // 120 s: waiter's 2nd, 150 s: mover's 3rd (over half a second later)
    const end = await view(t.api, waiter, id)
    expect(end).toMatchObject({ status: 'FINISHED', endReason: 'forfeit', winner: waiter.id })
    expect(new Date(end.endedAt!).getTime() - new Date(g.serverTime).getTime()).toBe(150_000 - 95_000) // at the deadline itself
  })

  it('a move that reaches the server within the lag allowance after the deadline counts; later, the turn was passed', async () => {
    const { id, mover, waiter } = await startUnranked(t.api)
    const url = `/api/games/unranked/plate/${id}`
    const start = await view(t.api, mover, id)
    t.clock.advance(30_000 - 200 + LAG_ALLOWANCE_MS - 100) // sent 200 ms before the deadline, 300 ms on the way… within the allowance
    await runBackgroundTasks(t.app) // the sweep does not pass it either
    const inTime = await t.api.post(url, { userId: mover.id, ...someMove(start), version: start.version }, { token: mover.token })
    expect(inTime.status).toBe(200)
    expect(inTime.body.game.lastMove).toMatchObject({ player: start.you, timeout: false })
    expect(inTime.body.game.timeouts).toEqual({ joueur1: 0, joueur2: 0 })

    const next = await view(t.api, waiter, id)
    t.clock.advance(30_000 + LAG_ALLOWANCE_MS)
    const late = await t.api.post(url, { userId: waiter.id, ...someMove(next), version: next.version }, { token: waiter.token })
    expect(late.status).toBe(409)
    expect(late.body.game.lastMove).toMatchObject({ player: next.you, kind: 'pass', timeout: true })
  })

  it('a first turn runs from when the player’s board is ready, within a bounded grace; later turns do not wait', async () => {
    const { id, mover, waiter } = await startUnranked(t.api)
    const ready = (who: typeof mover) => t.api.post(`/api/games/${id}/ready`, { userId: who.id }, { token: who.token })
    const start = await view(t.api, mover, id)
    const startDeadline = new Date(start.turnDeadline!).getTime()
    t.clock.advance(10_000) // the board took 10 s to show
    const first = await ready(mover)
    expect(first.status).toBe(200)
    expect(new Date(first.body.turnDeadline).getTime()).toBe(startDeadline + 10_000)
    expect(first.body.version).toBe(start.version + 1)
    expect((await ready(waiter)).body.version).toBe(start.version + 1) // not the waiter's turn: nothing changes
    t.clock.advance(20_000)
    const again = await ready(mover) // repeated: never beyond the turn's 30 s + READY_GRACE_MS
    expect(new Date(again.body.turnDeadline).getTime()).toBe(startDeadline + READY_GRACE_MS)

    const moved = await t.api.post(`/api/games/unranked/plate/${id}`, { userId: mover.id, ...someMove(start) }, { token: mover.token })
    expect(moved.status).toBe(200)
    t.clock.advance(3_000)
    const waiterFirst = await ready(waiter) // the waiter's first turn waits for their board too
    expect(new Date(waiterFirst.body.turnDeadline).getTime()).toBe(new Date(moved.body.game.turnDeadline).getTime() + 3_000)
    const w = await view(t.api, waiter, id)
    expect((await t.api.post(`/api/games/unranked/plate/${id}`, { userId: waiter.id, ...someMove(w) }, { token: waiter.token })).status).toBe(200)
    const m = await view(t.api, mover, id)
    t.clock.advance(5_000)
    expect((await ready(mover)).body.turnDeadline).toBe(m.turnDeadline) // the mover has played: no more waiting
    const stranger = await newPlayer(t.api)
    expect((await t.api.post(`/api/games/${id}/ready`, { userId: stranger.id }, { token: stranger.token })).status).toBe(403)
    expect((await t.api.post(`/api/games/999999/ready`, { userId: mover.id }, { token: mover.token })).status).toBe(404)
    expect((await t.api.post(`/api/games/${id}/ready`, { userId: 'x' }, { token: mover.token })).status).toBe(400)
  })

  it('the sweep settles games nobody reads (any instance, idempotent)', async () => {
    const { id } = await startUnranked(t.api)
    const [before] = await t.app.db.select().from(games).where(eq(games.id, id))
    t.clock.advance(31_000)
    await runBackgroundTasks(t.app)
    await runBackgroundTasks(t.app)
    const [after] = await t.app.db.select().from(games).where(eq(games.id, id))
    expect(after.version).toBe(before.version + 1)
    expect(after.timeouts1 + after.timeouts2).toBe(1)
    expect(after.roundTo).toBe(3 - before.roundTo!)
  })

  it('a bot answers at once when the player times out', async () => {
    const p = await newPlayer(t.api)
    const created = await t.api.post('/api/games/training', { userId: p.id, difficulty: 'moyen', deckId: await firstDeckId(t.api, p) }, { token: p.token })
    expect(created.body.roundTo).toBe(1) // the bot has already played if it started
    t.clock.advance(30_000 + LAG_ALLOWANCE_MS)
    const g = await view(t.api, p, created.body.id)
    expect(g).toMatchObject({ roundTo: 1, timeouts: { joueur1: 1, joueur2: 0 }, lastMove: { player: 2, timeout: false } })
    // one placement: a card or (the bots hold spells too) a spell
    const placed = (game: { plateau: (number | null)[]; plateauspell: (number | null)[] }) => [...game.plateau, ...game.plateauspell].filter((c) => c != null).length
    expect(placed(g)).toBe(placed(created.body) + 1)
    await t.api.post(`/api/games/training/end/${created.body.id}`, { userId: p.id }, { token: p.token })
  })

  it('cancels a paired game whose decks are not chosen in time, and the empty move from the client is a timeout pass', async () => {
    const a = await newPlayer(t.api)
    const b = await newPlayer(t.api)
    const opened = await t.api.post('/api/games/unranked', { userId: a.id }, { token: a.token })
    await t.api.post('/api/games/unranked', { userId: b.id }, { token: b.token })
    t.clock.advance(120_000)
    expect(await view(t.api, a, opened.body.id)).toMatchObject({ status: 'FINISHED', endReason: 'cancelled', winner: null, rewards: null })

    const { id, mover } = await startUnranked(t.api, [a, b])
    const res = await t.api.post(`/api/games/unranked/plate/${id}`, { userId: mover.id }, { token: mover.token })
    expect(res.status).toBe(200)
    expect(res.body.game.lastMove).toMatchObject({ kind: 'pass', timeout: true, instanceId: null })
    await t.api.post(`/api/games/unranked/end/${id}`, { userId: mover.id }, { token: mover.token })
  })
})
