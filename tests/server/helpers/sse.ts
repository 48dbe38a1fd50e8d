// A Server-Sent Events client for the server tests: fetch streaming and a small parser, every
// event and comment recorded as it arrives, with waits on what should come.
import { expect } from 'vitest'

export interface SseEvent {
  event: string
  id: string
  data: any
}

/** An open stream: every event and comment parsed as it arrives. */
export class SseStream {
  readonly events: SseEvent[] = []
  readonly comments: string[] = []
  retry: number | null = null
  private readonly waiters = new Set<() => void>()
  private readonly abort = new AbortController()
  ended = false

  static async open(base: string, token: string | null, headers: Record<string, string> = {}, path = '/api/events'): Promise<{ status: number; stream: SseStream | null; body?: any }> {
    const stream = new SseStream()
    const res = await fetch(`${base}${path}`, {
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), accept: 'text/event-stream', ...headers },
      signal: stream.abort.signal,
    })
    if (res.status !== 200) return { status: res.status, stream: null, body: await res.json() }
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    void stream.pump(res.body!)
    return { status: 200, stream }
  }

  private async pump(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder()
    let buffer = ''
    let current: Partial<SseEvent> & { dataLines?: string[] } = {}
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true })
        let newline: number
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline)
          buffer = buffer.slice(newline + 1)
          if (line === '') {
            if (current.event) this.events.push({ event: current.event, id: current.id ?? '', data: JSON.parse((current.dataLines ?? []).join('\n')) })
            current = {}
            this.wake()
          } else if (line.startsWith(':')) {
            this.comments.push(line)
            this.wake()
          } else {
            const colon = line.indexOf(':')
            const field = line.slice(0, colon)
            const value = line.slice(colon + 1).replace(/^ /, '')
            if (field === 'event') current.event = value
            else if (field === 'id') current.id = value
            else if (field === 'data') (current.dataLines ??= []).push(value)
            else if (field === 'retry') this.retry = Number(value)
          }
        }
      }
    } catch {
      // aborted
    }
    this.ended = true
    this.wake()
  }

  private wake() {
    for (const w of this.waiters) w()
  }

  /** Waits until `check` finds something (re-checked at each event). */
  async until<T>(check: () => T | undefined | null | false, what: string, ms = 5_000): Promise<T> {
    const deadline = Date.now() + ms
    for (;;) {
      const found = check()
      if (found) return found
      if (this.ended) throw new Error(`stream ended before ${what}; got ${this.names()}`)
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no ${what} within ${ms} ms; got ${this.names()}`)
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer)
          this.waiters.delete(done)
          resolve()
        }
        const timer = setTimeout(done, left)
        this.waiters.add(done)
      })
    }
  }

  next(name: string, match: (data: any) => boolean = () => true, ms?: number): Promise<SseEvent> {
    return this.until(() => this.events.find((e) => e.event === name && match(e.data)), `${name} event`, ms)
  }

  names = () => this.events.map((e) => e.event).join(', ')

  close() {
    this.abort.abort()
  }
}
