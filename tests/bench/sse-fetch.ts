// A stream of GET /api/events read with fetch (as the browser client does), each event stamped with
// performance.now() when it is parsed. The bench's twin of tests/server/events.test.ts's SseStream.
export interface StampedEvent {
  event: string
  data: any
  /** performance.now() when the event was parsed. */
  at: number
}

export class FetchSse {
  private readonly events: StampedEvent[] = []
  private readonly waiters = new Set<() => void>()
  private readonly abort = new AbortController()
  ended = false

  static async open(base: string, token: string): Promise<FetchSse> {
    const stream = new FetchSse()
    const res = await fetch(`${base}/api/events`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: stream.abort.signal,
    })
    if (res.status !== 200 || !res.body) throw new Error(`GET /api/events answered ${res.status}`)
    void stream.pump(res.body)
    return stream
  }

  private async pump(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder()
    let buffer = ''
    let event = ''
    let data: string[] = []
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true })
        let newline: number
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline)
          buffer = buffer.slice(newline + 1)
          if (line === '') {
            if (event) this.events.push({ event, data: JSON.parse(data.join('\n')), at: performance.now() })
            event = ''
            data = []
            this.wake()
          } else if (line.startsWith('event:')) event = line.slice(6).trim()
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''))
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

  /** The first event named `name` whose data matches, waiting up to `ms`. */
  async next(name: string, match: (data: any) => boolean, ms = 10_000): Promise<StampedEvent> {
    const deadline = performance.now() + ms
    for (;;) {
      const found = this.events.find((e) => e.event === name && match(e.data))
      if (found) return found
      const left = deadline - performance.now()
      if (this.ended || left <= 0) throw new Error(`no ${name} event within ${ms} ms (stream ${this.ended ? 'ended' : 'open'})`)
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

  close() {
    this.abort.abort()
  }
}
