// Unranked and ranked matchmaking: join a waiting game, or open one and wait. joueur1 is the
// player who opened the game, joueur2 the one who joined it.
import type { Db } from '../db/client'
import { deleteGame, seatSecondPlayer, stillWaiting, waitingGames, type WaitingGame } from '../db/repositories/games'
import type { UserRow } from '../db/repositories/users'
import { activeGame, alreadyPlaying, insertGame, newRecord, underCreationLock } from './creation'
import { DECK_CHOICE_MS, RANKED_WINDOW } from './types'
import { publish } from '../events/bus'

/** Rating distance accepted after waiting `waitedMs`: ±100, +50 for every full 10 s. */
export const rankedWindow = (waitedMs: number): number =>
  RANKED_WINDOW.base + RANKED_WINDOW.step * Math.floor(Math.max(0, waitedMs) / RANKED_WINDOW.everyMs)

type Waiting = WaitingGame

/**
 * The waiting game `user` should join: unranked, the oldest; ranked, the closest rating within the
 * wider of the two windows (each from the stored waiting time), the oldest on a tie.
 */
export function pickOpponent(type: 'unranked' | 'ranked', candidates: Waiting[], rating: number, mySince: Date | null, now: Date): Waiting | null {
  if (type === 'unranked') return candidates[0] ?? null
  const mine = mySince ? rankedWindow(now.getTime() - mySince.getTime()) : RANKED_WINDOW.base
  let best: Waiting | null = null
  for (const c of candidates) {
    const distance = Math.abs((c.rating ?? rating) - rating)
    const theirs = c.since ? rankedWindow(now.getTime() - c.since.getTime()) : RANKED_WINDOW.base
    if (distance > Math.max(mine, theirs)) continue
    if (!best || distance < Math.abs((best.rating ?? rating) - rating)) best = c
  }
  return best
}

/** The id of the game the user is now in: joined, opened, or their own still waiting. */
export async function joinQueue(db: Db, user: UserRow, type: 'unranked' | 'ranked', now: Date): Promise<number> {
  const current = await activeGame(db, user.id, now)
  const own = current?.record
  const ownWaiting = own && own.type === type && own.status === 'WAITING' && own.players[1] == null ? own : null
  if (current && !ownWaiting) throw alreadyPlaying(current, user.id, now)
  let joined: number | null = null
  const id = await underCreationLock(db, ownWaiting ? [] : [user.id], async (tx) => {
    if (ownWaiting) {
      if (!(await stillWaiting(tx, ownWaiting.id))) return ownWaiting.id // paired meanwhile
    }
    const candidates = await waitingGames(tx, type, user.id)
    const match = pickOpponent(type, candidates, user.rating, ownWaiting?.waitingSince ?? null, now)
    if (match) {
      const deadline = new Date(now.getTime() + DECK_CHOICE_MS)
      if (await seatSecondPlayer(tx, match.id, user.id, deadline, now)) {
        // The caller's own waiting game is dropped: they learn the new game's id in this answer.
        if (ownWaiting) await deleteGame(tx, ownWaiting.id)
        joined = match.id
        return match.id
      }
    }
    if (ownWaiting) return ownWaiting.id
    const record = newRecord(
      { type, players: [user.id, null], waitingSince: now, waitingRating: type === 'ranked' ? user.rating : null },
      now,
    )
    return insertGame(tx, record)
  })
  // After the commit: the waiting player learns that an opponent joined.
  if (joined != null) publish(db, { kind: 'game', gameId: joined, version: 0 })
  return id
}
