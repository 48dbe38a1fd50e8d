// CPU time of this machine's processes by name, read from /proc (Linux): the stream benches' share
// of a local PostgreSQL server (every `postgres` process: the instance's backends, the WAL writer,
// the checkpointer) per move. Null where /proc cannot be read; processes that exited are not counted.
import { readdirSync, readFileSync } from 'node:fs'

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100

/** CPU time (user + system) of every live process whose command is `name`, in ms; null without /proc. */
export function processesCpuMs(name: string): number | null {
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))
  } catch {
    return null
  }
  let ticks = 0
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== name) continue
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ') // after "pid (comm) "
      ticks += Number(fields[11]) + Number(fields[12]) // utime, stime
    } catch {
      // the process ended meanwhile
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND
}
