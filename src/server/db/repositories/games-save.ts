// The versioned save of a game on the hot path of a move, as one hand-written statement sent
// straight to the driver (node-postgres: a named statement, parsed once per connection; PGlite: its
// own query): no query building per move. Its text is written once, from the drizzle table (column
// names, SQL types and value encodings), so it cannot drift from the schema. Inside a transaction
// (the save that ends a game, with its rewards) the caller keeps drizzle's update.
import { createHash } from 'node:crypto'
import { getTableColumns } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../client'
import { games } from '../schema'

/** Both drivers answer `query(text, params)`; node-postgres also takes a named statement. */
interface RawClient {
  query(config: string | { name: string; text: string; values: unknown[] }, params?: unknown[]): Promise<{ rows: unknown[] }>
}

/** The driver of a top-level database handle, and whether it is node-postgres; null for a transaction. */
function driverOf(db: Db): { client: RawClient; named: boolean } | null {
  const client = (db as unknown as { $client?: RawClient & { listen?: unknown } }).$client
  if (!client) return null
  return { client, named: typeof client.listen !== 'function' } // PGlite has listen(), a pg Pool does not
}

/** The row's columns the save writes as given (instances and moves have their own rules). */
type Columns = Record<string, unknown>

const columns = getTableColumns(games) as unknown as Record<string, PgColumn>
const fixedKeys = Object.keys(columns).filter((key) => key !== 'id' && key !== 'instances' && key !== 'moves')

const assignments = fixedKeys.map((key, i) => `"${columns[key].name}" = $${i + 3}::${columns[key].getSQLType()}`)
const instancesParam = fixedKeys.length + 3
const replaceParam = instancesParam + 1
const appendParam = replaceParam + 1
const noticeParam = appendParam + 1
const UPDATE = [
  'update "games" set',
  assignments.join(', ') + ',',
  `"instances" = coalesce($${instancesParam}::jsonb, "instances"),`,
  `"moves" = case when $${replaceParam}::jsonb is not null then $${replaceParam}::jsonb when $${appendParam}::jsonb is not null then "moves" || $${appendParam}::jsonb else "moves" end`,
  'where "id" = $1 and "version" = $2 returning "id"',
].join(' ')
/** node-postgres: the save and its notice in one round trip (NOTIFY is delivered at the commit, only when a row was saved). */
const updateAndNotify = (channelSql: string) => `with saved as (${UPDATE}) select "id", pg_notify(${channelSql}, $${noticeParam}::text) from saved`

const encode = (column: PgColumn, value: unknown): unknown => (value == null ? null : column.mapToDriverValue(value))

/** A notice to send with the save: its channel (an SQL expression) and its payload. */
export interface SaveNotice {
  channelSql: string
  payload: string
}

export interface VersionedSave {
  id: number
  /** The version the row must still have. */
  version: number
  /** Every column but id, instances and moves (`rowOf`). */
  row: Columns
  /** The frozen decks when they changed, else null (kept). */
  instances: unknown
  /** The whole move list when it was replaced, else null. */
  replaceMoves: unknown[] | null
  /** The moves played since, appended (null or empty: none). */
  appendMoves: unknown[] | null
}

/**
 * Runs the save through the driver; null when `db` is a transaction (the caller uses drizzle).
 * `notified`: the notice went with the save (node-postgres); otherwise the caller publishes it.
 */
export async function saveIfVersionRaw(db: Db, save: VersionedSave, notice?: SaveNotice): Promise<{ saved: boolean; notified: boolean } | null> {
  const driver = driverOf(db)
  if (!driver) return null
  const values: unknown[] = [save.id, save.version]
  for (const key of fixedKeys) {
    if (!(key in save.row)) throw new Error(`The save of game ${save.id} lacks the column ${key}.`)
    values.push(encode(columns[key], save.row[key]))
  }
  values.push(
    save.instances == null ? null : JSON.stringify(save.instances),
    save.replaceMoves == null ? null : JSON.stringify(save.replaceMoves),
    save.appendMoves == null || save.appendMoves.length === 0 ? null : JSON.stringify(save.appendMoves),
  )
  if (!driver.named) {
    const { rows } = await driver.client.query(UPDATE, values)
    return { saved: rows.length === 1, notified: false }
  }
  const statement = notice ? notifyingStatement(notice.channelSql) : PLAIN
  if (notice) values.push(notice.payload)
  const { rows } = await driver.client.query({ ...statement, values })
  return { saved: rows.length === 1, notified: notice !== undefined && rows.length === 1 }
}

/** A named statement's text must never change on a connection: the name carries a hash of it. */
const named = (prefix: string, text: string) => ({ name: `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`, text })
const PLAIN = named('game_save', UPDATE)
const notifying = new Map<string, { name: string; text: string }>()
function notifyingStatement(channelSql: string): { name: string; text: string } {
  let statement = notifying.get(channelSql)
  if (!statement) notifying.set(channelSql, (statement = named('game_save_notify', updateAndNotify(channelSql))))
  return statement
}
