// Unranked and ranked matchmaking: join the waiting game closest in rating and deck power (src/game's
// windows, widening with the wait), or open one and wait. joueur1 is the player who opened the game,
// joueur2 the one who joined it. A player may queue with their deck: it is frozen into the game at
// once, its power matched on, and a game whose two players both queued with a deck starts at once.
import { pickOpponent, type Seeker } from '../../game'
import type { Db } from '../db/client'
import { deleteGame, loadGame, updateIfVersion, waitingGames, type WaitingGame } from '../db/repositories/games'
import type { UserRow } from '../db/repositories/users'
import { activeGame, alreadyPlaying, insertGame, newRecord, underCreationLock } from './creation'
import { chosenDeckPower, loadChosenDeck, withDeck } from './decks'
import { DECK_CHOICE_MS, inQueue, type ChosenDeck, type GameRecord } from './types'
import type { GameStore } from './store'

export type QueueType = 'unranked' | 'ranked'

/** How long a waiting game has waited at `now` (0 when its start is unknown). */
const waitedMs = (since: Date | null, now: Date): number => (since ? Math.max(0, now.getTime() - since.getTime()) : 0)

/** A waiting game as src/game's matchmaking sees it (an unknown rating fits the joiner's). */
const seekerOf = (game: WaitingGame, joinerRating: number, now: Date): WaitingGame & Seeker => ({
  ...game,
  rating: game.rating ?? joinerRating,
  waitedMs: waitedMs(game.since, now),
})

/** Seats `userId` as joueur2 of a waiting game; with their deck, the match starts when joueur1's is known too. */
function seated(game: GameRecord, userId: number, deck: ChosenDeck | null, now: Date): GameRecord {
  const joined: GameRecord = {
    ...game,
    players: [game.players[0], userId],
    turnDeadline: new Date(now.getTime() + DECK_CHOICE_MS),
    waitingRating: null,
    waitingPower: null,
    waitingSince: null,
  }
  return deck ? withDeck(joined, 2, deck, now) : joined
}

/** A record saved over `before` (next version); false when the row changed meanwhile. */
const saved = (tx: Db, next: GameRecord, before: GameRecord, now: Date) =>
  updateIfVersion(tx, { ...next, version: before.version + 1, updatedAt: now }, before)

/**
 * The id of the game the user is now in: joined, opened, or their own still waiting. `deckId`
 * (optional): the deck to play, checked and frozen now; re-posting another one changes the waiting
 * game's deck. Without it a waiting game keeps its deck, and a new one has none (chosen once paired).
 */
export async function joinQueue(store: GameStore, user: UserRow, type: QueueType, deckId: number | undefined, now: Date): Promise<number> {
  const { db } = store
  const current = await activeGame(store, user.id, now)
  const own = current?.record
  const ownWaiting = own && own.type === type && inQueue(own) ? own : null
  if (current && !ownWaiting) throw alreadyPlaying(current, user.id, now)
  // The deck is read before the lock (as a deck choice is); the one already frozen is not read again.
  const chosen = deckId != null && deckId !== ownWaiting?.deckIds[0] ? await loadChosenDeck(db, deckId, user.id) : null
  const changed: number[] = []
  const id = await underCreationLock(db, ownWaiting ? [] : [user.id], async (tx) => {
    const mine = ownWaiting ? (await loadGame(tx, ownWaiting.id))?.record : null
    if (ownWaiting && !(mine && inQueue(mine))) return ownWaiting.id // paired (or cancelled) meanwhile
    const deck = chosen ?? mine?.decks['1'] ?? null
    const me: Seeker = {
      rating: user.rating,
      power: chosen ? chosenDeckPower(chosen) : (mine?.waitingPower ?? null),
      waitedMs: waitedMs(mine?.waitingSince ?? null, now),
    }
    const candidates = (await waitingGames(tx, type, user.id)).map((g) => seekerOf(g, user.rating, now))
    const match = pickOpponent(me, candidates)
    const opened = match && (await loadGame(tx, match.id))?.record
    if (opened && inQueue(opened) && (await saved(tx, seated(opened, user.id, deck, now), opened, now))) {
      // The caller's own waiting game is dropped: they learn the new game's id in this answer.
      if (mine) await deleteGame(tx, mine.id)
      changed.push(opened.id)
      return opened.id
    }
    if (mine) {
      if (chosen && (await saved(tx, withDeck(mine, 1, chosen, now), mine, now))) changed.push(mine.id)
      return mine.id
    }
    const record = newRecord({ type, players: [user.id, null], waitingSince: now, waitingRating: user.rating }, now)
    return insertGame(tx, chosen ? withDeck(record, 1, chosen, now) : record)
  })
  // After the commit: the waiting player learns that an opponent joined (or that their deck changed).
  for (const gameId of changed) store.notices.publish({ kind: 'game', gameId, version: 0 })
  return id
}
