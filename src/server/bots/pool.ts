// The worker pool of bot decisions (piscina), sized by the caller (threads.ts gives the default).
import { MessageChannel } from 'node:worker_threads'
import { Piscina } from 'piscina'
import type { Lowered } from '../thread-priority'
import type { BotDecision, BotRequest } from './decide'
import type { BotTask, WorkerFault } from './worker'

const WORKER_FILE = new URL('./worker-entry.mjs', import.meta.url).href

export interface BotPool {
  /** One decision; `onStart` runs when a worker begins it (not while it waits in the queue), told the thread's priority. */
  run(request: BotRequest, signal: AbortSignal, onStart: (thread: Lowered) => void): Promise<BotDecision>
  close(): Promise<void>
}

/** `niceness` (test-only): the workers' priority instead of the lowest (a busy machine starves the lowest). */
export function createBotPool(threads: number, fault: WorkerFault = null, niceness?: number): BotPool {
  const piscina = new Piscina<BotTask, BotDecision>({
    filename: WORKER_FILE,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Infinity,
    workerData: { fault, niceness },
  })
  return {
    run: (request, signal, onStart) => {
      // The worker says when it starts on its own port (the task's answer comes on piscina's).
      const { port1, port2 } = new MessageChannel()
      port1.once('message', onStart)
      return piscina.run({ request, started: port2 }, { signal, transferList: [port2] }).finally(() => port1.close())
    },
    // terminates the threads: a decision in flight is rejected, so its game gets the fallback move
    close: () => piscina.destroy(),
  }
}
