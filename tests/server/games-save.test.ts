// The versioned save of a game (repositories/games.ts `saveIfVersion`): the hand-written statement
// of the hot path (games-save.ts) writes exactly what drizzle's update in a transaction writes —
// every column, the moves appended or replaced, the frozen decks only when they changed —, refuses
// a stale version, and on PostgreSQL carries the game's notice in the same round trip (only when saved).
// Saves that meet go in one statement (games-save-batch.ts), each still over its own version.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
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

  /** Publishes a notice of its own and waits until `heard` has it: notices come in commit order, so any sent before it came too. */
  async function heardThrough(heard: Notice[]): Promise<void> {
    const marker: Notice = { kind: 'presence', userId: -1, online: false }
    t.app.events.publish(marker)
    await vi.waitFor(() => expect(heard).toContainEqual(marker), { timeout: 10_000 })
  }

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
        : await saveIfVersion(t.app.db, next, before, t.app.gameSaves)
      expect(result.saved).toBe(true)
      expect((await loadGame(t.app.db, before.id))!.record, inTransaction ? 'drizzle' : 'hand-written').toEqual(next)
    }
  })

  it('replaces the move list and the frozen decks when they were replaced, and keeps them otherwise', async () => {
    const before = await fresh()
    const decks = { ...before.decks } // a new object: the decks count as replaced
    const next = changed(before, [pass(2, '2026-01-02T00:00:00.000Z')], decks)
    expect((await saveIfVersion(t.app.db, next, before, t.app.gameSaves)).saved).toBe(true)
    expect((await loadGame(t.app.db, before.id))!.record).toEqual(next)
    const same = { ...next, version: next.version + 1, winner: next.players[1] }
    expect((await saveIfVersion(t.app.db, same, next, t.app.gameSaves)).saved).toBe(true)
    expect((await loadGame(t.app.db, before.id))!.record).toEqual(same)
  })

  it('refuses a save over a version that moved, and leaves the row as it was', async () => {
    const before = await fresh()
    const first = changed(before, before.moves)
    expect((await saveIfVersion(t.app.db, first, before, t.app.gameSaves)).saved).toBe(true)
    const late = changed(before, [...before.moves, pass(1, '2026-01-03T00:00:00.000Z')])
    expect(await saveIfVersion(t.app.db, late, before, t.app.gameSaves)).toEqual({ saved: false, notified: false })
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
      const saved = await saveIfVersion(t.app.db, next, before, t.app.gameSaves, { channelSql: NOTICE_CHANNEL_SQL, payload })
      expect(saved).toEqual({ saved: true, notified: Boolean(PG_URL) })
      const refused = await saveIfVersion(t.app.db, { ...next, version: next.version + 5 }, before, t.app.gameSaves, { channelSql: NOTICE_CHANNEL_SQL, payload: JSON.stringify({ ...notice, version: 99 }) })
      expect(refused).toEqual({ saved: false, notified: false })
      await heardThrough(heard)
      const mine = heard.filter((n) => n.kind === 'game' && n.gameId === before.id && n.version > before.version) // the start's own notices left out
      expect(mine).toEqual(PG_URL ? [notice] : [])
    } finally {
      stop()
    }
  })

  /** Unranked games started one after another (players waiting at once would be paired together). */
  const freshGames = async (count: number): Promise<GameRecord[]> => {
    const records: GameRecord[] = []
    for (let i = 0; i < count; i++) records.push(await fresh())
    return records
  }

  /** The statements sent to the driver: their text (node-postgres's named statements and PGlite's queries alike). */
  function countStatements(): { texts: string[]; stop: () => void } {
    const client = (t.app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client
    const original = client.query
    const texts: string[] = []
    client.query = function (this: unknown, ...args: unknown[]) {
      const query = args[0] as string | { text?: string }
      texts.push(typeof query === 'string' ? query : (query?.text ?? ''))
      return original.apply(this, args)
    }
    return { texts, stop: () => void (client.query = original) }
  }

  it(`go together in one statement, each saved over its own version, notified ${PG_URL ? 'only when saved' : 'by the caller (PGlite)'}`, async () => {
    const heard: Notice[] = []
    const stop = t.app.events.onNotice((n) => heard.push(n))
    const counted = countStatements()
    try {
      const befores = await freshGames(8)
      // moves appended, except one save that replaces the moves and the frozen decks
      const nexts = befores.map((before, i) =>
        i === 5 ? changed(before, [pass(2, '2026-01-09T00:00:00.000Z')], { ...before.decks }) : changed(before, [...before.moves, pass(1, `2026-01-0${i + 1}T00:00:00.000Z`)]),
      )
      // the last one is stale: its game moved first
      const stale = befores[7]
      expect((await saveIfVersion(t.app.db, nexts[7], stale, t.app.gameSaves)).saved).toBe(true)
      const late = changed(stale, [...stale.moves, pass(2, '2026-02-01T00:00:00.000Z')])
      const noticeOf = (record: GameRecord): Notice => ({ kind: 'game', gameId: record.id, version: record.version })
      const results = await Promise.all([
        ...nexts.slice(0, 7).map((next, i) => saveIfVersion(t.app.db, next, befores[i], t.app.gameSaves, { channelSql: NOTICE_CHANNEL_SQL, payload: JSON.stringify(noticeOf(next)) })),
        saveIfVersion(t.app.db, late, stale, t.app.gameSaves, { channelSql: NOTICE_CHANNEL_SQL, payload: JSON.stringify({ ...noticeOf(late), version: 99 }) }),
      ])
      expect(results.map((r) => r.saved)).toEqual([true, true, true, true, true, true, true, false])
      expect(results.map((r) => r.notified)).toEqual([...Array(7).fill(Boolean(PG_URL)), false])
      for (let i = 0; i < 8; i++) expect((await loadGame(t.app.db, befores[i].id))!.record).toEqual(nexts[i])
      expect(counted.texts.filter((text) => text.includes('jsonb_to_recordset')).length).toBeGreaterThan(0)
      if (PG_URL) {
        await heardThrough(heard)
        const sent = nexts.slice(0, 7).map((next) => JSON.stringify(noticeOf(next)))
        expect(sent.filter((notice) => heard.some((n) => JSON.stringify(n) === notice))).toEqual(sent)
        expect(heard.some((n) => n.kind === 'game' && n.version === 99)).toBe(false)
      }
    } finally {
      counted.stop()
      stop()
    }
  })

  it('one save a column refuses fails alone: the others of its batch are saved', async () => {
    const befores = await freshGames(6)
    const nexts = befores.map((before) => changed(before, before.moves))
    const bad = { ...nexts[4], state: nexts[4].state ? { ...nexts[4].state, consecutiveTimeouts: { 1: 2 ** 40, 2: 0 } } : null } as GameRecord
    const results = await Promise.allSettled(nexts.map((next, i) => saveIfVersion(t.app.db, i === 4 ? bad : next, befores[i], t.app.gameSaves)))
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled'])
    for (const i of [0, 1, 2, 3, 5]) expect((await loadGame(t.app.db, befores[i].id))!.record).toEqual(nexts[i])
    expect((await loadGame(t.app.db, befores[4].id))!.record).toEqual(befores[4])
  })
})
