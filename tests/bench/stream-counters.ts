// What a server process spent, for the stream benches' per-move figures: CPU time (user + system),
// socket writes (each a write or writev system call: every `_write`/`_writev` of a net.Socket) and
// GC pauses, counted since the process started. The bench takes two readings around a step.
import net from 'node:net'
import { PerformanceObserver } from 'node:perf_hooks'

export interface Counters {
  /** CPU time of the process, ms. */
  cpuMs: number
  /** Socket write calls. */
  writes: number
  /** Time spent in GC pauses, ms. */
  gcMs: number
}

const counted = { writes: 0, gcMs: 0 }

/** Starts counting socket writes and GC pauses in this process (once). */
export function startCounting(): void {
  type Writer = (this: net.Socket, ...args: unknown[]) => unknown
  const proto = net.Socket.prototype as unknown as { _write: Writer; _writev: Writer }
  for (const key of ['_write', '_writev'] as const) {
    const original = proto[key]
    proto[key] = function (this: net.Socket, ...args: unknown[]) {
      counted.writes++
      return original.apply(this, args)
    }
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) counted.gcMs += entry.duration
  }).observe({ entryTypes: ['gc'] })
}

export function serverCounters(): Counters {
  const { user, system } = process.cpuUsage()
  return { cpuMs: (user + system) / 1000, writes: counted.writes, gcMs: counted.gcMs }
}

/** The difference of two readings. */
export const spent = (before: Counters, after: Counters): Counters => ({
  cpuMs: after.cpuMs - before.cpuMs,
  writes: after.writes - before.writes,
  gcMs: after.gcMs - before.gcMs,
})
