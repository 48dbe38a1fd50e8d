// The instance's heartbeat (`instance_beats`, every BEAT_MS while the background runs), and at start
// the time the whole cluster was down given back to the running clocks (a restart must not cost the
// player whose turn it was). Another instance still beating means no outage: nothing moves.
import { randomUUID } from 'node:crypto'
import fp from 'fastify-plugin'
import { beat, giveBackDowntime } from '../db/repositories/instance-beats'

/** How often an instance says it is alive. */
export const BEAT_MS = 1000
/** No beat for this long: the cluster was down (three beats missed). */
export const OUTAGE_MIN_MS = 3 * BEAT_MS

export const heartbeatPlugin = fp(
  async (app) => {
    const instance = randomUUID()
    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      const given = await giveBackDowntime(app.db, instance, app.clock(), OUTAGE_MIN_MS)
      if (given.downtimeMs > 0) app.log.info({ downtimeMs: given.downtimeMs, games: given.games }, 'Nobody served for a while: the running turns get that time back')
      if (!app.config.sweepIntervalMs) return // tests drive time by hand
      timer = setInterval(() => void beat(app.db, instance, app.clock()).catch((error: unknown) => app.log.warn({ err: error }, 'Heartbeat failed')), BEAT_MS)
      timer.unref()
    })
    app.addHook('onClose', async () => {
      clearInterval(timer)
      // the last sign of life: a clean restart's downtime is measured from here
      await beat(app.db, instance, app.clock()).catch(() => undefined)
    })
  },
  { name: 'heartbeat', dependencies: ['database'] },
)
