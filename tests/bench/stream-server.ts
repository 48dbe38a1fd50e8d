// One app instance in its own process, driven by a stream bench over IPC (child_process.fork):
// node --import tsx --expose-gc tests/bench/stream-server.ts [databaseUrl schema]
// PGlite in memory without arguments, else the given PostgreSQL schema (migrated here).
// Messages: {cmd:'seed', prefix, pairs, clone?} → {games} (clone: see stream-seed.ts); {cmd:'memory'} → {rss, heapUsed} after a GC;
// {cmd:'profile', file} starts a CPU profile, written to `file` at the next {cmd:'profile'};
// {cmd:'counters'} → the process's CPU time, socket writes and GC pause so far (stream-counters.ts);
// {cmd:'close'} → closes and exits (a --cpu-prof profile is written then).
import { writeFileSync } from 'node:fs'
import { serverCounters, startCounting } from './stream-counters'
import { Session } from 'node:inspector/promises'
import { buildApp } from '../../src/server/app'
import { testConfig } from '../../src/server/config'
import { openDatabase } from '../../src/server/db/client'
import { cloneGames, seedGames } from './stream-seed'

const [databaseUrl, schema] = process.argv.slice(2)
const database = databaseUrl ? await openDatabase({ databaseUrl, dataDir: null, pgSchema: schema }) : undefined
if (database) await database.migrate()
// The sweep runs as in production (expired turns); errors logged (LOG_LEVEL), cheap password hashing.
const app = await buildApp({ config: testConfig({ adminPseudo: 'admin', adminPassword: 'admin-password-bench', sweepIntervalMs: 5_000, logLevel: process.env.LOG_LEVEL ?? 'error' }), database })
await app.listen({ host: '127.0.0.1', port: 0 })
const port = (app.server.address() as { port: number }).port

startCounting()
const reply = (message: object) => process.send!(message)
let profiler: Session | null = null

/** Starts a CPU profile, or stops the one running and writes it to `file`. */
async function profile(file: string): Promise<void> {
  if (!profiler) {
    profiler = new Session()
    profiler.connect()
    await profiler.post('Profiler.enable')
    await profiler.post('Profiler.start')
    return
  }
  const { profile: taken } = await profiler.post('Profiler.stop')
  writeFileSync(file, JSON.stringify(taken))
  profiler.disconnect()
  profiler = null
}

process.on('message', (message: { cmd: string; prefix?: string; pairs?: number; clone?: boolean; file?: string }) => {
  void (async () => {
    switch (message.cmd) {
      case 'seed':
        reply({ games: await (message.clone ? cloneGames : seedGames)(app, message.prefix!, message.pairs!) })
        return
      case 'memory': {
        ;(globalThis as { gc?: () => void }).gc?.()
        const { rss, heapUsed } = process.memoryUsage()
        reply({ rss, heapUsed })
        return
      }
      case 'counters':
        reply(serverCounters())
        return
      case 'profile':
        await profile(message.file!)
        reply({ profiling: profiler !== null })
        return
      case 'close':
        await app.close()
        await database?.close()
        reply({ closed: true })
        process.exit(0)
    }
  })().catch((error: unknown) => reply({ error: String((error as Error).stack ?? error) }))
})
reply({ port })
