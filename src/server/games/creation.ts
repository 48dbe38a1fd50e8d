// New games: a fresh record, one game in progress per player (checked under a lock), the insert.
import { randomInt } from 'node:crypto'
import type { Db } from '../db/client'
import { HttpError, conflict } from '../errors'
import { activeGameIds, holdAdvisoryLock, insertGame } from '../db/repositories/games'
import { mutateGame } from './mutate'
import { gameView } from './view'
import type { GameRecord, LoadedGame } from './types'
import { GAMES } from '../messages'
import type { GameStore } from './store'

/** Serialises creating and joining games across every instance (short transactions only). */
const GAME_CREATION_LOCK = 4_242_100


export function newRecord(init: Partial<GameRecord> & Pick<GameRecord, 'type' | 'players'>, now: Date): GameRecord {
  return {
    id: 0,
    status: 'WAITING',
    invitedId: null,
    code: null,
    decks: {},
    deckIds: [null, null],
    state: null,
    winner: null,
    turnDeadline: null,
    version: 0,
    rngState: randomInt(0, 2 ** 32),
    difficulty: null,
    stageId: null,
    endReason: null,
    rewardsApplied: false,
    rewards: null,
    lastMove: null,
    moves: [],
    seed: null,
    startedAt: null,
    waitingRating: null,
    waitingPower: null,
    waitingSince: null,
    createdAt: now,
    updatedAt: now,
    endedAt: null,
    ...init,
  }
}

/** The user's game in progress (expired clocks applied first), or null. */
export async function activeGame(store: GameStore, userId: number, now: Date): Promise<LoadedGame | null> {
  for (const { id } of await activeGameIds(store.db, userId)) {
    const { game } = await mutateGame(store, id, now, (g) => ({ game: g, value: null }))
    if (game.record.status !== 'FINISHED') return game
  }
  return null
}

/** 409 with the game in progress, so the client can go back to it. */
export const alreadyPlaying = (game: LoadedGame, userId: number, now: Date): HttpError =>
  conflict(GAMES.alreadyPlaying, { code: 'ALREADY_PLAYING', game: gameView(game, userId, now) })

/**
 * Runs `write` in a transaction holding the creation lock, after checking again that none of
 * `userIds` has a game in progress (a request racing the first check).
 */
export async function underCreationLock<T>(db: Db, userIds: number[], write: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await holdAdvisoryLock(tx, GAME_CREATION_LOCK)
    for (const userId of userIds) {
      if ((await activeGameIds(tx, userId)).length > 0) throw conflict(GAMES.alreadyPlaying, { code: 'ALREADY_PLAYING' })
    }
    return write(tx)
  })
}

export { insertGame }

/** Refuses (409 with that game) when the user already has a game in progress. */
export async function assertNoActiveGame(store: GameStore, userId: number, now: Date): Promise<void> {
  const current = await activeGame(store, userId, now)
  if (current) throw alreadyPlaying(current, userId, now)
}
