// The games this instance holds (`app.gameCache`, games/cache.ts), on the app's database handle.
import fp from 'fastify-plugin'
import { GameCache } from '../games/cache'

declare module 'fastify' {
  interface FastifyInstance {
    gameCache: GameCache
  }
}

export const gameCachePlugin = fp(
  async (app) => {
    const cache = new GameCache(app.db)
    app.decorate('gameCache', cache)
    app.addHook('onClose', async () => cache.clear())
  },
  { name: 'game-cache', dependencies: ['database'] },
)
