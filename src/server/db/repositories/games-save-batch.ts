// Saves of moves that meet while others are on their way go to PostgreSQL together: one statement
// (the rows as one JSON parameter read by jsonb_to_recordset), one transaction, one round trip and
// one commit for all of them; each row is still saved only over its own version and its notice
// sent only when it was saved. At most MAX_FLIGHTS statements of saves are out at once per pool, so a
// save waits at most for those; a lone save goes as the one-row statement. Two saves of one game never
// travel together nor in two flights at once. When a batch fails (a row breaks a constraint, a deadlock
// with another instance's batch), nothing of it was written and each save is sent again alone: one bad
// save never fails another. PGlite takes the same statements (its notices are the caller's to publish).
import { fixedKeys, gameColumns, movesSql, named, type SaveNotice, type SaveResult, type VersionedSave } from './games-save-columns'

const MAX_FLIGHTS = 2
const MAX_BATCH = 64

/** The one-row save (games-save.ts), for a lone save and for a failed batch's saves one by one. */
type SendOne = (save: VersionedSave, notice: SaveNotice | undefined) => Promise<SaveResult>

/** Runs a batch statement with its one parameter: the driver's way (named on node-postgres). */
type SendBatch = (statement: { name: string; text: string }, json: string) => Promise<{ rows: unknown[] }>

interface Waiting {
  save: VersionedSave
  notice: SaveNotice | undefined
  resolve: (result: SaveResult) => void
  reject: (error: unknown) => void
}

const recordColumns = [
  '"_n" integer',
  '"_id" integer',
  '"_version" integer',
  ...fixedKeys.map((key) => `"${gameColumns[key].name}" ${gameColumns[key].getSQLType()}`),
  '"_instances" jsonb',
  '"_replace" jsonb',
  '"_append" jsonb',
  '"_notice" text',
].join(', ')

const UPDATE_ALL = [
  'update "games" as g set',
  fixedKeys.map((key) => `"${gameColumns[key].name}" = x."${gameColumns[key].name}"`).join(', ') + ',',
  '"instances" = coalesce(x."_instances", g."instances"),',
  `"moves" = ${movesSql('g."moves"', 'x."_replace"', 'x."_append"')}`,
  `from jsonb_to_recordset($1::jsonb) as x(${recordColumns})`,
  'where g."id" = x."_id" and g."version" = x."_version"',
  'returning x."_n" as n, x."_notice" as notice',
].join(' ')

const statements = new Map<string, { name: string; text: string }>()
/** The batch statement, notifying on `channelSql` (none: ''); named after a hash of its text. */
function batchStatement(channelSql: string): { name: string; text: string } {
  let statement = statements.get(channelSql)
  if (!statement) {
    const text = channelSql
      ? `with saved as (${UPDATE_ALL}) select n, case when notice is not null then pg_notify(${channelSql}, notice) end from saved`
      : `with saved as (${UPDATE_ALL}) select n from saved`
    statements.set(channelSql, (statement = named('game_saves', text)))
  }
  return statement
}

/** The batch's rows as one JSON array (values as the columns take them: dates as ISO text, jsonb as JSON). */
function batchJson(batch: Waiting[]): string {
  return JSON.stringify(
    batch.map(({ save, notice }, n) => {
      const record: Record<string, unknown> = {
        _n: n,
        _id: save.id,
        _version: save.version,
        _instances: save.instances ?? null,
        _replace: save.replaceMoves,
        _append: save.appendMoves && save.appendMoves.length > 0 ? save.appendMoves : null,
        _notice: notice?.payload ?? null,
      }
      for (const key of fixedKeys) record[gameColumns[key].name] = save.row[key] ?? null
      return record
    }),
  )
}

export class SaveBatcher {
  private queue: Waiting[] = []
  /** Games with a save in flight: their next save waits for the next flight. */
  private readonly flying = new Set<number>()
  private flights = 0
  /** Callers of `idle` waiting for the queue and the flights to empty. */
  private idlers: (() => void)[] = []

  constructor(
    private readonly sendBatch: SendBatch,
    private readonly sendOne: SendOne,
  ) {}

  save(save: VersionedSave, notice: SaveNotice | undefined): Promise<SaveResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ save, notice, resolve, reject })
      this.pump()
    })
  }

  /** Resolves once no save waits nor flies. */
  idle(): Promise<void> {
    if (this.flights === 0 && this.queue.length === 0) return Promise.resolve()
    return new Promise((resolve) => this.idlers.push(resolve))
  }

  private pump(): void {
    while (this.flights < MAX_FLIGHTS) {
      const batch = this.take()
      if (batch.length === 0) return
      this.flights++
      for (const waiting of batch) this.flying.add(waiting.save.id)
      void this.send(batch).finally(() => {
        this.flights--
        for (const waiting of batch) this.flying.delete(waiting.save.id)
        this.pump()
        if (this.flights === 0 && this.queue.length === 0) for (const resolve of this.idlers.splice(0)) resolve()
      })
    }
  }

  /** Up to MAX_BATCH waiting saves, in order: one per game, none in flight, one notice channel. */
  private take(): Waiting[] {
    const batch: Waiting[] = []
    const rest: Waiting[] = []
    const games = new Set<number>()
    let channel: string | undefined
    for (const waiting of this.queue) {
      const { save, notice } = waiting
      const fits = batch.length < MAX_BATCH && !games.has(save.id) && !this.flying.has(save.id) && (!notice || channel === undefined || notice.channelSql === channel)
      if (!fits) {
        rest.push(waiting)
        continue
      }
      batch.push(waiting)
      games.add(save.id)
      channel ??= notice?.channelSql
    }
    this.queue = rest
    return batch
  }

  private async send(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) return this.alone(batch[0])
    batch.sort((a, b) => a.save.id - b.save.id) // rows locked in id order, as another instance's batch
    const channel = batch.find((waiting) => waiting.notice)?.notice?.channelSql ?? ''
    let saved: Set<number>
    try {
      const { rows } = await this.sendBatch(batchStatement(channel), batchJson(batch))
      saved = new Set(rows.map((row) => (row as { n: number }).n))
    } catch {
      await Promise.all(batch.map((waiting) => this.alone(waiting)))
      return
    }
    batch.forEach((waiting, n) => waiting.resolve({ saved: saved.has(n), notified: saved.has(n) && waiting.notice !== undefined }))
  }

  private alone(waiting: Waiting): Promise<void> {
    return this.sendOne(waiting.save, waiting.notice).then(waiting.resolve, waiting.reject)
  }
}
