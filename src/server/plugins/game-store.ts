// The app's games (`app.gameStore`, games/store.ts): its database, held games, batched saves, notice
// bus and bot host, which the routes (in each GameCall), the event hub and the sweep pass to the game paths.
import fp from 'fastify-plugin'
import type { GameStore } from '../games/store'

declare module 'fastify' {
  interface FastifyInstance {
    gameStore: GameStore
  }
}

export const gameStorePlugin = fp(
  async (app) => {
    const store: GameStore = { db: app.db, cache: app.gameCache, saves: app.gameSaves, notices: app.notices, bots: app.botHost }
    app.decorate('gameStore', store)
  },
  { name: 'game-store', dependencies: ['database', 'game-cache', 'game-saves', 'notices', 'bots'] },
)
