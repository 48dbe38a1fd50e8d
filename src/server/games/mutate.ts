// Every change of a game goes through here: load → settle the clock → the action (pure) → save
// with `WHERE version = v` (rewards in the same transaction when it ends) → retry from the fresh
// row when another request or instance saved first. Nothing is held in memory between requests.
import type { Db } from '../db/client'
import { conflict, notFound } from '../errors'
import { loadGame, loadRefs, updateIfVersion } from '../db/repositories/games'
import { planRewards } from './rewards'
import { settle } from './clock'
import type { GameRecord, LoadedGame } from './types'
import { GAMES } from '../messages'
import { publish } from '../events/bus'

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

export async function mutateGame<T>(db: Db, id: number, now: Date, action: (game: GameRecord) => Step<T>): Promise<{ game: LoadedGame; value: T }> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const loaded = await loadGame(db, id)
    if (!loaded) throw notFound(GAMES.notFound)
    const settled = settle(loaded.record, now)
    let step: Step<T>
    try {
      step = action(settled)
    } catch (error) {
      if (!(error instanceof GameRejection)) throw error
      const fresh = settled === loaded.record ? loaded : await saveGame(db, loaded, settled, now)
      if (!fresh) continue
      error.game = fresh
      throw error
    }
    if (step.game === loaded.record) return { game: loaded, value: step.value }
    const saved = await saveGame(db, loaded, step.game, now)
    if (saved) return { game: saved, value: step.value }
  }
  throw conflict(GAMES.busy, { code: 'BUSY' })
}

/**
 * Saves next over loaded if its version has not moved; when next ends the game, the rewards are
 * applied in the same transaction, so they are given exactly once. Null when someone saved first.
 */
export async function saveGame(db: Db, loaded: LoadedGame, next: GameRecord, now: Date): Promise<LoadedGame | null> {
  const before = loaded.record
  const ending = next.status === 'FINISHED' && !before.rewardsApplied
  const saved = await db.transaction(async (tx) => {
    let record: GameRecord = { ...next, version: before.version + 1, updatedAt: now }
    const plan = ending ? await planRewards(tx, record, now) : null
    if (ending) record = { ...record, rewards: plan?.rewards ?? null, rewardsApplied: true }
    if (!(await updateIfVersion(tx, record, before.version, record.decks !== before.decks))) return null
    if (plan) await plan.apply()
    return record
  })
  if (!saved) return null
  // Committed: every instance's streams read the new state (rewards change the players' profiles).
  publish(db, { kind: 'game', gameId: saved.id, version: saved.version })
  if (ending) for (const userId of saved.players) if (userId != null) publish(db, { kind: 'profile', userId })
  return { record: saved, refs: ending ? await loadRefs(db, saved.players) : loaded.refs }
}
