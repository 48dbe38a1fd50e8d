// What the game paths work on, owned by the app (plugins/game-store.ts) and passed to every caller:
// the request's GameCall, the event hub, the bots, the sweep. One per app instance, so two instances
// on one database each hold their own games, saves and bots.
import type { Db } from '../db/client'
import type { NoticeSender } from '../events/bus'
import type { GameSaves } from '../db/repositories/games-save'
import type { BotHost } from '../bots/host'
import type { GameCache } from './cache'

export interface GameStore {
  /** The app's database handle (never a transaction). */
  readonly db: Db
  /** The games this instance holds (cache.ts). */
  readonly cache: GameCache
  /** The hot path's saves, batched (db/repositories/games-save.ts). */
  readonly saves: GameSaves
  /** Notices to every instance, sent after each commit (plugins/notices.ts). */
  readonly notices: NoticeSender
  /** Whether bots play inline or in the pool, and the hook a save calls when it leaves the turn to one. */
  readonly bots: BotHost
}
