// Images go through the Cache Storage cache 'image-cache' (spec §9): a hit is served from it, a
// miss is fetched and stored with the time it was stored. A sweep every 60 s drops entries older
// than IMAGE_CACHE_MAX_AGE_MS, so art changed on the server is seen within the hour.

/** Cache Storage name for images, and the sweep period. */
export const IMAGE_CACHE_NAME = 'image-cache'
export const IMAGE_CACHE_SWEEP_MS = 60_000
/** An image kept longer than this is dropped by the sweep. */
export const IMAGE_CACHE_MAX_AGE_MS = 60 * 60_000

const STORED_AT = 'x-stored-at'
const available = () => typeof caches !== 'undefined' && typeof window !== 'undefined' && window.isSecureContext !== false

/** An object URL for the image (from the cache when present), or the URL itself when caching is impossible. */
export async function cachedImageUrl(url: string): Promise<string> {
  if (!available()) return url
  try {
    const cache = await caches.open(IMAGE_CACHE_NAME)
    const response = await cache.match(url)
    if (!response) {
      const fetched = await fetch(url, { credentials: 'same-origin' })
      if (!fetched.ok) return url
      const blob = await fetched.blob()
      const headers = new Headers(fetched.headers)
      headers.set(STORED_AT, String(Date.now()))
      await cache.put(url, new Response(blob, { headers }))
      return URL.createObjectURL(blob)
    }
    return URL.createObjectURL(await response.blob())
  } catch {
    return url
  }
}

/** Removes the entries older than the maximum age; returns how many were removed. */
export async function sweepImageCache(now = Date.now()): Promise<number> {
  if (!available()) return 0
  const cache = await caches.open(IMAGE_CACHE_NAME)
  let removed = 0
  for (const request of await cache.keys()) {
    const response = await cache.match(request)
    const storedAt = Number(response?.headers.get(STORED_AT) ?? 0)
    if (!storedAt || now - storedAt > IMAGE_CACHE_MAX_AGE_MS) {
      await cache.delete(request)
      removed++
    }
  }
  return removed
}

/** Starts the periodic sweep; returns the function that stops it. */
export function startImageCacheSweep(): () => void {
  const timer = setInterval(() => void sweepImageCache().catch(() => 0), IMAGE_CACHE_SWEEP_MS)
  return () => clearInterval(timer)
}
