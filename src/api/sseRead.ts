// The read loop of a Server-Sent Events response, shared by the event stream (events.ts) and the
// watch stream (watch.ts): fetch cannot be EventSource, which sends no bearer header.
import { authorizationHeader, sessionRefused } from './client'
import { createSseParser, type StreamEvent } from './sseParser'

export interface SseCallbacks {
  /** The stream answered 200 and is being read. */
  opened(): void
  event(event: StreamEvent): void
}

/** How a connection ended: closed by the server or the network, refused (its response), or aborted. */
type SseEnd = { kind: 'closed'; retryMs: number | null } | { kind: 'refused'; response: Response } | { kind: 'aborted' }

/** Opens `path` as an event stream (bearer, credentials, no cache) and reads it until it ends. */
export async function readSse(path: string, signal: AbortSignal, extraHeaders: Record<string, string>, callbacks: SseCallbacks): Promise<SseEnd> {
  const headers: Record<string, string> = { Accept: 'text/event-stream', ...authorizationHeader(), ...extraHeaders }
  let response: Response
  try {
    response = await globalThis.fetch(path, { headers, signal, cache: 'no-store', credentials: 'include' })
  } catch {
    return signal.aborted ? { kind: 'aborted' } : { kind: 'closed', retryMs: null }
  }
  if (!response.ok || !response.body) {
    if (response.status === 401 && headers.Authorization) sessionRefused()
    return { kind: 'refused', response }
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
