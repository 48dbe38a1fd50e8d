// The notice bus between instances (`app.notices`, events/bus.ts): opened on the app's database,
// closed after the event hub's last notices. The game paths (through the GameStore) and the routes
// send their notices with it; the event hub listens to it.
import fp from 'fastify-plugin'
import { openBus, type Bus } from '../events/bus'

declare module 'fastify' {
  interface FastifyInstance {
    notices: Bus
  }
}

export const noticesPlugin = fp(
  async (app) => {
    const bus = await openBus(app.database, { log: app.log })
    app.decorate('notices', bus)
    app.addHook('onClose', () => bus.close())
  },
  { name: 'notices', dependencies: ['database'] },
)
