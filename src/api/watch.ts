// GET /api/games/{id}/watch (operationId watchGame): a friend's game in progress, live, for a
// spectator (Server-Sent Events read with fetch, like events.ts, since EventSource cannot send the
// bearer header). One connection: resolves when the stream ends; a refusal carries the server's message.
import type { paths } from './schema'
import { authorizationHeader, sessionRefused } from './client'
import { createSseParser, type StreamEvent } from './sseParser'

export type { StreamEvent }

/** The operation this module reads (typed against the contract, so a renamed path fails to compile). */
export type WatchOperation = paths['/api/games/{id}/watch']['get']

export interface WatchCallbacks {
  /** The stream answered 200 and is being read. */
  opened(): void
  event(event: StreamEvent): void
}

/** How a connection ended: closed by the server or the network, refused (with the server's message), or aborted. */
export type WatchEnd =
  | { kind: 'closed'; retryMs: number | null }
  | { kind: 'refused'; status: number; message: string | null }
  | { kind: 'aborted' }

export const watchPath = (gameId: number): string => `/api/games/${gameId}/watch`

/** The `message` of a JSON error body, else null. */
async function messageOf(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json()
    const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined
    return typeof message === 'string' ? message : null
  } catch {
    return null
  }
}

export async function readWatchStream(gameId: number, signal: AbortSignal, callbacks: WatchCallbacks): Promise<WatchEnd> {
  const headers: Record<string, string> = { Accept: 'text/event-stream', ...authorizationHeader() }
  let response: Response
  try {
    response = await globalThis.fetch(watchPath(gameId), { headers, signal, cache: 'no-store', credentials: 'include' })
  } catch {
    return signal.aborted ? { kind: 'aborted' } : { kind: 'closed', retryMs: null }
  }
  if (!response.ok || !response.body) {
    if (response.status === 401 && headers.Authorization) sessionRefused()
    return { kind: 'refused', status: response.status, message: await messageOf(response) }
  }
  callbacks.opened()
  const parser = createSseParser(callbacks.event)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      parser.push(value)
    }
  } catch {
    if (signal.aborted) return { kind: 'aborted' }
  }
  return signal.aborted ? { kind: 'aborted' } : { kind: 'closed', retryMs: parser.retryMs() }
}
