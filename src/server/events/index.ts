// Live events (GET /api/events): the bus between instances and this instance's streams, as
// `app.events`. Registered by app.ts; the streams end before the database closes.
import type { FastifyInstance } from 'fastify'
import { DEFAULT_HEARTBEAT_MS, EventHub } from './hub'

export type { Notice } from './bus'
export { EventHub } from './hub'

declare module 'fastify' {
  interface FastifyInstance {
    events: EventHub
  }
}

/** Heartbeat period: EVENTS_HEARTBEAT_MS, else 15 s. */
function heartbeatMs(): number {
  const value = Number(process.env.EVENTS_HEARTBEAT_MS)
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_HEARTBEAT_MS
}

export async function registerEvents(app: FastifyInstance): Promise<void> {
  const hub = new EventHub(app, app.notices, heartbeatMs())
  app.decorate('events', hub)
  // Before the server waits for its connections, and before the database closes (onClose).
  app.addHook('preClose', async () => {
    await hub.close()
  })
}
