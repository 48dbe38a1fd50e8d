// The bench's side of stream-server.ts: an app instance in a child process, and throwaway
// PostgreSQL schemas for instances that share one database.
import { fork, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { openDatabase } from '../../src/server/db/client'
import type { SeededGame } from './stream-seed'
import type { Counters } from './stream-counters'

export interface Instance {
  base: string
  pid: number
  /** New games in progress (`clone`: copies of one, for thousands; see stream-seed.ts). */
  seed(prefix: string, pairs: number, clone?: boolean): Promise<SeededGame[]>
  /** The server process's memory after a full GC, in bytes. */
  memory(): Promise<{ rss: number; heapUsed: number }>
  /** Starts a CPU profile of the server, or stops it and writes it to `file` (.cpuprofile). */
  profile(file: string): Promise<void>
  /** The server process's CPU time, socket writes and GC pauses so far. */
  counters(): Promise<Counters>
  close(): Promise<void>
}

/**
 * The node flags production runs the server with: those of `npm run serve` (package.json), e.g. the
 * young generation's size; SERVER_NODE_FLAGS (space-separated) replaces them, to compare.
 */
function serverNodeFlags(): string[] {
  const override = process.env.SERVER_NODE_FLAGS
  if (override !== undefined) return override.split(' ').filter(Boolean)
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
  const words = scripts.serve.split(/\s+/)
  return words.slice(words.indexOf('node') + 1, words.indexOf('--import')).filter((word) => word.startsWith('--'))
}

/** Starts an instance: PGlite in memory, or `schema` of `databaseUrl`. `cpuProfileDir` turns on --cpu-prof. */
export async function startInstance(options: { databaseUrl?: string; schema?: string; cpuProfileDir?: string } = {}): Promise<Instance> {
  const execArgv = ['--import', 'tsx', '--expose-gc', ...serverNodeFlags(), ...(options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [])]
  const args = options.databaseUrl ? [options.databaseUrl, options.schema ?? 'public'] : []
  const child: ChildProcess = fork('tests/bench/stream-server.ts', args, { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const orphan = () => child.kill()
  process.on('exit', orphan) // a bench that crashes leaves no server behind
  child.once('exit', () => process.off('exit', orphan))
  let queue = Promise.resolve<unknown>(null)
  const ask = <T>(message: object | null): Promise<T> => {
    const answer = queue.then(
      () =>
        new Promise<T>((resolve, reject) => {
          const onExit = (code: number) => reject(new Error(`the server process exited (${code})`))
          child.once('exit', onExit)
          child.once('message', (m: T & { error?: string }) => {
            child.off('exit', onExit)
            if (m.error) reject(new Error(m.error))
            else resolve(m)
          })
          if (message) child.send(message)
        }),
    )
    queue = answer.catch(() => null)
    return answer
  }
  const { port } = await ask<{ port: number }>(null)
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    seed: async (prefix, pairs, clone = false) => (await ask<{ games: SeededGame[] }>({ cmd: 'seed', prefix, pairs, clone })).games,
    memory: () => ask({ cmd: 'memory' }),
    profile: async (file) => void (await ask({ cmd: 'profile', file })),
    counters: () => ask({ cmd: 'counters' }),
    close: async () => {
      await ask({ cmd: 'close' })
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))
    },
  }
}

/** A fresh schema of `databaseUrl` (the instances migrate it), and its removal. */
export async function scratchSchema(databaseUrl: string): Promise<{ schema: string; drop(): Promise<void> }> {
  const schema = `bench_${randomBytes(5).toString('hex')}`
  const admin = await openDatabase({ databaseUrl, dataDir: null })
  await admin.db.execute(`CREATE SCHEMA ${schema}`)
  await admin.close()
  return {
    schema,
    drop: async () => {
      const cleaner = await openDatabase({ databaseUrl, dataDir: null })
      await cleaner.db.execute(`DROP SCHEMA ${schema} CASCADE`)
      await cleaner.close()
    },
  }
}
