// Starts the real game server (API + the built client from dist/) on a free port with a fresh
// temporary DATA_DIR, waits for /health, and stops it (and deletes the folder) when asked.
import { spawn, type ChildProcess } from 'node:child_process'
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..')
export const ADMIN = { pseudo: 'admin', password: 'admin-password' }

/**
 * The address this test file's requests come from, as the shared server sees it (it trusts
 * X-Forwarded-For, like a server behind a proxy): one per file, so each file has its own sign-up
 * and sign-in limits, as when each file had its own server. Browser contexts send it
 * (`newContext`), and so do the API helpers (`call`, `clientHeaders`).
 */
export const CLIENT_ADDRESS = `10.${[0, 0, 0].map(() => 1 + Math.floor(Math.random() * 250)).join('.')}`
export const clientHeaders = (): Record<string, string> => ({ 'x-forwarded-for': CLIENT_ADDRESS })

/** What the suite's global setup hands to the files about the shared server. */
export interface SharedServerInfo {
  url: string
  port: number
  dataDir: string
}

export interface GameServer {
  url: string
  port: number
  dataDir: string
  /** The server's output so far (stdout and stderr), for failure messages. */
  log(): string
  /** E-mails written by the dev outbox (DATA_DIR/outbox/*.json), oldest first. */
  outbox(): OutboxMail[]
  stop(): Promise<void>
  /** Stops the server, waits `downMs`, and starts it again on the same port and data (not for the shared server). */
  restart?(downMs: number): Promise<void>
}

export interface OutboxMail {
  to: string
  subject: string
  text: string
  html?: string
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))))
    })
  })
}

/**
 * `pgliteTemplate`: a migrated PGlite folder (tests/server/helpers/pglite-template.ts) copied as the
 * server's database, which saves its initdb (5 to 15 s on 2 cores); without it the server makes its own.
 */
export async function startServer(env: Record<string, string> = {}, pgliteTemplate?: string | null): Promise<GameServer> {
  // E2E_CLIENT_DIR: another build folder (`vite build --outDir …`), e.g. for two checkouts' runs at once
  const built = process.env.E2E_CLIENT_DIR || join(ROOT, 'dist')
  if (!existsSync(join(built, 'index.html'))) {
    throw new Error(`${built} is missing: run \`npx vite build\` first (npm test and npm run test:e2e do it).`)
  }
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'arene-e2e-'))
  // The server serves its own copy of the build, so a rebuild meanwhile cannot disturb this run.
  const clientDir = join(dataDir, 'client')
  cpSync(built, clientDir, { recursive: true })
  if (pgliteTemplate && existsSync(pgliteTemplate)) cpSync(pgliteTemplate, dataDir, { recursive: true })
  const url = `http://127.0.0.1:${port}`
  let output = ''
  // kept in memory, and in DATA_DIR/server.log for the files that share this server
  const logFile = join(dataDir, 'server.log')
  const keep = (d: Buffer) => {
    output += d.toString()
    appendFileSync(logFile, d)
  }
  let running = spawnServer({ port, url, dataDir, clientDir, env }, keep)

  const halt = async () => {
    const { child, exited } = running
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }
  }
  const stop = async () => {
    await halt()
    rmSync(dataDir, { recursive: true, force: true })
  }
  const healthy = async (limitMs: number) => {
    const deadline = Date.now() + limitMs
    for (;;) {
      if (running.child.exitCode !== null) {
        await stop()
        throw new Error(`The server exited during start-up:\n${output}`)
      }
      try {
        const response = await fetch(`${url}/health`)
        if (response.ok) return
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        await stop()
        throw new Error(`The server did not answer /health within ${limitMs / 1000} s:\n${output}`)
      }
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  await healthy(90_000)
  const restart = async (downMs: number) => {
    await halt()
    await new Promise((r) => setTimeout(r, downMs))
    running = spawnServer({ port, url, dataDir, clientDir, env }, keep)
    await healthy(180_000) // PGlite reopens its folder: slow on a loaded machine
  }

  return { url, port, dataDir, log: () => output, outbox: () => readOutbox(dataDir), stop, restart }
}

/** Spawns the server process on a data folder and a port; its output goes to `keep`. */
function spawnServer(
  at: { port: number; url: string; dataDir: string; clientDir: string; env: Record<string, string> },
  keep: (d: Buffer) => void,
): { child: ChildProcess; exited: Promise<void> } {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(at.port),
      HOST: '127.0.0.1',
      DATA_DIR: at.dataDir,
      CLIENT_DIR: at.clientDir,
      PUBLIC_URL: at.url,
      ADMIN_PSEUDO: ADMIN.pseudo,
      ADMIN_PASSWORD: ADMIN.password,
      PASSWORD_COST: '10',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      DATABASE_URL: '',
      BOT_WORKERS: '1', // bots decide in the worker pool, as in production
      ...at.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  return { child, exited }
}

/** A server started by the suite's global setup (tests/e2e/global-setup.ts): `stop()` leaves it running. */
export function sharedServer(info: SharedServerInfo): GameServer {
  const logFile = join(info.dataDir, 'server.log')
  return {
    ...info,
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    outbox: () => readOutbox(info.dataDir),
    stop: async () => undefined,
  }
}

function readOutbox(dataDir: string): OutboxMail[] {
  const folder = join(dataDir, 'outbox')
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as OutboxMail)
}
