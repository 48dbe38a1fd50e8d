// Every operation of the contract has a handler or answers 501 with a French JSON message;
// /health answers without credentials.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PG_URL, testApp, testDatabase, type TestApp } from './helpers/app'
import { adminToken } from './helpers/players'
import { label, operations, sampleRequest } from './helpers/contract-requests'
import { builtOperations, handlerFor } from '../../src/server/routes'

const NOT_BUILT = { message: "Cette fonction n'est pas encore disponible.", status: 501 }
const built = new Set(builtOperations())
const notBuiltHandler = handlerFor('__aucune_operation__')

let t: TestApp
let admin: { id: number; token: string }
beforeAll(async () => {
  t = await testApp()
  admin = await adminToken(t.api)
})
afterAll(() => t.close())

describe('operations', () => {
  it('registers handlers only under operationIds of the contract', () => {
    const ids = new Set(operations().map((op) => op.operationId))
    expect([...built].filter((id) => !ids.has(id))).toEqual([])
    expect(built.size).toBeGreaterThan(0)
  })

  it.each(operations().map((op) => [label(op), op] as const))('%s has a handler or answers 501', async (_name, op) => {
    if (built.has(op.operationId)) {
      expect(handlerFor(op.operationId)).not.toBe(notBuiltHandler)
      return
    }
    // A well-formed request from an admin reaches the handler, whatever the operation.
    const request = sampleRequest(op, { userId: admin.id }, { all: false })
    const res = await t.api.call(request.method, request.url, { token: admin.token, body: request.body, headers: request.headers })
    expect([res.status, res.body]).toEqual([501, NOT_BUILT])
  })
})

describe('/health', () => {
  it('answers {status: ok} with the database kind and the time, without credentials', async () => {
    const res = await t.api.get('/health')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'ok', database: PG_URL ? 'postgres' : 'pglite', time: t.clock().toISOString() })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('answers 503 in French when the database does not answer', async () => {
    const db = await testDatabase()
    const down = { ...db, database: { ...db.database, ping: async () => Promise.reject(new Error('injoignable')) } }
    const broken = await testApp({ database: down })
    try {
      const res = await broken.api.get('/health')
      expect([res.status, res.body]).toEqual([503, { message: 'La base de données ne répond pas.', status: 503 }])
    } finally {
      await broken.close()
      await db.dispose()
    }
  })
})
