// Every change of a game goes through here: load → settle the clock → the action (pure) → the
// bot's answer when bots play inline → save with `WHERE version = v` (rewards in the same
// transaction when it ends) → retry from the fresh row when another request or instance saved first. The game held by this instance (cache.ts) is
// the starting point: the versioned save is what makes it safe. A save that leaves the turn to a
// pooled bot hands it to the pool (bots/autoplay.ts), which saves the bot's move through here too.
import type { Db } from '../db/client'
import { conflict, notFound } from '../errors'
import { loadRefs, saveIfVersion, updateIfVersion } from '../db/repositories/games'
import { planRewards } from './rewards'
import { settle } from './clock'
import type { GameRecord, LoadedGame } from './types'
import { GAMES } from '../messages'
import { NOTICE_CHANNEL_SQL, type Notice } from '../events/bus'
import { runBots } from './transitions'
import { afterBotTurnSaved, botsInline } from '../bots/host'
import type { GameStore } from './store'

/** A move or action the rules refuse; `game` is the fresh game to answer with. */
export class GameRejection extends Error {
  game: LoadedGame | null = null
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

export interface Step<T> {
  /** The new record, or the one given when nothing changes. */
  game: GameRecord
  value: T
}

const MAX_ATTEMPTS = 8

export async function mutateGame<T>(store: GameStore, id: number, now: Date, action: (game: GameRecord) => Step<T>): Promise<{ game: LoadedGame; value: T }> {
  const { cache } = store
  const inline = botsInline(store.bots)
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // The held game first, unchecked: a change saves over its version (a stale one fails, then reload).
    const { game: loaded, checked } = attempt === 0 ? await cache.held(id) : { game: await cache.reload(id), checked: true }
    if (!loaded) throw notFound(GAMES.notFound)
    const settled = settle(loaded.record, now, inline)
    let step: Step<T>
    try {
      step = action(settled)
      if (inline) step = { ...step, game: runBots(step.game, now) }
    } catch (error) {
      if (!(error instanceof GameRejection)) throw error
      // A refusal is only true of the current game.
      if (!checked && !(await cache.isCurrent(loaded))) continue
      const fresh = settled === loaded.record ? loaded : await saveGame(store, loaded, settled, now)
      if (!fresh) continue
      error.game = fresh
      throw error
    }
    if (step.game === loaded.record) {
      if (!checked && !(await cache.isCurrent(loaded))) continue
      return { game: loaded, value: step.value }
    }
    const saved = await saveGame(store, loaded, step.game, now)
    if (saved) return { game: saved, value: step.value }
    cache.forget(id, loaded.record.version)
  }
  throw conflict(GAMES.busy, { code: 'BUSY' })
}

/**
 * Saves next over loaded if its version has not moved; when next ends the game, the rewards are
 * applied in the same transaction, so they are given exactly once. Null when someone saved first.
 */
function saveGame(store: GameStore, loaded: LoadedGame, next: GameRecord, now: Date): Promise<LoadedGame | null> {
  return store.cache.saving(next.id, saveAndStore(store, loaded, next, now))
}

async function saveAndStore(store: GameStore, loaded: LoadedGame, next: GameRecord, now: Date): Promise<LoadedGame | null> {
  const { db } = store
  const before = loaded.record
  const ending = next.status === 'FINISHED' && !before.rewardsApplied
  const record: GameRecord = { ...next, version: before.version + 1, updatedAt: now }
  const notice: Notice = { kind: 'game', gameId: record.id, version: record.version }
  let notified = false
  let saved: GameRecord | null = null
  if (ending) saved = await saveEnding(db, record, before)
  else {
    // The notice rides with the save where the driver allows it (delivered at the commit).
    const result = await saveIfVersion(db, record, before, store.saves, { channelSql: NOTICE_CHANNEL_SQL, payload: JSON.stringify(notice) })
    saved = result.saved ? record : null
    notified = result.notified
  }
  if (!saved) return null
  const game: LoadedGame = { record: saved, refs: ending ? await loadRefs(db, saved.players) : loaded.refs }
  store.cache.store(game)
  // Committed: every instance's streams read the new state (rewards change the players' profiles).
  if (!notified) store.notices.publish(notice)
  if (ending) for (const userId of saved.players) if (userId != null) store.notices.publish({ kind: 'profile', userId })
  afterBotTurnSaved(store.bots, saved)
  return game
}

/** The save that ends the game: the rewards applied in the same transaction as the versioned update. */
function saveEnding(db: Db, next: GameRecord, before: GameRecord): Promise<GameRecord | null> {
  return db.transaction(async (tx) => {
    const plan = await planRewards(tx, next, next.updatedAt)
    const record: GameRecord = { ...next, rewards: plan.rewards, rewardsApplied: true }
    if (!(await updateIfVersion(tx, record, before))) return null
    await plan.apply()
    return record
  })
}
