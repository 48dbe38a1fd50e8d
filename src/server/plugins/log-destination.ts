// Where the logs go: stdout, without ever blocking the event loop. On a pipe or socket Node's stdout
// queues writes; while the reader lags by more than MAX_QUEUED bytes, lines are dropped (and
// counted once it catches up), so a stalled log reader costs neither memory nor a shutdown.
import type { Writable } from 'node:stream'

/** Bytes waiting for a slow reader before lines are dropped. */
export const MAX_QUEUED = 4 * 1024 * 1024

export interface LogDestination {
  write(line: string): void
  /** Lines dropped since the reader last kept up. */
  readonly dropped: number
}

export function logDestination(out: Writable = process.stdout, maxQueued = MAX_QUEUED): LogDestination {
  let dropped = 0
  return {
    get dropped() {
      return dropped
    },
    write(line) {
      if (out.writableLength > maxQueued) {
        dropped++
        return
      }
      if (dropped > 0) {
        out.write(`${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg: `${dropped} log lines dropped: the log reader was too slow` })}\n`)
        dropped = 0
      }
      out.write(line)
    },
  }
}
