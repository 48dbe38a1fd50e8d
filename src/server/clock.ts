// The server's notion of now, injectable so tests can move time (turn deadlines, limits, tokens).
export type Clock = () => Date
export const systemClock: Clock = () => new Date()

/** A clock for tests, starting at `start` and moved by hand. */
export function manualClock(start = new Date('2026-01-01T12:00:00Z')) {
  let now = start.getTime()
  const clock: Clock & { advance(ms: number): void; set(d: Date): void } = Object.assign(() => new Date(now), {
    advance: (ms: number) => void (now += ms),
    set: (d: Date) => void (now = d.getTime()),
  })
  return clock
}
