// Simultaneous requests for the limit tests: one app on PGlite, or two instances sharing the
// PostgreSQL database of TEST_DATABASE_URL, so that a limit must hold across instances.
import { expect } from 'vitest'
import { PG_URL, testApp, testDatabase, type Answer, type TestApp } from './app'
import type { Config } from '../../../src/server/config'

export interface Cluster {
  apps: TestApp[]
  /** The app of the i-th request of a burst: requests alternate between the instances. */
  at(i: number): TestApp
  /** Moves every instance's clock. */
  advance(ms: number): void
  close(): Promise<void>
}

export async function cluster(config?: Partial<Config>): Promise<Cluster> {
  const database = await testDatabase()
  const apps = [await testApp({ database, config })]
  if (PG_URL) apps.push(await testApp({ database, config }))
  return {
    apps,
    at: (i) => apps[i % apps.length],
    advance: (ms) => apps.forEach((a) => a.clock.advance(ms)),
    close: async () => {
      for (const a of apps) await a.close()
      await database.dispose()
    },
  }
}

/** Sends `count` requests at once and waits for every answer. */
export function burst(count: number, send: (i: number) => Promise<Answer>): Promise<Answer[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => send(i)))
}

/** How many answers had each status, e.g. `{ 401: 5, 429: 35 }`. */
export function tally(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1
  return counts
}

/** Every refused answer is a French 429 with its Retry-After. */
export function expectRefusals(answers: Answer[], message: RegExp): void {
  for (const a of answers.filter((x) => x.status === 429)) {
    expect(a.body.message).toMatch(message)
    expect(Number(a.headers['retry-after'])).toBeGreaterThan(0)
  }
}
