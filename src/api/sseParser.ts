// The text/event-stream format, read line by line: `event:`, `data:` (joined by newlines), `id:`,
// `retry:`; a blank line dispatches; lines starting with ':' are comments (the heartbeat).

export interface StreamEvent {
  event: string
  data: string
  id: string | null
}

export interface SseParser {
  /** Feeds a chunk of text; calls `emit` for each complete event. */
  push(chunk: string): void
  /** The last `retry:` the server asked for, in ms. */
  retryMs(): number | null
}

export function createSseParser(emit: (event: StreamEvent) => void): SseParser {
  let buffer = ''
  let event = ''
  let data: string[] = []
  let id: string | null = null
  let retry: number | null = null
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) emit({ event: event || 'message', data: data.join('\n'), id })
      event = ''
      data = []
      return
    }
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '')
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
    else if (field === 'id' && !value.includes('\0')) id = value
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value)
  }
  return {
    push(chunk) {
      buffer += chunk
      const lines = buffer.split(/\r\n|\r|\n/)
      buffer = lines.pop() ?? ''
      for (const text of lines) line(text)
    },
    retryMs: () => retry,
  }
}
