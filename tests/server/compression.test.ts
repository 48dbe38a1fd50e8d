// JSON answers compressed on the wire: brotli or gzip as Accept-Encoding prefers, identity without
// it (or with q=0), `Vary: Accept-Encoding` on every JSON answer, small answers left alone, no double
// compression, and ETag revalidation still answering 304 (weak once compressed, accepted back).
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers/app'
import { startUnranked } from './helpers/games'
import type { Player } from './helpers/players'
import { compressAnswers, negotiate } from '../../src/server/plugins/compression'
import { etagOf, notModified } from '../../src/server/plugins/etag'

let t: TestApp
let p: Player
let gameUrl: string
beforeAll(async () => {
  t = await testApp()
  const game = await startUnranked(t.api)
  p = game.a
  gameUrl = `/api/games/${game.id}`
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${p.token}`, ...headers } })
const decode = (encoding: unknown, body: Buffer) => (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body)

describe('JSON answers', () => {
  it('are compressed as the client prefers, and the same JSON once decoded', async () => {
    const plain = await get(gameUrl)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(1024) // large enough to be worth it
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i)
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip;q=0.9', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
      ['*', 'br'],
    ]
    for (const [accept, expected] of cases) {
      const res = await get(gameUrl, { 'accept-encoding': accept })
      expect([accept, res.statusCode, res.headers['content-encoding']]).toEqual([accept, 200, expected])
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i)
      expect(JSON.parse(decode(expected, res.rawPayload).toString('utf8'))).toEqual(plain.json())
      if (expected) expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    }
  })

  it('leave small answers and errors under the threshold uncompressed', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br, gzip' } })
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(health.json()).toBeTruthy()
    const missing = await get('/api/nulle-part', { 'accept-encoding': 'gzip' })
    expect([missing.statusCode, missing.headers['content-encoding']]).toEqual([404, undefined])
    expect(missing.json().message).toBeTruthy()
  })
})

describe('revalidation of a compressed answer', () => {
  // a bare app with the hook and a route answering as the poll path does (etag.ts): a strong ETag, 304 on a match
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, nom: `Carte ${i}`, rareté: 'commune' })) }
  const bare = Fastify()
  bare.addHook('onSend', compressAnswers)
  bare.get('/big', (request, reply) => (notModified(request, reply, etagOf(big)) ? reply.send() : big))
  afterAll(() => bare.close())

  it('answers 304 to the weak ETag of its compressed answer and to the strong one', async () => {
    const strong = etagOf(big)
    const plain = await bare.inject({ url: '/big' })
    expect(plain.headers.etag).toBe(strong)
    const compressed = await bare.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } })
    expect([compressed.headers['content-encoding'], compressed.headers.etag]).toEqual(['gzip', `W/${strong}`])
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString('utf8'))).toEqual(big)
    for (const tag of [strong, `W/${strong}`]) {
      const res = await bare.inject({ url: '/big', headers: { 'accept-encoding': 'br, gzip', 'if-none-match': tag } })
      expect([tag, res.statusCode, res.rawPayload.length, res.headers['content-encoding']]).toEqual([tag, 304, 0, undefined])
    }
    expect((await bare.inject({ url: '/big', headers: { 'accept-encoding': 'br', 'if-none-match': '"autre"' } })).statusCode).toBe(200)
  })

  it('does not compress a body already encoded', async () => {
    const app = Fastify()
    app.addHook('onSend', compressAnswers)
    const gzipped = gzipSync(JSON.stringify(big))
    app.get('/encoded', (_request, reply) => reply.type('application/json').header('content-encoding', 'gzip').send(gzipped))
    const res = await app.inject({ url: '/encoded', headers: { 'accept-encoding': 'br' } })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.rawPayload.equals(gzipped)).toBe(true)
    await app.close()
  })
})

describe('negotiate', () => {
  it('honours q-values, x-gzip and *, and refuses q=0', () => {
    expect(negotiate(undefined)).toBeNull()
    expect(negotiate('')).toBeNull()
    expect(negotiate('deflate')).toBeNull()
    expect(negotiate('x-gzip')).toBe('gzip')
    expect(negotiate('GZIP, BR')).toBe('br')
    expect(negotiate('br;q=0.1, gzip')).toBe('gzip')
    expect(negotiate('*;q=0')).toBeNull()
    expect(negotiate('gzip, *;q=0')).toBe('gzip')
    expect(negotiate('br; q=0.8, *;q=0.9')).toBe('gzip')
  })
})
