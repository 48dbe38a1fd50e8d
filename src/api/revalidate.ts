// Conditional reads for the polled answers that carry an ETag (the profile; a game while no turn
// clock runs). Every call sends Cache-Control: no-cache (spec), so the browser's cache never
// revalidates them: this layer keeps the last ETag and body per URL, sends If-None-Match, and
// answers a 304 with the kept body. Forgotten at sign-out; at most REVALIDATE_KEPT URLs.
import { request, type Answer, type ApiResult, type FallbackText } from './result'

/** How many URLs are remembered (the own profile, the games opened, a few friends' profiles). */
export const REVALIDATE_KEPT = 32

interface Kept {
  etag: string
  data: unknown
}

/** Most recently used last (a Map keeps insertion order). */
const kept = new Map<string, Kept>()

function remember(url: string, entry: Kept): void {
  kept.delete(url)
  kept.set(url, entry)
  while (kept.size > REVALIDATE_KEPT) kept.delete(kept.keys().next().value as string)
}

/** Forgets every remembered answer (sign-out: nothing read for one player serves the next). */
export const forgetRevalidated = (): void => kept.clear()

/** How many URLs are remembered (for tests). */
export const revalidatedCount = (): number => kept.size

/**
 * Sends a GET through `send` with If-None-Match when `url` was answered before with an ETag; a 304
 * returns the remembered body. A 200 with an ETag is remembered, any other answer forgets `url`
 * (a network failure keeps it).
 */
export async function revalidated<T>(
  url: string,
  send: (headers: Record<string, string>) => Promise<Answer<T>>,
  fallback?: FallbackText,
): Promise<ApiResult<T>> {
  const held = kept.get(url)
  let response: Response | null = null
  const result = await request(async () => {
    const answer = await send(held ? { 'If-None-Match': held.etag } : {})
    response = answer.response
    return answer
  }, fallback)
  const answered = response as Response | null
  if (!answered) return result
  if (answered.status === 304 && held && kept.get(url) === held) {
    remember(url, held)
    return { ok: true, data: held.data as T }
  }
  const etag = answered.headers.get('ETag')
  if (result.ok && etag) remember(url, { etag, data: result.data })
  else kept.delete(url)
  return result
}
