// The poll cache's stores are bounded (src/server/plugins/poll-cache.ts): past their max a new entry
// evicts the least recently used one, never the whole cache.
import { describe, expect, it } from 'vitest'
import { PollCache } from '../../src/server/plugins/poll-cache'
import type { UserRow } from '../../src/server/db/repositories/users'

describe('PollCache: least recently used eviction', () => {
  it('filling past the max keeps the recently used rows and drops the least recently used', async () => {
    const cache = new PollCache(() => {}, 3)
    const loads: number[] = []
    const read = (id: number) =>
      cache.user(id, async () => {
        loads.push(id)
        return { id } as UserRow
      })
    for (const id of [1, 2, 3]) await read(id)
    await read(1) // 1 used again: 2 is now the least recently used
    expect(loads).toEqual([1, 2, 3])
    await read(4) // past the max: evicts 2 only
    loads.length = 0
    for (const id of [1, 3, 4]) await read(id)
    expect(loads).toEqual([]) // still cached
    await read(2)
    expect(loads).toEqual([2]) // evicted, read again
    cache.close()
  })

  it('verified tokens are evicted the same way', () => {
    const cache = new PollCache(() => {}, 2)
    const exp = Math.floor(Date.now() / 1000) + 3600
    const token = (sub: number) => `h.${Buffer.from(JSON.stringify({ sub, exp })).toString('base64url')}.s`
    const claims = (sub: number) => ({ sub }) as never
    cache.rememberClaims(token(1), claims(1))
    cache.rememberClaims(token(2), claims(2))
    expect(cache.claims(token(1), Date.now())).not.toBeNull() // 1 used: 2 is the least recently used
    cache.rememberClaims(token(3), claims(3))
    expect(cache.claims(token(1), Date.now())).not.toBeNull()
    expect(cache.claims(token(3), Date.now())).not.toBeNull()
    expect(cache.claims(token(2), Date.now())).toBeNull()
    cache.close()
  })
})
