// The last resort of a shutdown: a worker thread that kills the process after `ms`, even when the
// main thread is stuck (a blocking write, a hung close, an exit handler) and its timers cannot fire.
import { Worker } from 'node:worker_threads'

const KILLER = `const { workerData } = require('node:worker_threads')
setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms)`

/** Starts the countdown (null if no thread could start); the worker never keeps the process alive. */
export function startWatchdog(ms: number): Worker | null {
  try {
    const worker = new Worker(KILLER, { eval: true, workerData: { pid: process.pid, ms }, execArgv: [], stdout: true, stderr: true })
    worker.unref()
    return worker
  } catch {
    return null // the main thread's own timer remains
  }
}
