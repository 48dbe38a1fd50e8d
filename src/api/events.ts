// GET /api/events: the server's event stream (Server-Sent Events) read with fetch, since
// EventSource cannot send the bearer header. One connection: resolves when the stream ends.
import type { StreamEvent } from './sseParser'
import { readSse, type SseCallbacks } from './sseRead'

export type { StreamEvent }

/** The id of the live stream (its `hello`'s streamId), or null while none is live. */
let liveStreamId: string | null = null

/** Set at the stream's hello. */
export function setLiveStreamId(id: string | null): void {
  liveStreamId = id
}

/** The stream named `id` ended: forgotten, unless a newer stream's hello already replaced it. */
export function forgetLiveStreamId(id: string | null): void {
  if (id !== null && liveStreamId === id) liveStreamId = null
}

export const currentLiveStreamId = (): string | null => liveStreamId

/**
 * The header naming the live stream on a game action: that stream then skips the game event of
 * the version the action's answer carries (the answer already brings it). Empty while none is live.
 */
export const liveStreamHeader = (): { 'x-event-stream'?: string } => (liveStreamId ? { 'x-event-stream': liveStreamId } : {})

export type StreamCallbacks = SseCallbacks

/** How a connection ended: closed by the server or the network, refused by status, or aborted. */
export type StreamEnd = { kind: 'closed'; retryMs: number | null } | { kind: 'refused'; status: number } | { kind: 'aborted' }

export async function readEventStream(signal: AbortSignal, lastEventId: string | null, callbacks: StreamCallbacks): Promise<StreamEnd> {
  const end = await readSse('/api/events', signal, lastEventId ? { 'Last-Event-ID': lastEventId } : {}, callbacks)
  return end.kind === 'refused' ? { kind: 'refused', status: end.response.status } : end
}
