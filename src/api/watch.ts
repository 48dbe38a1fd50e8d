// GET /api/games/{id}/watch (operationId watchGame): a friend's game in progress, live, for a
// spectator (Server-Sent Events read with fetch, like events.ts, since EventSource cannot send the
// bearer header). One connection: resolves when the stream ends; a refusal carries the server's message.
import type { paths } from './schema'
import type { StreamEvent } from './sseParser'
import { readSse, type SseCallbacks } from './sseRead'

export type { StreamEvent }

type WatchCallbacks = SseCallbacks

/** How a connection ended: closed by the server or the network, refused (with the server's message), or aborted. */
export type WatchEnd =
  | { kind: 'closed'; retryMs: number | null }
  | { kind: 'refused'; status: number; message: string | null }
  | { kind: 'aborted' }

/** The operation's path, checked against the contract (a renamed path fails to compile). */
const WATCH_PATH = '/api/games/{id}/watch' satisfies keyof paths
const watchPath = (gameId: number): string => WATCH_PATH.replace('{id}', String(gameId))

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
  const end = await readSse(watchPath(gameId), signal, {}, callbacks)
  return end.kind === 'refused' ? { kind: 'refused', status: end.response.status, message: await messageOf(end.response) } : end
}
