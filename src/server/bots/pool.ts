// The worker pool of bot decisions (piscina), sized by the caller (threads.ts gives the default).
import { Piscina } from 'piscina'
import type { BotDecision, BotRequest } from './decide'
import type { WorkerFault } from './worker'

const WORKER_FILE = new URL('./worker-entry.mjs', import.meta.url).href

export interface BotPool {
  run(request: BotRequest, signal: AbortSignal): Promise<BotDecision>
  close(): Promise<void>
}

export function createBotPool(threads: number, fault: WorkerFault = null): BotPool {
  const piscina = new Piscina<BotRequest, BotDecision>({
    filename: WORKER_FILE,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Infinity,
    workerData: { fault },
  })
  return {
    run: (request, signal) => piscina.run(request, { signal }),
    // terminates the threads: a decision in flight is rejected, so its game gets the fallback move
    close: () => piscina.destroy(),
  }
}
