// The versioned save of a game on the hot path of a move, as one hand-written statement sent
// straight to the driver (node-postgres: a named statement, parsed once per connection; PGlite: its
// own query): no query building per move. Its text is written once, from the drizzle table (column
// names, SQL types and value encodings), so it cannot drift from the schema. Saves that meet go
// together (games-save-batch.ts). Inside a transaction (the save that ends a game,
// with its rewards) the caller keeps drizzle's update.
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../client'
import { checkColumns, fixedKeys, gameColumns as columns, movesSql, named, type RawClient, type SaveNotice, type SaveResult, type VersionedSave } from './games-save-columns'
import { SaveBatcher } from './games-save-batch'

export type { SaveNotice, VersionedSave } from './games-save-columns'

/** The driver of a top-level database handle, and whether it is node-postgres; null for a transaction. */
function driverOf(db: Db): { client: RawClient; named: boolean } | null {
  const client = (db as unknown as { $client?: RawClient & { listen?: unknown } }).$client
  if (!client) return null
  return { client, named: typeof client.listen !== 'function' } // PGlite has listen(), a pg Pool does not
}

const assignments = fixedKeys.map((key, i) => `"${columns[key].name}" = $${i + 3}::${columns[key].getSQLType()}`)
const instancesParam = fixedKeys.length + 3
const replaceParam = instancesParam + 1
const appendParam = replaceParam + 1
const noticeParam = appendParam + 1
const UPDATE = [
  'update "games" set',
  assignments.join(', ') + ',',
  `"instances" = coalesce($${instancesParam}::jsonb, "instances"),`,
  `"moves" = ${movesSql('"moves"', `$${replaceParam}::jsonb`, `$${appendParam}::jsonb`)}`,
  'where "id" = $1 and "version" = $2 returning "id"',
].join(' ')
/** node-postgres: the save and its notice in one round trip (NOTIFY is delivered at the commit, only when a row was saved). */
const updateAndNotify = (channelSql: string) => `with saved as (${UPDATE}) select "id", pg_notify(${channelSql}, $${noticeParam}::text) from saved`

const encode = (column: PgColumn, value: unknown): unknown => (value == null ? null : column.mapToDriverValue(value))

/** The one-row statement's parameters. */
function valuesOf(save: VersionedSave): unknown[] {
  const values: unknown[] = [save.id, save.version]
  for (const key of fixedKeys) values.push(encode(columns[key], save.row[key]))
  values.push(
    save.instances == null ? null : JSON.stringify(save.instances),
    save.replaceMoves == null ? null : JSON.stringify(save.replaceMoves),
    save.appendMoves == null || save.appendMoves.length === 0 ? null : JSON.stringify(save.appendMoves),
  )
  return values
}

/**
 * The hot path's saves on one database handle, batched (games-save-batch.ts). One per app
 * (plugins/game-saves.ts), created on the app's handle, never on a transaction.
 */
export class GameSaves {
  private readonly batcher: SaveBatcher
  private readonly named: boolean

  constructor(db: Db) {
    const driver = driverOf(db)
    if (!driver) throw new Error('GameSaves: a database handle, not a transaction')
    const { client } = driver
    this.named = driver.named
    this.batcher = driver.named
      ? new SaveBatcher((statement, json) => client.query({ ...statement, values: [json] }), (save, notice) => saveAlone(client, save, notice))
      : new SaveBatcher((statement, json) => client.query(statement.text, [json]), async (save) => ({ saved: (await client.query(UPDATE, valuesOf(save))).rows.length === 1, notified: false }))
  }

  /** Runs the save through the driver. `notified`: the notice went with the save (node-postgres); otherwise the caller publishes it. */
  save(save: VersionedSave, notice?: SaveNotice): Promise<SaveResult> {
    checkColumns(save)
    // PGlite: the caller publishes the notice (its in-process listen)
    return this.batcher.save(save, this.named ? notice : undefined)
  }

  /** Waits for the saves queued or on their way (before the database closes). */
  close(): Promise<void> {
    return this.batcher.idle()
  }
}

/** node-postgres: one save, its notice in the same statement. */
async function saveAlone(client: RawClient, save: VersionedSave, notice: SaveNotice | undefined): Promise<SaveResult> {
  const values = valuesOf(save)
  const statement = notice ? notifyingStatement(notice.channelSql) : PLAIN
  if (notice) values.push(notice.payload)
  const { rows } = await client.query({ ...statement, values })
  return { saved: rows.length === 1, notified: notice !== undefined && rows.length === 1 }
}

const PLAIN = named('game_save', UPDATE)
const notifying = new Map<string, { name: string; text: string }>()
function notifyingStatement(channelSql: string): { name: string; text: string } {
  let statement = notifying.get(channelSql)
  if (!statement) notifying.set(channelSql, (statement = named('game_save_notify', updateAndNotify(channelSql))))
  return statement
}
