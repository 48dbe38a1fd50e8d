// The read path of a game: load the row, apply the expired turns IN MEMORY with the same pure
// rules the sweep and the movers use (`settle`), and answer the caller's view — never a write.
// The row is this instance's held copy when its version is still the row's (cache.ts).
// The sweep (sweep.ts) and the next move (mutate.ts) save the settled turns; until then every
// reader computes the same settled view from the same row, so a read costs one indexed read and
// takes no lock. A game the clock ends shows FINISHED with the rewards its save will give.
import { forbidden, notFound } from '../errors'
import { signedIn } from '../security/access'
import type { GameCall } from './call'
import { settle } from './clock'
import { botsInline } from '../bots/host'
import type { GameStore } from './store'
import { planRewards } from './rewards'
import { gameView } from './view'
import type { GameType, LoadedGame } from './types'
import { slotOf } from './types'
import { GAMES } from '../messages'

/**
 * Game `id` at `now` as it would be after the clock, computed without saving; null when none. The
 * game held by this instance serves when its version is the row's (checked by one tiny query), or,
 * given `atLeastVersion` (a notice's; 0 = unknown, checked), when it is at least that version (no query).
 */
export async function settledGame(store: GameStore, id: number, now: Date, atLeastVersion?: number): Promise<LoadedGame | null> {
  const { db, cache } = store
  const loaded = atLeastVersion ? await cache.atLeast(id, atLeastVersion) : await cache.fresh(id)
  if (!loaded) return null
  let record = settle(loaded.record, now, botsInline(store.bots))
  if (record === loaded.record) return loaded
  if (record.status === 'FINISHED' && !record.rewardsApplied) {
    // the rewards the save will give (planRewards only reads; its `apply` is the save's)
    record = { ...record, rewards: (await planRewards(db, record, now)).rewards }
  }
  return { record, refs: loaded.refs }
}

/** GET /api/games/{id}: the caller's view (admins see it without a hand), read-only. */
export async function readGameView(call: GameCall, id: number, type: GameType | null = null) {
  const now = call.clock()
  // The held game only after its version was checked: a move made on another instance shows at once.
  const game = await settledGame(call.store, id, now)
  if (!game || (type && game.record.type !== type)) throw notFound(GAMES.notFound)
  const who = signedIn(call.caller)
  const viewer = slotOf(game.record, who.id) ? who.id : who.admin ? null : undefined
  if (viewer === undefined) throw forbidden(GAMES.notYours)
  return gameView(game, viewer, now)
}

