// Bot decisions for the server: in the pool (off the event loop) or inline (tests, BOT_WORKERS=0).
// A decision that fails or overruns its time becomes a legal fallback move, logged: never a stuck game.
import { decide, fallbackDecision, type BotDecision, type BotRequest } from './decide'
import { createBotPool, type BotPool } from './pool'
import type { WorkerFault } from './worker'
import type { Lowered } from '../thread-priority'

export interface BotLog {
  warn(obj: unknown, msg?: string): void
}

interface BotRunnerOptions {
  /** Worker threads; 0 decides inline, on the caller's thread. */
  threads: number
  /** The most a pool decision may take, from when a worker starts it, before the fallback move is played. */
  turnMs: number
  log: BotLog
  /** Test-only: makes every worker fail this way. */
  fault?: WorkerFault
  /** Test-only: told when a worker begins a decision (a test waits on it rather than on the clock). */
  onStart?: () => void
  /** Test-only: the workers' niceness (production: the lowest priority, which a busy machine starves). */
  niceness?: number
}

export class BotRunner {
  /** Started at the first decision, so an instance that never hosts a bot game spawns no thread. */
  private pool: BotPool | null = null
  private closed = false
  /** Said once: the workers could not lower their priority (they then compete with the event loop). */
  private priorityWarned = false

  constructor(private readonly options: BotRunnerOptions) {}

  /** True when decisions run in worker threads (the player's move is answered before the bot's). */
  get pooled(): boolean {
    return this.options.threads > 0
  }

  /**
   * The bot's decision; on a worker failure or overrun, the fallback move (logged). The time budget
   * counts from when a worker starts the decision: under load a decision waits its turn in the
   * queue rather than being given up before it ran (the game's turn deadline bounds the wait).
   */
  async decide(request: BotRequest): Promise<BotDecision> {
    if (!this.pooled || this.closed) return this.closed ? fallbackDecision(request) : decide(request)
    this.pool ??= createBotPool(this.options.threads, this.options.fault ?? null, this.options.niceness)
    const abort = new AbortController()
    let timer: NodeJS.Timeout | undefined
    const started = (thread: Lowered) => {
      timer = setTimeout(() => abort.abort(), this.options.turnMs)
      this.options.onStart?.()
      if (thread.kind === 'unavailable' && !this.priorityWarned) {
        this.priorityWarned = true
        this.options.log.warn({ reason: thread.reason }, 'Bot workers run at normal priority')
      }
    }
    try {
      return await this.pool.run(request, abort.signal, started)
    } catch (error) {
      const reason = abort.signal.aborted ? 'overrun' : 'failed'
      this.options.log.warn({ err: error, reason, turnMs: this.options.turnMs }, `Bot decision ${reason}: a fallback move is played`)
      return fallbackDecision(request)
    } finally {
      clearTimeout(timer)
    }
  }

  /** Ends the threads; a decision in flight or asked afterwards gets the fallback move. */
  async close(): Promise<void> {
    this.closed = true
    await this.pool?.close()
  }
}
