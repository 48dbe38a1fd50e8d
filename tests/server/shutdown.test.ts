// SIGTERM ends the real server within 10 s even when its log reader stopped reading: stdout is a
// pipe nobody drains, filled by request logs, and the process must still exit.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { logDestination } from '../../src/server/plugins/log-destination'

const root = join(import.meta.dirname, '../..')

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })

/** GET /health; false when it fails or takes more than `ms`. */
async function health(url: string, ms: number): Promise<boolean> {
  try {
    return (await fetch(`${url}/health`, { signal: AbortSignal.timeout(ms) })).ok
  } catch {
    return false
  }
}

describe('shutdown', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'arene-shutdown-'))
  let child: ChildProcess | null = null
  afterAll(() => {
    if (child && child.exitCode == null && child.signalCode == null) child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('SIGTERM ends the process within 10 s while stdout is a full pipe', async () => {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    let stderr = ''
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SERVE_CLIENT: 'false', PASSWORD_COST: '10', LOG_LEVEL: 'debug', SWEEP_INTERVAL_MS: '0' },
      stdio: ['ignore', 'pipe', 'pipe'], // stdout is never read: the pipe fills up
    })
    child = proc
    proc.stderr!.on('data', (d: Buffer) => void (stderr += d.toString()))
    let how = ''
    const exited = new Promise<number>((resolve) => proc.once('exit', (code, signal) => ((how = `${code ?? signal}`), resolve(Date.now()))))

    const up = vi.waitFor(
      async () => {
        if (!(await health(url, 1000))) throw new Error(`no /health within 60 s:\n${stderr}`)
      },
      { timeout: 60_000, interval: 200 },
    )
    await Promise.race([up, exited.then(() => Promise.reject(new Error(`the server exited (${how}) before answering /health:\n${stderr}`)))])

    // Log a lot: ~2 lines per request, far more than a pipe holds; stop early if the server stalls.
    let stalled = false
    for (let batch = 0; batch < 150 && !stalled; batch++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => health(url, 5000)))
      stalled = answers.includes(false)
    }

    const sent = Date.now()
    proc.kill('SIGTERM')
    const end = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 12_000))])
    expect(end, `still running 12 s after SIGTERM (requests stalled: ${stalled})\n${stderr}`).not.toBeNull()
    expect(end! - sent, `exit (${how}) came too late`).toBeLessThan(10_000)
    expect(stalled, 'the server kept answering while its log reader stalled').toBe(false)
  }, 120_000)

  it('the watchdog kills a process whose main thread is stuck', async () => {
    const watchdog = join(root, 'src/server/plugins/watchdog.ts')
    const code = `const { startWatchdog } = await import(${JSON.stringify(watchdog)}); startWatchdog(1000); setTimeout(() => { for (;;) {} }, 10)`
    const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: root, stdio: 'ignore' })
    const started = Date.now()
    const signal = await Promise.race([
      new Promise<string | null>((resolve) => proc.once('exit', (_code, s) => resolve(s))),
      new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 8_000)),
    ])
    if (signal === 'timeout') proc.kill('SIGKILL')
    expect(signal).toBe('SIGKILL')
    expect(Date.now() - started).toBeLessThan(8_000)
  }, 20_000)

  it('the log destination drops lines while the reader lags, then says how many', () => {
    const written: string[] = []
    let queued = 0
    const out = new Writable({ write: (chunk, _enc, done) => void (written.push(String(chunk)), done()) })
    Object.defineProperty(out, 'writableLength', { get: () => queued })
    const log = logDestination(out, 100)
    log.write('a\n')
    queued = 1000 // the reader stalls
    for (let i = 0; i < 5; i++) log.write('lost\n')
    expect(log.dropped).toBe(5)
    queued = 0 // it catches up
    log.write('b\n')
    expect(written[0]).toBe('a\n')
    expect(JSON.parse(written[1])).toMatchObject({ level: 40, msg: '5 log lines dropped: the log reader was too slow' })
    expect(written.slice(2)).toEqual(['b\n'])
  })
})
