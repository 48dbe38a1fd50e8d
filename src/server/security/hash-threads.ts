// The hashing threads (hash-worker.ts) for costly hashes (THREAD_MIN_COST): started at the first hash
// that finds none idle, so there are at most as many as hashing slots (password.ts). Each runs at the lowest priority; an idle one never keeps
// the process alive. Where a thread cannot lower its priority (no /proc/thread-self: not Linux), hashes
// run on libuv's pool as before, said once.
import { scrypt } from 'node:crypto'
import { existsSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import { HASH_NICENESS, type HashJob, type HashThreadData, type HashThreadMessage } from './hash-protocol'
import { KEY_LENGTH, scryptOptions } from './scrypt-options'

const WORKER_FILE = new URL('./hash-worker-entry.mjs', import.meta.url)

interface Pending {
  resolve(key: Buffer): void
  reject(error: Error): void
}

interface HashThread {
  worker: Worker
  tid: number // the OS thread id, whose niceness /proc/<pid>/task/<tid>/stat shows
  niceness: number
  job: Pending | null
}

const live = new Set<HashThread>()
const idle: HashThread[] = []
/** Why hashes run on libuv's pool instead (null: in the hashing threads). */
let fallback: string | null = existsSync('/proc/thread-self') ? null : 'no /proc/thread-self'
let warned = false
/** The niceness new threads take: HASH_NICENESS, but for tests (setHashThreadNiceness). */
let niceness = HASH_NICENESS

/**
 * Tests whose hashes must end on a busy machine (where the lowest priority waits for an idle core)
 * start their threads at `value`, the process's own; production never calls it. Idle threads of
 * the previous niceness end now, busy ones when their hash is done.
 */
export function setHashThreadNiceness(value: number): void {
  if (value === niceness) return
  niceness = value
  for (const thread of idle.splice(0)) retire(thread)
}

function retire(thread: HashThread) {
  live.delete(thread)
  void thread.worker.terminate()
}

/** The live hashing threads (for tests and diagnostics). */
export const hashThreads = () =>
  [...live].map((thread) => ({ tid: thread.tid, busy: thread.job !== null, terminate: () => thread.worker.terminate() }))

/** Starts a thread and waits until it has lowered its priority (or says it cannot). */
function startThread(): Promise<HashThread | { unavailable: string }> {
  return new Promise((resolve, reject) => {
    const data: HashThreadData = { niceness }
    const worker = new Worker(WORKER_FILE, { workerData: data })
    worker.unref()
    let thread: HashThread | null = null
    const end = (error: Error) => {
      if (!thread) return reject(error)
      live.delete(thread)
      if (idle.includes(thread)) idle.splice(idle.indexOf(thread), 1)
      thread.job?.reject(error)
      thread.job = null
    }
    worker.on('message', (message: HashThreadMessage) => {
      if (message.kind === 'ready') {
        thread = { worker, tid: message.tid, niceness: data.niceness, job: null }
        live.add(thread)
        resolve(thread)
      } else if (message.kind === 'unavailable') {
        void worker.terminate()
        resolve({ unavailable: message.reason })
      } else if (thread?.job) {
        const job = thread.job
        thread.job = null
        if (message.kind === 'done') job.resolve(Buffer.from(message.key.buffer, message.key.byteOffset, message.key.byteLength))
        else job.reject(Object.assign(new Error(message.message), message.code ? { code: message.code } : {}))
      }
    })
    worker.on('error', (error) => end(new Error(`Password hashing thread failed: ${error.message}`, { cause: error })))
    worker.on('exit', (code) => end(new Error(`Password hashing thread ended (exit code ${code})`)))
  })
}

/** Runs one job on an idle thread; the thread is kept alive (ref'd) only while it hashes. */
function runOn(thread: HashThread, job: HashJob): Promise<Buffer> {
  const key = new Promise<Buffer>((resolve, reject) => {
    thread.job = { resolve, reject }
    thread.worker.ref()
    thread.worker.postMessage(job)
  })
  return key.finally(() => {
    thread.worker.unref()
    if (!live.has(thread)) return
    if (thread.niceness === niceness) idle.push(thread)
    else retire(thread)
  })
}

function onPool({ password, salt, cost }: HashJob): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, scryptOptions(cost), (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/**
 * The cheapest hash sent to a low-priority thread (N = 2^14, 16 MiB, tens of milliseconds): a cheaper
 * one (tests' cost 10) cannot hog a core, and at the lowest priority it would wait on a busy machine.
 */
export const THREAD_MIN_COST = 14

/** scrypt of `job` off the event loop: in a low-priority thread when it is costly, else on libuv's pool. */
export async function scryptOffLoop(job: HashJob): Promise<Buffer> {
  if (job.cost < THREAD_MIN_COST) return onPool(job)
  if (fallback === null) {
    const thread = idle.pop() ?? (await startThread())
    if ('tid' in thread) return runOn(thread, job)
    fallback = thread.unavailable
  }
  if (!warned) {
    warned = true
    process.emitWarning(`Password hashes run at normal priority on libuv's pool: ${fallback}`, { code: 'HASH_PRIORITY_UNAVAILABLE' })
  }
  return onPool(job)
}
