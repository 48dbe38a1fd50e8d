// A fresh app for a test: its own PGlite (a copy of a migrated template), or an isolated schema of TEST_DATABASE_URL's
// PostgreSQL when it is set. `api` injects requests and checks every answer against the contract.
import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../src/server/app'
import { testConfig, type Config } from '../../../src/server/config'
import { manualClock } from '../../../src/server/clock'
import { openDatabase, type Database } from '../../../src/server/db/client'
import { checkAnswer } from './contract'
import { pgliteCopy } from './pglite-template'

export const PG_URL = process.env.TEST_DATABASE_URL || null

export interface TestDatabase {
  database: Database
  /** Drops what the test created. */
  dispose(): Promise<void>
}

/** A migrated database: a copy of the migrated PGlite template, or a fresh schema on TEST_DATABASE_URL. */
export async function testDatabase(): Promise<TestDatabase> {
  if (!PG_URL) return pgliteCopy()
  const schema = `t_${randomBytes(6).toString('hex')}`
  const admin = await openDatabase({ databaseUrl: PG_URL, dataDir: null })
  await admin.db.execute(`CREATE SCHEMA ${schema}`)
  await admin.close()
  const database = await openDatabase({ databaseUrl: PG_URL, dataDir: null, pgSchema: schema })
  await database.migrate()
  return {
    database,
    dispose: async () => {
      await database.close()
      const cleaner = await openDatabase({ databaseUrl: PG_URL, dataDir: null })
      await cleaner.db.execute(`DROP SCHEMA ${schema} CASCADE`)
      await cleaner.close()
    },
  }
}

export interface TestApp {
  app: FastifyInstance
  clock: ReturnType<typeof manualClock>
  api: Api
  close(): Promise<void>
}

export async function testApp(options: { config?: Partial<Config>; seed?: boolean; database?: TestDatabase } = {}): Promise<TestApp> {
  const clock = manualClock()
  const owned = !options.database
  const db = options.database ?? (await testDatabase())
  const app = await buildApp({
    config: testConfig({ adminPseudo: 'admin', adminPassword: 'admin-password', ...options.config }),
    clock,
    database: db.database,
    seed: options.seed,
  })
  await app.ready()
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
