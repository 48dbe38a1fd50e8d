// A fresh app for a test: its own PGlite (a copy of a migrated template), or its own database on TEST_DATABASE_URL's
// PostgreSQL (a copy of a template database) when it is set. `api` injects requests and checks every answer against the contract.
import { expect } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../src/server/app'
import { testConfig, type Config } from '../../../src/server/config'
import { manualClock } from '../../../src/server/clock'
import type { Database } from '../../../src/server/db/client'
import { checkAnswer } from './contract'
import { pgliteCopy } from './pglite-template'
import { pgCopy } from './pg-template'
import { SEED_CONFIG } from './seed-template'

export const PG_URL = process.env.TEST_DATABASE_URL || null

export interface TestDatabase {
  database: Database
  /** Drops what the test created. */
  dispose(): Promise<void>
}

/** A migrated and seeded database: a copy of the PGlite template, or of the template database on TEST_DATABASE_URL. */
export async function testDatabase(): Promise<TestDatabase> {
  return PG_URL ? pgCopy(PG_URL) : pgliteCopy()
}

export interface TestApp {
  app: FastifyInstance
  clock: ReturnType<typeof manualClock>
  api: Api
  close(): Promise<void>
}

export async function testApp(options: { config?: Partial<Config>; seed?: boolean; database?: TestDatabase; clock?: ReturnType<typeof manualClock> } = {}): Promise<TestApp> {
  const clock = options.clock ?? manualClock()
  const owned = !options.database
  const db = options.database ?? (await testDatabase())
  const app = await buildApp({
    config: testConfig({ ...SEED_CONFIG, ...options.config }),
    clock,
    database: db.database,
    seed: options.seed,
  })
  await app.ready()
  // A loaded CI machine can take over the second's default to hear a marker back; a timed-out
  // marker empties the cache, and a late notice then makes a read the test counted as cached.
  app.pollCache.markerTimeoutMs = 30_000
  return {
    app,
    clock,
    api: new Api(app),
    close: async () => {
      await app.close()
      if (owned) await db.dispose()
    },
  }
}

export interface Answer<T = any> {
  status: number
  body: T
  headers: Record<string, unknown>
}

export interface CallOptions {
  token?: string
  body?: unknown
  headers?: Record<string, string>
  /** Skip the contract check (for deliberately broken requests whose answers are checked by hand). */
  unchecked?: boolean
  /** Send this raw payload instead of JSON. */
  raw?: string
  ip?: string
}

export class Api {
  constructor(private readonly app: FastifyInstance) {}

  async call<T = any>(method: string, url: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    let payload: string | undefined
    if (options.raw !== undefined) payload = options.raw
    else if (options.body !== undefined) {
      payload = JSON.stringify(options.body)
      headers['content-type'] ??= 'application/json'
    }
    const res = await this.app.inject({ method: method as 'GET', url, headers, payload, remoteAddress: options.ip ?? '127.0.0.1' })
    const body = res.body && String(res.headers['content-type'] ?? '').includes('json') ? res.json() : res.body
    if (!options.unchecked) {
      expect(res.statusCode, `${method} ${url} answered 500: ${res.body}`).not.toBe(500)
      expect(checkAnswer(method, url, res.statusCode, body), `${method} ${url} → ${res.statusCode} ${res.body.slice(0, 300)}`).toEqual([])
    }
    return { status: res.statusCode, body: body as T, headers: res.headers }
  }

  get = <T = any>(url: string, options?: CallOptions) => this.call<T>('GET', url, options)
  post = <T = any>(url: string, body?: unknown, options?: CallOptions) => this.call<T>('POST', url, { ...options, body })
  put = <T = any>(url: string, body?: unknown, options?: CallOptions) => this.call<T>('PUT', url, { ...options, body })
  delete = <T = any>(url: string, options?: CallOptions) => this.call<T>('DELETE', url, options)
}

export interface TwoInstances {
  a: TestApp
  b: TestApp
  close(): Promise<void>
}

/** Two app instances sharing one fresh database (PostgreSQL when TEST_DATABASE_URL is set), as behind a load balancer. */
export async function twoInstances(config?: Partial<Config>): Promise<TwoInstances> {
  const database = await testDatabase()
  const a = await testApp({ database, config })
  const b = await testApp({ database, config })
  return {
    a,
    b,
    close: async () => {
      await a.close()
      await b.close()
      await database.dispose()
    },
  }
}
