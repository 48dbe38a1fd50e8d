// Background threads (password hashes, bot decisions) lower their own scheduling priority, so that
// the event loop and the database always get the CPU first and they use what is left. On Linux,
// nice is per thread: a thread reads its id from /proc/thread-self and renices itself (raising
// niceness needs no privilege). Elsewhere it says why it could not, and runs at normal priority.
import { readlinkSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { setPriority } from 'node:os'

/** The niceness of background threads: the lowest priority. */
export const BACKGROUND_NICENESS = 19

export type Lowered = { kind: 'ready'; tid: number } | { kind: 'unavailable'; reason: string }

/** Lowers the calling thread's priority to `niceness`; returns its thread id, or why it could not. */
export async function lowerThisThread(niceness = BACKGROUND_NICENESS): Promise<Lowered> {
  try {
    // threads inherit their creator's niceness: make sure libuv's pool exists before this thread lowers its own
    await stat('/proc/thread-self')
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop()) // "<pid>/task/<tid>"
    if (!Number.isInteger(tid) || tid <= 0) return { kind: 'unavailable', reason: 'no thread id in /proc/thread-self' }
    setPriority(tid, niceness)
    return { kind: 'ready', tid }
  } catch (error) {
    return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) }
  }
}
