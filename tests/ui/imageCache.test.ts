// Images go through the Cache Storage cache 'image-cache'; the sweep (every 60 s) drops old entries.
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  IMAGE_CACHE_MAX_AGE_MS,
  IMAGE_CACHE_NAME,
  IMAGE_CACHE_SWEEP_MS,
  cachedImageUrl,
  startImageCacheSweep,
  sweepImageCache,
} from '../../src/images/imageCache'

function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>()
  const open = vi.fn(async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map())
    const store = stores.get(name)!
    return {
      match: async (key: string | Request) => store.get(typeof key === 'string' ? key : new URL(key.url).pathname)?.clone(),
      put: async (key: string, response: Response) => void store.set(key, response),
      keys: async () => [...store.keys()].map((k) => new Request(new URL(k, 'http://localhost').href)),
      delete: async (key: Request) => store.delete(new URL(key.url).pathname),
    }
  })
  vi.stubGlobal('caches', { open })
  return { stores, open }
}

describe('image cache', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("stores a fetched image in 'image-cache' and serves it from there next time", async () => {
    const { stores, open } = fakeCaches()
    const fetchMock = vi.fn(async () => new Response(new Blob(['<svg/>'], { type: 'image/svg+xml' })))
    vi.stubGlobal('fetch', fetchMock)
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:local', revokeObjectURL: () => {} }))
    expect(await cachedImageUrl('/assets/ui/logo.svg')).toBe('blob:local')
    expect(await cachedImageUrl('/assets/ui/logo.svg')).toBe('blob:local')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(open).toHaveBeenCalledWith(IMAGE_CACHE_NAME)
    expect(stores.get('image-cache')?.has('/assets/ui/logo.svg')).toBe(true)
  })

  it('sweeps entries older than the maximum age, every 60 s', async () => {
    const { stores } = fakeCaches()
    const now = 10 * IMAGE_CACHE_MAX_AGE_MS
    const cache = new Map<string, Response>()
    cache.set('/old.svg', new Response('x', { headers: { 'x-stored-at': String(now - IMAGE_CACHE_MAX_AGE_MS - 1) } }))
    cache.set('/new.svg', new Response('x', { headers: { 'x-stored-at': String(now - 1000) } }))
    stores.set('image-cache', cache)
    expect(await sweepImageCache(now)).toBe(1)
    expect([...cache.keys()]).toEqual(['/new.svg'])

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    cache.set('/old.svg', new Response('x', { headers: { 'x-stored-at': '1' } }))
    const stop = startImageCacheSweep()
    expect(IMAGE_CACHE_SWEEP_MS).toBe(60_000)
    await vi.advanceTimersByTimeAsync(59_999)
    expect(cache.has('/old.svg')).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(cache.has('/old.svg')).toBe(false))
    stop()
    expect(vi.getTimerCount()).toBe(0)
  })
})
