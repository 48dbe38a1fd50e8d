// A thread's scheduling priority, read from Linux's /proc (background threads lower their own).
import { existsSync, readFileSync } from 'node:fs'

/** True where threads can be looked at one by one (Linux). */
export const hasProcThreads = existsSync('/proc/thread-self')

/** Niceness of a thread of this process (its tid, or 'thread-self'): field 19 of its stat line, counted after the command name. */
export const niceness = (tid: number | 'thread-self'): number => {
  const stat = readFileSync(tid === 'thread-self' ? '/proc/thread-self/stat' : `/proc/self/task/${tid}/stat`, 'utf8')
  return Number(stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[16])
}
