// The text/event-stream format (`event:`, `data:`, `id:`, `retry:`, comments, any line ending, split
// anywhere across chunks), read by the `eventsource-parser` package; the last `id:` carries over to
// later events, as EventSource does.
import { createParser } from 'eventsource-parser'

export interface StreamEvent {
  event: string
  data: string
  id: string | null
}

interface SseParser {
  /** Feeds a chunk of text; calls `emit` for each complete event. */
  push(chunk: string): void
  /** The last `retry:` the server asked for, in ms. */
  retryMs(): number | null
}

export function createSseParser(emit: (event: StreamEvent) => void): SseParser {
  let id: string | null = null
  let retry: number | null = null
  const parser = createParser({
    onEvent: (message) => {
      if (message.id !== undefined) id = message.id
      emit({ event: message.event || 'message', data: message.data, id })
    },
    onRetry: (ms) => (retry = ms),
  })
  return { push: (chunk) => parser.feed(chunk), retryMs: () => retry }
}
