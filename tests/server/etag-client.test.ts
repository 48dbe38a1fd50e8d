// The client's conditional polls against a real listening server (src/api/revalidate.ts with
// src/server/plugins/etag.ts): the second profile read sends If-None-Match over HTTP, gets a
// bodiless 304 and still hands back the profile; a change answers 200 with the new profile; a
// waiting game revalidates the same way.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testApp, type TestApp } from './helpers/app'
import { adminToken, newPlayer, type Player } from './helpers/players'

let t: TestApp
let origin = ''
let token: string | null = null
/** What went over the wire: the request's If-None-Match, the answer's status and body size. */
const wire: { path: string; ifNoneMatch: string | null; status: number; bytes: number }[] = []
type Client = { readUser: typeof import('../../src/api/users').readUser; fetchGame: typeof import('../../src/api/games').fetchGame }
let client: Client

beforeAll(async () => {
  t = await testApp()
  origin = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1')
  // The client's paths are relative (same origin in the browser): resolve them against the server.
  const NodeRequest = globalThis.Request
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' && input.startsWith('/') ? origin + input : input, init)
      }
    },
  )
  const nodeFetch = globalThis.fetch
  vi.stubGlobal('fetch', async (request: Request, init?: RequestInit) => {
    const response = await nodeFetch(request, init)
    const bytes = (await response.clone().arrayBuffer()).byteLength
    wire.push({ path: new URL(request.url).pathname, ifNoneMatch: request.headers.get('If-None-Match'), status: response.status, bytes })
    return response
  })
  const { configureApi } = await import('../../src/api/client')
  configureApi({ getToken: () => token, onUnauthorized: () => {} })
  client = { readUser: (await import('../../src/api/users')).readUser, fetchGame: (await import('../../src/api/games')).fetchGame }
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await t.close()
})

describe('the client revalidating against the server', () => {
  it('the second profile poll gets a 304 over HTTP and keeps the profile; a change brings it anew', async () => {
    const p: Player = await newPlayer(t.api)
    token = p.token
    wire.length = 0
    const first = await client.readUser(p.id)
    const second = await client.readUser(p.id)
    expect(first.ok && second.ok).toBe(true)
    expect(second).toEqual(first)
    expect(wire.map((w) => [w.status, w.ifNoneMatch !== null])).toEqual([
      [200, false],
      [304, true],
    ])
    expect(wire[1].bytes).toBe(0)

    const admin = await adminToken(t.api)
    expect((await t.api.post('/api/user/credit', { userId: p.id, amount: 5 }, { token: admin.token })).status).toBe(200)
    const third = await client.readUser(p.id)
    expect(wire[2].status).toBe(200)
    expect(third.ok && first.ok && third.data.credit).toBe(first.ok && first.data.credit + 5)
  })

  it('a waiting game is revalidated the same way', async () => {
    const a = await newPlayer(t.api)
    token = a.token
    const opened = await t.api.post('/api/games/unranked', { userId: a.id }, { token: a.token })
    const id = opened.body.id as number
    wire.length = 0
    const first = await client.fetchGame(id)
    const second = await client.fetchGame(id)
    expect(second).toEqual(first)
    expect(wire.map((w) => w.status)).toEqual([200, 304])
    expect((await t.api.post(`/api/games/unranked/end/${id}`, { userId: a.id }, { token: a.token })).status).toBe(200)
  })
})
