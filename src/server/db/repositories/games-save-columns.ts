// The games table as the hand-written saves of a move see it (games-save.ts, one save;
// games-save-batch.ts, several at once): the columns written as given, and what a save carries.
import { createHash } from 'node:crypto'
import { getTableColumns } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { games } from '../schema'

export const gameColumns = getTableColumns(games) as unknown as Record<string, PgColumn>
/** The row's columns a save writes as given (id, instances and moves have their own rules). */
export const fixedKeys = Object.keys(gameColumns).filter((key) => key !== 'id' && key !== 'instances' && key !== 'moves')

/** Both drivers answer `query(text, params)`; node-postgres also takes a named statement. */
export interface RawClient {
  query(config: string | { name: string; text: string; values: unknown[] }, params?: unknown[]): Promise<{ rows: unknown[] }>
}

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
  row: Record<string, unknown>
  /** The frozen decks when they changed, else null (kept). */
  instances: unknown
  /** The whole move list when it was replaced, else null. */
  replaceMoves: unknown[] | null
  /** The moves played since, appended (null or empty: none). */
  appendMoves: unknown[] | null
}

export interface SaveResult {
  saved: boolean
  /** The notice went with the save; otherwise the caller publishes it. */
  notified: boolean
}

/** The SQL that sets the moves: `replace` when given, else the list with `append` added, else as it was. */
export const movesSql = (moves: string, replace: string, append: string) =>
  `case when ${replace} is not null then ${replace} when ${append} is not null then ${moves} || ${append} else ${moves} end`

/** A save must name every column: a missing one would be written as null. */
export function checkColumns(save: VersionedSave): void {
  for (const key of fixedKeys) if (!(key in save.row)) throw new Error(`The save of game ${save.id} lacks the column ${key}.`)
}

/** A named statement's text must never change on a connection: the name carries a hash of it. */
export const named = (prefix: string, text: string) => ({ name: `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`, text })
