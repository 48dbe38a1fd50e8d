// The battle's game in the query cache, its one owner (queries/battle.ts): the first read, the
// reads again, the poll out of turn (a refetch interval, paused while the tab is hidden), the answers
// to moves and the streams all offer their game to it, kept when newer (isNewerGame). A move is
// shown as TanStack Query's optimistic update: the cache holds the optimistic board while the move
// is sent, and gets the board before back if the move fails (and nothing newer came meanwhile).
import { QueryObserver, type QueryClient } from '@tanstack/query-core'
import type { Getter, Setter } from 'jotai'
import { fetchGame, repostRanked, type Game } from '../api/games'
import { failureOf, orThrow } from '../api/result'
import { GAME_POLL_MS } from '../game'
import { rollbackMove, type PendingMove } from '../scene/model'
import { sessionAtom } from './session'
import { clockResyncedAtom, serverAnsweredAtom } from './serverReach'
import { battleGameKey, isNewerGame, offerGame } from './queries/battle'
import { queryClientAtom } from './queries/client'

export { battleGameKey, isNewerGame }

const clientOf = (get: Getter): QueryClient => get(queryClientAtom)

/** The game the cache holds for the battle (the server's, or the optimistic board of a move being sent). */
export const cachedGame = (get: Getter): Game | null => clientOf(get).getQueryData<Game | null>(battleGameKey) ?? null

/** Reads game `id` (its own request, never merged with a poll under way) and offers it to the cache. */
export async function readGame(get: Getter, id: number): Promise<Game> {
  const game = orThrow(await fetchGame(id))
  offerGame(clientOf(get), game)
  return game
}

/** Offers a server game (an answer, a refusal's fresh game, an event) to the cache: kept when newer. */
export const storeGame = (get: Getter, game: Game): boolean => offerGame(clientOf(get), game)

/** The optimistic boards, known by identity: never the server's word (no countdown, no notices). */
const optimistic = new WeakSet<object>()
export const isOptimistic = (game: Game | null): boolean => !!game && optimistic.has(game)

/** onMutate: the cache shows the move's optimistic board; returns the rollback (onError) to call if the move fails. */
export function showOptimistic(get: Getter, pending: PendingMove): () => void {
  const client = clientOf(get)
  optimistic.add(pending.after)
  client.setQueryData(battleGameKey, pending.after)
  // Only the optimistic board itself is rolled back: a newer server game that came meanwhile stays.
  return () => void client.setQueryData<Game | null>(battleGameKey, (current) => (current ? (rollbackMove(pending, current) as Game) : current))
}

/** A replay's step: shown through the same cache entry (a replay goes back in time: no version check). */
export const showReplayStep = (get: Getter, game: Game): void => void clientOf(get).setQueryData(battleGameKey, game)

/** Leaving the battle (or opening another game) forgets its game; the poll's observer stays attached. */
export const forgetGame = (get: Getter): void => void clientOf(get).resetQueries({ queryKey: battleGameKey })

interface Watch {
  /** The game being shown, and its id to read. */
  current: () => Game | null
  /** Whether a poll is due after this server game (open, not the viewer's turn, no move being sent). */
  due: (game: Game | null) => boolean
  /** A ranked player still waiting re-posts to be paired: the answer may be another game. */
  paired: (game: Game) => void
}

/** One poll: a waiting ranked player re-posts (spec §4), anyone else reads the game. */
async function pollOnce(get: Getter, watch: Watch): Promise<Game | null> {
  const game = watch.current()
  const session = get(sessionAtom)
  if (!game) return null
  if (game.type === 'ranked' && game.status === 'WAITING' && game.joueur2 == null && session) {
    const paired = orThrow(await repostRanked(session.id))
    watch.paired(paired)
    return paired
  }
  return orThrow(await fetchGame(game.id))
}

/** The poll's answer through the one check: a version the cache already holds (or an older one) is dropped. */
async function pollNewest(get: Getter, watch: Watch): Promise<Game | null> {
  const game = await pollOnce(get, watch)
  const cached = cachedGame(get)
  return isNewerGame(cached, game) ? game : cached
}

/** Polls the battle's game while the page is mounted; returns the stop function. */
/** No answer came (the network, or a server restarting behind its proxy): not a refusal. */
const noAnswer = (error: unknown): boolean => {
  const failure = failureOf(error)
  return failure != null && (failure.status === 0 || failure.status === 502 || failure.status === 503 || failure.status === 504)
}

export function watchGame(get: Getter, set: Setter, watch: Watch): () => void {
  const observer = new QueryObserver<Game | null>(clientOf(get), {
    queryKey: battleGameKey,
    queryFn: () => pollNewest(get, watch),
    // Only a game already read is polled (the first read is openGame's): no read at mount.
    enabled: (query) => query.state.data != null,
    staleTime: Infinity,
    structuralSharing: false,
    refetchInterval: (query) => (watch.due(query.state.data ?? null) ? GAME_POLL_MS : false),
  })
  // Subscribed to run the interval (each game the cache takes reaches the battle by its follower,
  // game.ts) and to tell whether the server answers (serverReach.ts).
  return observer.subscribe((result) => {
    if (result.status === 'error') {
      if (noAnswer(result.error)) set(serverAnsweredAtom, false)
    } else if (result.status === 'success' && !result.isFetching) {
      set(serverAnsweredAtom, true)
      set(clockResyncedAtom) // this answer was a fresh read of the game
    }
  })
}
