// The heartbeat's ping (events/stream.ts `pingIfIdle`): only to a stream nothing was written to since
// the previous beat, so busy streams cost no extra write and an idle one is pinged at every beat.
import type { ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { eventText, pingIfIdle, writeRaw, type Stream } from '../../src/server/events/stream'

function fakeStream(buffered = 0): { stream: Stream; written: string[] } {
  const written: string[] = []
  const res = { writableLength: buffered, write: (text: string) => written.push(text) } as unknown as ServerResponse
  const stream: Stream = { userId: 1, res, seq: 0, games: new Map(), presence: new Map(), watching: null, expiresAt: null, closed: false, wrote: true }
  return { stream, written }
}

describe('heartbeat ping', () => {
  it('skips the first beat after the opening, then pings an idle stream at every beat', () => {
    const { stream, written } = fakeStream()
    expect(pingIfIdle(stream)).toBe(true)
    expect(written).toEqual([])
    expect(pingIfIdle(stream)).toBe(true)
    expect(pingIfIdle(stream)).toBe(true)
    expect(written).toEqual([': ping\n\n', ': ping\n\n'])
  })

  it('skips a beat after an event, never two in a row', () => {
    const { stream, written } = fakeStream()
    pingIfIdle(stream)
    writeRaw(stream, eventText(1, 'game', '{}'))
    expect(pingIfIdle(stream)).toBe(true)
    expect(written).toHaveLength(1)
    expect(pingIfIdle(stream)).toBe(true)
    expect(written.at(-1)).toBe(': ping\n\n')
  })

  it('reports a stream that reads nothing (too much buffered) so that it is dropped', () => {
    const { stream, written } = fakeStream(2 << 20)
    stream.wrote = false
    expect(pingIfIdle(stream)).toBe(false)
    expect(written).toEqual([])
  })
})
