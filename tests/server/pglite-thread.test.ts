// PGlite in its own thread (src/server/db/pglite-thread.ts): rows and types cross unchanged, a
// transaction commits or rolls back, statements outside it wait for it, errors keep their SQLSTATE
// and fields, notifications are forwarded, close ends the thread and a killed thread fails what
// waits instead of hanging. PGlite only (PostgreSQL has no thread of its own).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../src/server/db/client'
import type { PgliteThread } from '../../src/server/db/pglite-thread'
import { sqlState } from '../../src/server/db/sql-state'
import { users } from '../../src/server/db/schema'
import { PG_URL } from './helpers/app'
import { pgliteCopy } from './helpers/pglite-template'

const threadOf = (database: Database) => (database.db as unknown as { $client: PgliteThread }).$client
const raw = (value: string) => value // drizzle's parsers: identity functions for dates and intervals

describe.skipIf(PG_URL)('PGlite in its own thread', () => {
  let copy: Awaited<ReturnType<typeof pgliteCopy>>
  let client: PgliteThread

  beforeAll(async () => {
    copy = await pgliteCopy({ thread: true })
    client = threadOf(copy.database)
    await client.exec('create table thread_items (id int primary key, label text not null unique)')
  })
  afterAll(() => copy.dispose())

  it('returns the rows and their types as PGlite parses them', async () => {
    const { rows, fields } = await client.query<Record<string, unknown>>(
      `select 1::int4 as small, 9007199254740993::int8 as big, 12::int8 as count, 1.5::numeric as decimal, true as yes,
        null::text as nothing, 'élan'::text as text, '{"a":[1,"b"],"c":null}'::jsonb as doc, array[1,2]::int4[] as ints,
        array['x','y']::text[] as texts, '\\x0102ff'::bytea as bytes,
        '2026-03-04 05:06:07.5+00'::timestamptz as at, '2026-03-04'::date as day, $1::text as param, $2::jsonb as json_param`,
      ['paramètre', JSON.stringify({ k: [true] })],
      { parsers: { 1184: raw, 1082: raw } },
    )
    expect(rows).toEqual([
      {
        small: 1,
        big: 9007199254740993n,
        count: 12,
        decimal: '1.5',
        yes: true,
        nothing: null,
        text: 'élan',
        doc: { a: [1, 'b'], c: null },
        ints: [1, 2],
        texts: ['x', 'y'],
        bytes: new Uint8Array([1, 2, 255]),
        at: '2026-03-04 05:06:07.5+00', // raw text, as drizzle's identity parser wants it
        day: '2026-03-04',
        param: 'paramètre',
        json_param: { k: [true] },
      },
    ])
    expect(fields.map((f) => f.dataTypeID)).toContain(1184)
    const arrays = await client.query<unknown[]>('select 1 as a, $1::text as b', ['x'], { rowMode: 'array' })
    expect(arrays.rows).toEqual([[1, 'x']])
  })

  it('round-trips the schema through drizzle (timestamps as Date, json, enums)', async () => {
    const [admin] = await copy.database.db.select().from(users).limit(1)
    expect(admin.createdAt).toBeInstanceOf(Date)
    const [again] = await copy.database.db.select().from(users).where(eq(users.id, admin.id))
    expect(again).toEqual(admin)
  })

  it('refuses query options that cannot cross to the thread', () => {
    expect(() => client.query('select 1', [], { parsers: { 1184: (v: string) => new Date(v) } })).toThrow(/not the identity/)
    expect(() => client.query('select 1', [], { serializers: {} })).toThrow(/serializers/)
  })

  it('commits a transaction, rolls back one that throws (its error rethrown)', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into thread_items values (1, $1)', ['un'])
      await tx.exec("insert into thread_items values (2, 'deux')")
    })
    const failure = new Error('abandon')
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into thread_items values (3, $1)', ['trois'])
        throw failure
      }),
    ).rejects.toBe(failure)
    await client.transaction(async (tx) => {
      await tx.query('insert into thread_items values (4, $1)', ['quatre'])
      await tx.rollback()
      expect(tx.closed).toBe(true)
    })
    const { rows } = await client.query('select id from thread_items order by id')
    expect(rows).toEqual([{ id: 1 }, { id: 2 }])
  })

  it('nests savepoints through drizzle: the inner failure rolls back only its part', async () => {
    const db = copy.database.db
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_items values (10, 'dehors')`)
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into thread_items values (11, 'dedans')`)
          throw new Error('inner')
        })
        .catch(() => {})
    })
    const { rows } = await client.query('select id from thread_items where id >= 10 order by id')
    expect(rows).toEqual([{ id: 10 }])
  })

  it('makes statements outside an open transaction wait for its end', async () => {
    const order: string[] = []
    let outside: Promise<unknown> | null = null
    await client.transaction(async (tx) => {
      await tx.query("insert into thread_items values (20, 'vingt')")
      outside = client.query<{ n: number }>('select count(*)::int as n from thread_items where id = 20').then((result) => {
        order.push('outside')
        return result.rows[0].n
      })
      // the thread runs requests as they arrive: the outside query, sent first, would be answered first if it did not wait
      await tx.query('select 1')
      order.push('transaction')
    })
    expect(await outside).toBe(1) // it saw the committed row
    expect(order).toEqual(['transaction', 'outside'])
  })

  it('keeps the SQLSTATE and the fields of a database error', async () => {
    const error = await client.query("insert into thread_items values (1, 'encore')").catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: '23505', constraint: 'thread_items_pkey', table: 'thread_items', severity: 'ERROR' })
    expect((error as { detail: string }).detail).toMatch(/already exists/)
    expect(sqlState(error)).toBe('23505')
    const viaDrizzle = await copy.database.db.execute(sql`insert into thread_items values (99, 'un')`).catch((e: unknown) => e)
    expect(sqlState(viaDrizzle)).toBe('23505')
    const aborted = await client
      .transaction(async (tx) => {
        await tx.query('select 1/0').catch(() => {}) // swallowed: the transaction is aborted anyway
      })
      .catch((e: unknown) => e)
    expect(sqlState(aborted)).toBe('25P02')
  })

  it('forwards notifications to listeners until they stop', async () => {
    const heard: string[] = []
    const unlisten = await client.listen('thread_channel', (payload) => heard.push(payload))
    await client.query("select pg_notify('thread_channel', 'bonjour')")
    await client.transaction(async (tx) => void (await tx.query("select pg_notify('thread_channel', 'au commit')")))
    await expect.poll(() => heard).toEqual(['bonjour', 'au commit'])
    await unlisten()
    await client.query("select pg_notify('thread_channel', 'personne')")
    await client.query('select 1')
    expect(heard).toEqual(['bonjour', 'au commit'])
  })
})

describe.skipIf(PG_URL)('the PGlite thread ending', () => {
  it('close ends the thread; later requests are refused', async () => {
    const copy = await pgliteCopy({ thread: true })
    const client = threadOf(copy.database)
    await client.query('select 1')
    await copy.dispose() // resolves once the thread has exited
    await expect(client.query('select 1')).rejects.toThrow(/closed/)
    await client.close() // twice is harmless
  })

  it('a killed thread fails pending and later queries with a clear error', async () => {
    const copy = await pgliteCopy({ thread: true })
    const client = threadOf(copy.database)
    const pending = client.query('select pg_sleep(5)')
    const other = client.query('select 1') // queued behind the sleep, which the thread starts as it arrives
    await client.terminate()
    await expect(pending).rejects.toThrow(/PGlite database thread ended/)
    await expect(other).rejects.toThrow(/PGlite database thread ended/)
    await expect(client.query('select 1')).rejects.toThrow(/PGlite database thread ended/)
    await copy.dispose() // closing a dead thread returns at once
  })
})
