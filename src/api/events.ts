// GET /api/events: the server's event stream (Server-Sent Events) read with fetch, since
// EventSource cannot send the bearer header. One connection: resolves when the stream ends.
import { authorizationHeader, sessionRefused } from './client'
import { createSseParser, type StreamEvent } from './sseParser'

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

export interface StreamCallbacks {
  /** The stream answered 200 and is being read. */
  opened(): void
  event(event: StreamEvent): void
}

/** How a connection ended: closed by the server or the network, refused by status, or aborted. */
export type StreamEnd = { kind: 'closed'; retryMs: number | null } | { kind: 'refused'; status: number } | { kind: 'aborted' }

export async function readEventStream(signal: AbortSignal, lastEventId: string | null, callbacks: StreamCallbacks): Promise<StreamEnd> {
  const headers: Record<string, string> = { Accept: 'text/event-stream', ...authorizationHeader() }
  if (lastEventId) headers['Last-Event-ID'] = lastEventId
  let response: Response
  try {
    response = await globalThis.fetch('/api/events', { headers, signal, cache: 'no-store', credentials: 'include' })
  } catch {
    return signal.aborted ? { kind: 'aborted' } : { kind: 'closed', retryMs: null }
  }
  if (!response.ok || !response.body) {
    if (response.status === 401 && headers.Authorization) sessionRefused()
    return { kind: 'refused', status: response.status }
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
