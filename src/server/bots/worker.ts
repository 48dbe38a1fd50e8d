// The pool's worker: decides with the pure bot code. `workerData.fault` is a test-only failure mode.
import { workerData } from 'node:worker_threads'
import { decide, type BotDecision, type BotRequest } from './decide'

/** Test-only: how this worker fails ('throw', 'exit' the thread, or 'hang' past any budget). */
export type WorkerFault = 'throw' | 'exit' | 'hang' | null

const fault: WorkerFault = (workerData as { fault?: WorkerFault } | undefined)?.fault ?? null

export default async function botWorker(request: BotRequest): Promise<BotDecision> {
  if (fault === 'throw') throw new Error('bot worker: test fault')
  if (fault === 'exit') process.exit(1)
  if (fault === 'hang') await new Promise(() => {})
  return decide(request)
}
