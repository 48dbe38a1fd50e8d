// Periodic work shared by every instance (expired turns, old rate-limit events, unused skin
// payments). Each task claims or conditionally updates its rows, so running it on several instances
// at once is harmless.
import type { FastifyInstance } from 'fastify'
import { pruneEvents } from '../security/rate-limit'
import { sweepExpiredGames } from '../games/sweep'
import { reconcilePayments } from '../services/payment-reconciliation'
import { pruneBeats } from '../db/repositories/instance-beats'

type BackgroundTask = (app: FastifyInstance) => Promise<void>

/** The tasks run at every tick; features add theirs here. */
export const backgroundTasks: BackgroundTask[] = [
  async (app) => pruneEvents(app.db, app.clock()),
  async (app) => void (await sweepExpiredGames(app)),
  async (app) => void (await reconcilePayments(app.db, app.payments, app.clock())),
  // each start adds a heartbeat row: the rows of instances gone for a day go
  async (app) => pruneBeats(app.db, new Date(app.clock().getTime() - 86_400_000)),
]

export async function runBackgroundTasks(app: FastifyInstance): Promise<void> {
  for (const task of backgroundTasks) {
    try {
      await task(app)
    } catch (error) {
      app.log.warn({ err: error }, 'Background task failed')
    }
  }
}

export function registerBackground(app: FastifyInstance): void {
  const every = app.config.sweepIntervalMs
  if (!every) return
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    void runBackgroundTasks(app).finally(() => (running = false))
  }, every)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
