// A hashing thread: lowers its own scheduling priority, then runs one scrypt at a time, synchronously,
// so that the event loop and the database always get the CPU first and hashing uses what is left.
import { scryptSync } from 'node:crypto'
import { parentPort, workerData } from 'node:worker_threads'
import { KEY_LENGTH, scryptOptions } from './scrypt-options'
import type { HashJob, HashThreadData, HashThreadMessage } from './hash-protocol'
import { lowerThisThread } from '../thread-priority'

const port = parentPort
if (!port) throw new Error('hash-worker.ts runs in a worker thread')
port.postMessage(await lowerThisThread((workerData as HashThreadData).niceness))
port.on('message', ({ password, salt, cost }: HashJob) => {
  let answer: HashThreadMessage
  try {
    answer = { kind: 'done', key: scryptSync(password, salt, KEY_LENGTH, scryptOptions(cost)) }
  } catch (error) {
    answer = { kind: 'failed', message: error instanceof Error ? error.message : String(error), code: (error as { code?: string }).code }
  }
  port.postMessage(answer)
})
