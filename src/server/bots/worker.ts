// The pool's worker: decides with the pure bot code, at the lowest OS priority (the event loop and
// the database get the CPU first). `workerData.fault` is a test-only failure mode.
import { workerData, type MessagePort } from 'node:worker_threads'
import { lowerThisThread, type Lowered } from '../thread-priority'
import { decide, type BotDecision, type BotRequest } from './decide'

/** Test-only: how this worker fails ('throw', 'exit' the thread, or 'hang' past any budget), or 'slow' (each decision takes SLOW_MS). */
export type WorkerFault = 'throw' | 'exit' | 'hang' | 'slow' | null

/** A decision sent to a worker, with the port on which it tells when it starts (and its thread's priority). */
export interface BotTask {
  request: BotRequest
  started: MessagePort
}

/** How long a 'slow' decision takes. */
export const SLOW_MS = 300

const data = workerData as { fault?: WorkerFault; niceness?: number } | undefined
const fault: WorkerFault = data?.fault ?? null

/** Lowered at this thread's first decision (not at import: tests import this file on their own thread). */
let lowered: Promise<Lowered> | null = null

export default async function botWorker({ request, started }: BotTask): Promise<BotDecision> {
  lowered ??= lowerThisThread(data?.niceness) // production: the lowest priority; tests on a busy machine: their own
  started.postMessage(await lowered) // the decision's time budget counts from here
  started.close()
  if (fault === 'throw') throw new Error('bot worker: test fault')
  if (fault === 'exit') process.exit(1)
  if (fault === 'hang') await new Promise(() => {})
  if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS))
  return decide(request)
}
