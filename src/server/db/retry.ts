// Transactions retried when PostgreSQL gives up on them: a serialization failure (40001) or a
// deadlock (40P01) rolls the whole transaction back, so running it again is safe.
import type { Db } from './client'
import { sqlState } from './sql-state'

const RETRYABLE = new Set(['40001', '40P01'])

const isRetryable = (error: unknown): boolean => RETRYABLE.has(sqlState(error) ?? '')

/** Runs `work` in a transaction, again (up to `attempts` times in all) after a deadlock or a serialization failure. */
export async function withRetry<T>(db: Db, work: (tx: Db) => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db))
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt)) // a small random pause
    }
  }
}
