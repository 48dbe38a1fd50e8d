// GET /api/events: the server's event stream (Server-Sent Events) read with fetch, since
// EventSource cannot send the bearer header. One connection: resolves when the stream ends.
import type { paths } from './schema'
import type { StreamEvent } from './sseParser'
import { readSse, type SseCallbacks } from './sseRead'

export type { StreamEvent }

type StreamCallbacks = SseCallbacks

/** How a connection ended: closed by the server or the network, refused by status, or aborted. */
type StreamEnd = { kind: 'closed'; retryMs: number | null } | { kind: 'refused'; status: number } | { kind: 'aborted' }

/** The operation's path, checked against the contract (a renamed path fails to compile). */
const EVENTS_PATH = '/api/events' satisfies keyof paths

export async function readEventStream(signal: AbortSignal, lastEventId: string | null, callbacks: StreamCallbacks): Promise<StreamEnd> {
  const end = await readSse(EVENTS_PATH, signal, lastEventId ? { 'Last-Event-ID': lastEventId } : {}, callbacks)
  return end.kind === 'refused' ? { kind: 'refused', status: end.response.status } : end
}
