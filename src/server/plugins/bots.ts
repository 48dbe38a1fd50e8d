// The bots (bots/): `app.bots`, the runner of their decisions (worker threads, config.botWorkers, or
// inline when 0), and `app.botHost`, which plays the bot turns a save leaves to the pool, through
// the app's games. Closing stops the turns, ends the threads at once (a decision in flight gets its
// fallback move), then waits for the turns in flight.
import fp from 'fastify-plugin'
import { BotRunner } from '../bots/runner'
import { startBotPlayer, type BotPlayer } from '../bots/autoplay'

declare module 'fastify' {
  interface FastifyInstance {
    /** Bot decisions: in worker threads (config.botWorkers), or inline when 0. */
    bots: BotRunner
    /** Whether bots are pooled, and the loops that play their turns (carried by `app.gameStore`). */
    botHost: BotPlayer
  }
}

export const botsPlugin = fp(
  async (app) => {
    const runner = new BotRunner({ threads: app.config.botWorkers, turnMs: app.config.botTurnMs, log: app.log })
    const host = startBotPlayer({ db: app.db, cache: app.gameCache, saves: app.gameSaves, notices: app.notices }, runner, () => app.clock(), app.log)
    app.decorate('bots', runner)
    app.decorate('botHost', host)
    app.addHook('onClose', async () => {
      const botsStopped = host.close() // no new bot turn; the ones in flight end with the pool
      await runner.close()
      await botsStopped
    })
  },
  { name: 'bots', dependencies: ['database', 'game-cache', 'game-saves', 'notices'], decorators: { fastify: ['config', 'clock'] } },
)
