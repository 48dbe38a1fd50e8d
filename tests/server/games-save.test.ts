// The versioned save of a game (repositories/games.ts `saveIfVersion`): the hand-written statement
// of the hot path (games-save.ts) writes exactly what drizzle's update in a transaction writes —
// every column, the moves appended or replaced, the frozen decks only when they changed —, refuses
// a stale version, and on PostgreSQL carries the game's notice in the same round trip (only when saved).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PG_URL, testApp, type TestApp } from './helpers/app'
import { startUnranked } from './helpers/games'
import { loadGame, saveIfVersion } from '../../src/server/db/repositories/games'
import { NOTICE_CHANNEL_SQL, type Notice } from '../../src/server/events/bus'
import type { GameRecord } from '../../src/server/games/types'
import type { RecordedMove } from '../../src/game'

const pass = (player: 1 | 2, at: string): RecordedMove => ({ player, kind: 'pass', instanceId: null, index: null, timeout: true, at })

/** A change touching every kind of column: jsonb, timestamps, integers, booleans, bigint, text. */
function changed(record: GameRecord, moves: RecordedMove[], decks = record.decks): GameRecord {
  const at = new Date(record.updatedAt.getTime() + 61_000)
  return {
    ...record,
    version: record.version + 1,
    updatedAt: at,
    turnDeadline: new Date(at.getTime() + 30_000),
    lastMove: { ...(record.lastMove ?? {}), timeout: true } as GameRecord['lastMove'],
    state: record.state ? { ...record.state, consecutiveTimeouts: { 1: 1, 2: 0 } } : null,
    rngState: record.rngState + 1,
    rewards: { [String(record.players[0])]: { xp: 1, credit: 2, ratingChange: -3 } },
    moves,
    decks,
  }
}

describe('versioned save of a game', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp()
  }, 60_000)
  afterAll(async () => {
    await t.close()
  })

  const fresh = async (): Promise<GameRecord> => {
    const { id } = await startUnranked(t.api)
    return (await loadGame(t.app.db, id))!.record
  }

  it('the hot path and the transaction write the same row, appending the new moves', async () => {
    for (const inTransaction of [false, true]) {
      const before = await fresh()
      const next = changed(before, [...before.moves, pass(1, '2026-01-01T00:00:00.000Z'), pass(2, '2026-01-01T00:00:30.000Z')])
      const result = inTransaction
        ? await t.app.db.transaction((tx) => saveIfVersion(tx, next, before))
        : await saveIfVersion(t.app.db, next, before)
      expect(result.saved).toBe(true)
      expect((await loadGame(t.app.db, before.id))!.record, inTransaction ? 'drizzle' : 'hand-written').toEqual(next)
    }
  })

  it('replaces the move list and the frozen decks when they were replaced, and keeps them otherwise', async () => {
    const before = await fresh()
    const decks = { ...before.decks } // a new object: the decks count as replaced
    const next = changed(before, [pass(2, '2026-01-02T00:00:00.000Z')], decks)
    expect((await saveIfVersion(t.app.db, next, before)).saved).toBe(true)
    expect((await loadGame(t.app.db, before.id))!.record).toEqual(next)
    const same = { ...next, version: next.version + 1, winner: next.players[1] }
    expect((await saveIfVersion(t.app.db, same, next)).saved).toBe(true)
    expect((await loadGame(t.app.db, before.id))!.record).toEqual(same)
  })

  it('refuses a save over a version that moved, and leaves the row as it was', async () => {
    const before = await fresh()
    const first = changed(before, before.moves)
    expect((await saveIfVersion(t.app.db, first, before)).saved).toBe(true)
    const late = changed(before, [...before.moves, pass(1, '2026-01-03T00:00:00.000Z')])
    expect(await saveIfVersion(t.app.db, late, before)).toEqual({ saved: false, notified: false })
    expect((await loadGame(t.app.db, before.id))!.record).toEqual(first)
  })

  it(`sends the notice with the save ${PG_URL ? 'on PostgreSQL' : '(PGlite: the caller publishes it)'}, never for a refused save`, async () => {
    const heard: Notice[] = []
    const stop = t.app.events.onNotice((n) => heard.push(n))
    try {
      const before = await fresh()
      const next = changed(before, before.moves)
      const notice: Notice = { kind: 'game', gameId: before.id, version: next.version }
      const payload = JSON.stringify(notice)
      const saved = await saveIfVersion(t.app.db, next, before, { channelSql: NOTICE_CHANNEL_SQL, payload })
      expect(saved).toEqual({ saved: true, notified: Boolean(PG_URL) })
      const refused = await saveIfVersion(t.app.db, { ...next, version: next.version + 5 }, before, { channelSql: NOTICE_CHANNEL_SQL, payload: JSON.stringify({ ...notice, version: 99 }) })
      expect(refused).toEqual({ saved: false, notified: false })
      await new Promise((resolve) => setTimeout(resolve, 300))
      const mine = heard.filter((n) => n.kind === 'game' && n.gameId === before.id && n.version > before.version) // the start's own notices left out
      expect(mine).toEqual(PG_URL ? [notice] : [])
    } finally {
      stop()
    }
  })
})
