// CPU time of this machine's processes by name, read from /proc (Linux): the stream benches' share
// of a local PostgreSQL server (every `postgres` process: the instance's backends, the WAL writer,
// the checkpointer) per move. Null where /proc cannot be read; a process that exited between two
// readings is not counted (its time is gone with it), one that started counts from zero.
import { readdirSync, readFileSync } from 'node:fs'

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100

/** CPU time (user + system) of each live process whose command is `name`, in ms by pid; null without /proc. */
export function processesCpuMs(name: string): Map<string, number> | null {
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))
  } catch {
    return null
  }
  const times = new Map<string, number>()
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== name) continue
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ') // after "pid (comm) "
      times.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND) // utime, stime
    } catch {
      // the process ended meanwhile
    }
  }
  return times
}

/** The CPU time the processes of `after` spent since `before`, in ms. */
export function cpuSpentMs(before: Map<string, number>, after: Map<string, number>): number {
  let spent = 0
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0)
  return spent
}
