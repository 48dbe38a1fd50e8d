// Conditional polls (issue 11, item 6; src/api/revalidate.ts): the profile and game reads send
// If-None-Match with the last ETag of their URL, a 304 answers the remembered body, a new ETag
// replaces it, an answer without one forgets it, and sign-out forgets everything.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readUser } from '../../src/api/users'
import { fetchGame } from '../../src/api/games'
import { REVALIDATE_KEPT, forgetRevalidated, revalidatedCount } from '../../src/api/revalidate'
import { queryClientAtom, sessionAtom, signOutAtom, userQuery } from '../../src/state'
import { createTestStore } from './helpers/store'

interface Sent {
  path: string
  ifNoneMatch: string | null
  cacheControl: string | null
  pragma: string | null
}

/** A fetch that answers each read with the next scripted answer, recording what was sent. */
function scriptedFetch(answers: { status: number; body?: unknown; etag?: string }[]) {
  const sent: Sent[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const h = request.headers
      sent.push({ path: new URL(request.url, 'http://x').pathname, ifNoneMatch: h.get('If-None-Match'), cacheControl: h.get('Cache-Control'), pragma: h.get('Pragma') })
      const next = answers.shift()
      if (!next) throw new Error('no scripted answer left')
      const headers: Record<string, string> = next.etag ? { ETag: next.etag } : {}
      if (next.body === undefined) return new Response(null, { status: next.status, headers })
      return new Response(JSON.stringify(next.body), { status: next.status, headers: { ...headers, 'content-type': 'application/json' } })
    }),
  )
  return sent
}

const profile = (credit: number) => ({ id: 7, pseudo: 'Alice', credit })

afterEach(() => {
  forgetRevalidated()
  vi.unstubAllGlobals()
})

describe('the profile poll revalidated by ETag', () => {
  it('sends If-None-Match on the second read, and a 304 keeps the data (no-cache headers still sent)', async () => {
    const sent = scriptedFetch([{ status: 200, body: profile(100), etag: '"v1"' }, { status: 304, etag: '"v1"' }])
    const first = await readUser(7)
    const second = await readUser(7)
    expect(first).toEqual({ ok: true, data: profile(100) })
    expect(second).toEqual({ ok: true, data: profile(100) })
    expect(sent.map((s) => s.ifNoneMatch)).toEqual([null, '"v1"'])
    expect(sent.every((s) => s.path === '/api/user/7' && s.cacheControl === 'no-cache' && s.pragma === 'no-cache')).toBe(true)
  })

  it('to the query cache a 304 is the same data', async () => {
    scriptedFetch([{ status: 200, body: profile(100), etag: '"v1"' }, { status: 304 }])
    const client = createTestStore().get(queryClientAtom)
    const before = await client.fetchQuery(userQuery(7))
    const after = await client.fetchQuery({ ...userQuery(7), staleTime: 0 })
    expect(after).toBe(before)
    expect(client.getQueryState(['users', 7])?.status).toBe('success')
  })

  it('a 200 with a new ETag replaces the remembered body and validator', async () => {
    const sent = scriptedFetch([
      { status: 200, body: profile(100), etag: '"v1"' },
      { status: 200, body: profile(150), etag: '"v2"' },
      { status: 304 },
    ])
    await readUser(7)
    expect(await readUser(7)).toEqual({ ok: true, data: profile(150) })
    expect(await readUser(7)).toEqual({ ok: true, data: profile(150) })
    expect(sent.map((s) => s.ifNoneMatch)).toEqual([null, '"v1"', '"v2"'])
  })

  it('an answer without an ETag (a game whose turn clock runs) or an error forgets the URL', async () => {
    const game = (version: number) => ({ id: 3, version })
    const sent = scriptedFetch([
      { status: 200, body: game(1), etag: '"w"' },
      { status: 200, body: game(2) },
      { status: 200, body: game(3), etag: '"f"' },
      { status: 404, body: { message: 'Partie introuvable', status: 404 } },
      { status: 200, body: game(3) },
    ])
    await fetchGame(3)
    expect(await fetchGame(3)).toEqual({ ok: true, data: game(2) })
    await fetchGame(3)
    expect((await fetchGame(3)).ok).toBe(false)
    await fetchGame(3)
    expect(sent.map((s) => s.ifNoneMatch)).toEqual([null, '"w"', null, '"f"', null])
  })

  it('a network failure keeps the remembered answer', async () => {
    scriptedFetch([{ status: 200, body: profile(100), etag: '"v1"' }])
    await readUser(7)
    expect((await readUser(7)).ok).toBe(false) // the script is empty: fetch throws
    const sent = scriptedFetch([{ status: 304 }])
    expect(await readUser(7)).toEqual({ ok: true, data: profile(100) })
    expect(sent[0].ifNoneMatch).toBe('"v1"')
  })
})

describe('the memory of revalidated answers', () => {
  it('is forgotten at sign-out', async () => {
    const store = createTestStore()
    store.set(sessionAtom, { id: 7, accessToken: 't', admin: false })
    const sent = scriptedFetch([
      { status: 200, body: profile(100), etag: '"v1"' },
      { status: 200, body: profile(100), etag: '"v1"' },
    ])
    await readUser(7)
    store.set(signOutAtom)
    expect(revalidatedCount()).toBe(0)
    await readUser(7)
    expect(sent.map((s) => s.ifNoneMatch)).toEqual([null, null])
  })

  it(`keeps at most ${REVALIDATE_KEPT} URLs, dropping the least recently read`, async () => {
    const answers = Array.from({ length: REVALIDATE_KEPT + 1 }, (_, i) => ({ status: 200, body: { id: i, version: 1 }, etag: `"g${i}"` }))
    scriptedFetch(answers)
    await fetchGame(0)
    for (let id = 1; id < REVALIDATE_KEPT; id++) await fetchGame(id)
    const refresh = scriptedFetch([{ status: 304 }])
    await fetchGame(0) // game 0 read again: now the most recent
    expect(refresh[0].ifNoneMatch).toBe('"g0"')
    scriptedFetch([{ status: 200, body: { id: 99, version: 1 }, etag: '"g99"' }])
    await fetchGame(99)
    expect(revalidatedCount()).toBe(REVALIDATE_KEPT)
    const last = scriptedFetch([{ status: 200, body: { id: 1, version: 1 } }, { status: 304 }])
    await fetchGame(1) // the least recently read: forgotten
    await fetchGame(0)
    expect(last.map((s) => s.ifNoneMatch)).toEqual([null, '"g0"'])
  })
})
