// Where the logs go: stdout through pino's asynchronous destination (sonic-boom), so a log line
// never blocks the event loop. While the reader lags, lines wait in a buffer of at most MAX_QUEUED
// bytes; past it they are dropped (sonic-boom's `maxLength`) and counted, and a line says how many
// once the reader catches up: a stalled log reader costs neither memory nor a shutdown.
import pino from 'pino'

/** Bytes waiting for a slow reader before lines are dropped. */
const MAX_QUEUED = 4 * 1024 * 1024
/** At exit, how long the last lines may wait for a slow reader before they are given up. */
export const EXIT_FLUSH_MS = 1_000

type LogDestination = ReturnType<typeof pino.destination> & {
  /** Lines dropped since the reader last kept up. */
  readonly dropped: number
}

export function logDestination(fd = 1, maxQueued = MAX_QUEUED): LogDestination {
  // Node opens a pipe or socket stdout non-blocking: a write to a stalled reader then fails with
  // EAGAIN and is retried by a timer, instead of waiting in a thread that the process's exit joins.
  if (fd === 1) void process.stdout
  let exitDeadline = Infinity
  const out = pino.destination({
    dest: fd,
    sync: false,
    minLength: 0, // each line is written at once; lines that come while a write is under way go together
    maxLength: maxQueued,
    retryEAGAIN: () => Date.now() < exitDeadline,
  })
  let dropped = 0
  let reporting = 0
  let exited = false
  out.on('drop', () => void (dropped += reporting || 1))
  // Some bytes reached the reader: after the drops, say how many (once this write is accounted).
  out.on('write', () => {
    if (dropped > 0) queueMicrotask(report)
  })
  const report = () => {
    if (dropped === 0 || exited) return
    reporting = dropped // if this line is dropped too, the count stays
    dropped = 0
    out.write(`${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg: `${reporting} log lines dropped: the log reader was too slow` })}\n`)
    reporting = 0
  }
  // Before pino's own exit flush (a synchronous loop that would wait for a stalled reader forever):
  // the last lines get EXIT_FLUSH_MS, then the rest is given up and the stream closed.
  process.prependListener('exit', () => {
    exited = true
    exitDeadline = Date.now() + EXIT_FLUSH_MS
    try {
      out.flushSync()
    } catch {
      out.destroy()
    }
  })
  return Object.defineProperty(out, 'dropped', { get: () => dropped }) as LogDestination
}

let stdout: LogDestination | null = null

/** The process's one destination on stdout, shared by every app it builds (one writer on the fd). */
export function stdoutDestination(): LogDestination {
  return (stdout ??= logDestination(1))
}
