// Capacity with streams (a script, not a test): node --import tsx tests/bench/stream-capacity.bench.ts [maxStreams] [secondsPerStep]
// One instance in its own process (stream-server.ts: PGlite, then PostgreSQL when TEST_DATABASE_URL
// is set), the players in another (stream-load.ts: node:http streams, one per player, players paired
// in unranked games, each player moving every 10 s on average, i.e. N/10 moves/s spread evenly).
// N steps up; for each N: the server's memory per stream (RSS and heap after a GC, before and after
// opening the step's streams, moves paused, divided by the streams added), delivery latency
// (move POST sent → the opponent's game event parsed) p50/p95/p99, move POST p99, errors.
// A step holds when delivery p95 ≤ 150 ms without errors; after the first that does not, moves stop
// and the remaining streams up to the maximum are still opened (memory at full size). The server is
// CPU-profiled during the first step that fails (else the last): its top functions are printed.
// Players are cloned from one game made by the server's services (see stream-seed.ts).
// Per move delivered, the server's cost during the step (stream-counters.ts): CPU time, socket
// writes (system calls; split as database / event streams / other HTTP answers) and GC pauses —
// figures that a loaded machine skews far less than capacity; and on PostgreSQL, the CPU time of
// this machine's postgres processes (process-cpu.ts; '–' on PGlite, whose engine runs in the server).
// STREAM_BENCH_DB=pglite|postgres runs one database only; STREAM_BENCH_EVERY_STEP=1 keeps moving past
// a step that fails (per-move costs at every N); STREAM_BENCH_PROFILES=<dir> keeps each step's profile there.
// Prints, never asserts. Target (issue 11): ≥ 10,000 streams on one instance.
import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { scratchSchema, startInstance, type Instance } from './stream-instance'
import { ms, printTable, type Quantiles } from './stream-stats'
import { topFunctions } from './cpu-profile-top'
import type { SeededGame } from './stream-seed'
import { spent, topQueries } from './stream-counters'
import { cpuSpentMs, processesCpuMs } from './process-cpu'

const MAX_STREAMS = Number(process.argv[2] ?? 10_000)
const SECONDS = Number(process.argv[3] ?? 10)
const LADDER = [500, 1_000, 2_000, 4_000, 7_000, 10_000, 15_000, 20_000].filter((n) => n < MAX_STREAMS).concat(MAX_STREAMS)
const P95_LIMIT_MS = 150
const EVERY_STEP = process.env.STREAM_BENCH_EVERY_STEP === '1'
const KEPT_PROFILES = process.env.STREAM_BENCH_PROFILES

interface StepFigures {
  delivery: Quantiles
  post: Quantiles
  moves: number
  postErrors: number
  streamErrors: number
  missed: number
  finished: number
  errors: string[]
}

/** The players' process: ask, answer, one message at a time. */
function startLoad() {
  const child = fork('tests/bench/stream-load.ts', [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const orphan = () => child.kill()
  process.on('exit', orphan)
  const next = <T>() => new Promise<T>((resolve) => child.once('message', resolve as (m: unknown) => void))
  const ready = next<unknown>()
  return {
    ready,
    ask: <T>(message: object) => {
      const answer = next<T>()
      child.send(message)
      return answer
    },
    stop: async () => {
      child.send({ cmd: 'stop' })
      await new Promise((resolve) => child.once('exit', resolve))
      process.off('exit', orphan)
    },
  }
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

async function scenario(label: string, instance: Instance, profileDir: string): Promise<void> {
  const load = startLoad()
  await load.ready
  const rows: string[][] = [['streams', 'moves/s', 'RSS/stream', 'heap/stream', 'open', 'event p50', 'event p95', 'event p99', 'POST p99', 'CPU/move', 'PG CPU/move', 'writes/move', 'db/stream/http', 'GC/move', 'errors', 'holds']]
  let streams = 0
  let best = 0
  let moving = true
  let profiled: { n: number; file: string } | null = null
  const queriesPerMove: string[] = []
  const start = await instance.memory()
  let last = start
  for (const n of LADDER) {
    const pairs = Math.ceil((n - streams) / 2)
    const games: SeededGame[] = await instance.seed(`c${n}_`, pairs, true)
    const before = await instance.memory()
    const opened = await load.ask<{ opened: number; failed: number; ms: number }>({ cmd: 'open', base: instance.base, games })
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    last = await instance.memory()
    const added = opened.opened
    streams += added
    const perStream = (key: 'rss' | 'heapUsed') => (added > 0 ? kib((last[key] - before[key]) / added) : '–')
    const openCell = `${(opened.ms / 1000).toFixed(1)} s${opened.failed ? ` (${opened.failed} failed)` : ''}`
    if (!moving) {
      rows.push([String(streams), 'idle', perStream('rss'), perStream('heapUsed'), openCell, '', '', '', '', '', '', '', '', '', String(opened.failed), ''])
      continue
    }
    const file = join(profileDir, `${label}-step-${n}.cpuprofile`)
    await instance.profile(file)
    const countersBefore = await instance.counters()
    const pgBefore = label === 'PostgreSQL' ? processesCpuMs('postgres') : null
    const step = await load.ask<StepFigures>({ cmd: 'run', seconds: SECONDS })
    const cost = spent(countersBefore, await instance.counters())
    const pgAfter = pgBefore === null ? null : processesCpuMs('postgres')
    await instance.profile(file)
    const delivered = Math.max(1, step.delivery.n)
    const errors = step.postErrors + step.streamErrors + step.missed + opened.failed
    const holds = step.delivery.p95 <= P95_LIMIT_MS && errors === 0
    rows.push([
      String(streams),
      (step.moves / SECONDS).toFixed(0),
      perStream('rss'),
      perStream('heapUsed'),
      openCell,
      ms(step.delivery.p50),
      ms(step.delivery.p95),
      ms(step.delivery.p99),
      ms(step.post.p99),
      `${(cost.cpuMs / delivered).toFixed(2)} ms`,
      pgAfter === null || pgBefore === null ? '–' : `${(cpuSpentMs(pgBefore, pgAfter) / delivered).toFixed(2)} ms`,
      (cost.writes / delivered).toFixed(1),
      [cost.dbWrites, cost.streamWrites, cost.writes - cost.dbWrites - cost.streamWrites].map((w) => (w / delivered).toFixed(1)).join(' / '),
      `${(cost.gcMs / delivered).toFixed(2)} ms`,
      errors ? `${errors} (post ${step.postErrors}, stream ${step.streamErrors}, unheard ${step.missed})` : '0',
      holds ? 'yes' : 'no',
    ])
    for (const e of step.errors) console.log(`  ${label} ${n}: ${e}`)
    queriesPerMove.push(`  ${streams} streams:`, ...topQueries(cost.queries, delivered).map((line) => `    ${line}`))
    if (step.finished) console.log(`  ${label} ${n}: ${step.finished} game(s) finished during the step`)
    profiled = { n: streams, file }
    if (holds) best = streams
    else moving = EVERY_STEP // the rest only opens streams, for the memory at full size
  }
  console.log(`\n${label}: streams on one instance, each player moving every 10 s (${SECONDS} s per step; holds = delivery p95 ≤ ${P95_LIMIT_MS} ms, no error)`)
  printTable(rows)
  console.log(`${label}: largest N that holds ≈ ${best}; ${streams} streams open at the end, server RSS ${mib(last.rss)} (${mib(start.rss)} before any stream), heap ${mib(last.heapUsed)} (${mib(start.heapUsed)}): ${kib((last.rss - start.rss) / Math.max(1, streams))} RSS, ${kib((last.heapUsed - start.heapUsed) / Math.max(1, streams))} heap per stream over the run (seeded rows included)`)
  console.log(`${label}: queries per move delivered, by statement (node-postgres only; PGlite's are not counted):`)
  for (const line of queriesPerMove) console.log(line)
  if (profiled) {
    const { total, rows: top, areas } = topFunctions(profiled.file, 10)
    const pct = (share: number) => `${(share * 100).toFixed(1).padStart(5)} %`
    console.log(`${label}: server CPU profile at ${profiled.n} streams (${total} samples over ${SECONDS} s), self time by area:`)
    for (const r of areas) console.log(`  ${pct(r.share)}  ${r.name}`)
    console.log('  …and by function:')
    for (const r of top) console.log(`  ${pct(r.share)}  ${r.name}`)
  }
  await load.stop()
}

const profileDir = KEPT_PROFILES ?? mkdtempSync(join(tmpdir(), 'stream-capacity-'))
try {
  const only = process.env.STREAM_BENCH_DB
  if (only !== 'postgres') {
    const instance = await startInstance()
    await scenario('PGlite', instance, profileDir)
    await instance.close()
  }
  const databaseUrl = process.env.TEST_DATABASE_URL
  if (only === 'pglite') {
    // PostgreSQL not asked for
  } else if (databaseUrl) {
    const { schema, drop } = await scratchSchema(databaseUrl)
    try {
      const instance = await startInstance({ databaseUrl, schema })
      await scenario('PostgreSQL', instance, profileDir)
      await instance.close()
    } finally {
      await drop()
    }
  } else {
    console.log('PostgreSQL: skipped (set TEST_DATABASE_URL)')
  }
} finally {
  if (!KEPT_PROFILES) rmSync(profileDir, { recursive: true, force: true })
}
