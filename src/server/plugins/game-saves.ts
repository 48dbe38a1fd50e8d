// The hot path's batched saves of games (`app.gameSaves`, db/repositories/games-save.ts), on the
// app's database handle; closing waits for the saves on their way, before the database closes.
import fp from 'fastify-plugin'
import { GameSaves } from '../db/repositories/games-save'

declare module 'fastify' {
  interface FastifyInstance {
    gameSaves: GameSaves
  }
}

export const gameSavesPlugin = fp(
  async (app) => {
    const saves = new GameSaves(app.db)
    app.decorate('gameSaves', saves)
    app.addHook('onClose', () => saves.close())
  },
  { name: 'game-saves', dependencies: ['database'] },
)
