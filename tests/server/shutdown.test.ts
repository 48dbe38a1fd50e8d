// SIGTERM ends the real server within 10 s even when its log reader stopped reading: stdout is a
// pipe nobody drains, filled by request logs, and the process must still exit.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { EXIT_FLUSH_MS, logDestination } from '../../src/server/plugins/log-destination'

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

  it('the log destination drops lines while the reader lags, then says how many', async () => {
    const fifo = join(dataDir, 'logs.fifo')
    execFileSync('mkfifo', [fifo])
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK)
    const writer = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK) // a pipe nobody reads yet
    const log = logDestination(writer, 4096)
    const line = (i: number) => `${JSON.stringify({ i, pad: 'x'.repeat(80) })}\n`
    let sent = 0
    // The pipe (64 KB) fills, then the 4 KB buffer: lines are dropped, the event loop stays free.
    while (log.dropped < 100) {
      for (let k = 0; k < 20; k++) log.write(line(sent++))
      await new Promise((r) => setTimeout(r, 1))
    }
    let text = ''
    const chunk = Buffer.alloc(65536)
    const drain = () => {
      for (;;) {
        try {
          const n = readSync(reader, chunk)
          if (n <= 0) return
          text += chunk.toString('utf8', 0, n)
        } catch {
          return // EAGAIN: nothing more for now
        }
      }
    }
    const notice = () => text.split('\n').find((l) => l.includes('log lines dropped'))
    await vi.waitFor(() => (drain(), expect(notice()).toBeDefined()), { timeout: 5_000, interval: 20 })
    log.write('{"fin":true}\n')
    await vi.waitFor(() => (drain(), expect(text).toContain('{"fin":true}')), { timeout: 5_000, interval: 20 })
    const lines = text.trimEnd().split('\n').map((l) => JSON.parse(l) as { i?: number; level?: number; msg?: string })
    const kept = lines.filter((l) => typeof l.i === 'number').map((l) => l.i!)
    const notices = lines.filter((l) => l.msg?.includes('log lines dropped')) // one after each time the reader caught up
    for (const n of notices) expect(n).toMatchObject({ level: 40, msg: expect.stringMatching(/^\d+ log lines dropped: the log reader was too slow$/) })
    expect(notices.reduce((sum, n) => sum + parseInt(n.msg!, 10), 0)).toBe(sent - kept.length)
    expect(kept).toEqual([...kept].sort((a, b) => a - b)) // in order, the dropped ones missing
    expect(kept.length).toBeGreaterThan(0)
    expect(log.dropped).toBe(0)
    log.destroy()
    closeSync(reader)
  })

  /** A process that writes `lines` log lines through the destination on its stdout, then exits at once. */
  const logAndExit = (lines: number, stdio: 'pipe' | 'stalled') => {
    const destination = join(root, 'src/server/plugins/log-destination.ts')
    const code = `const { stdoutDestination } = await import(${JSON.stringify(destination)}); const log = stdoutDestination(); for (let i = 0; i < ${lines}; i++) log.write(\`{"i":\${i},"pad":"${'x'.repeat(80)}"}\\n\`); process.exit(0)`
    const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    if (stdio === 'pipe') proc.stdout!.on('data', (d: Buffer) => void (out += d.toString()))
    const started = Date.now()
    return new Promise<{ code: number | null; ms: number; out: string }>((resolve) => {
      const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000)
      proc.once('close', (code) => (clearTimeout(timer), resolve({ code, ms: Date.now() - started, out })))
    })
  }

  it('the log destination writes every line before the process exits', async () => {
    const { code, out } = await logAndExit(20_000, 'pipe') // ~2 MB: most still buffered at the exit
    expect(code).toBe(0)
    const seen = new Set(out.trimEnd().split('\n').map((l) => (JSON.parse(l) as { i: number }).i))
    expect(seen.size).toBe(20_000)
  }, 20_000)

  it('a process whose log reader stalled still exits at once (its last lines given up after a second)', async () => {
    const { code, ms } = await logAndExit(20_000, 'stalled') // stdout a pipe that is never read
    expect(code).toBe(0)
    expect(ms).toBeLessThan(EXIT_FLUSH_MS + 8_000) // tsx's start included
  }, 20_000)
})
