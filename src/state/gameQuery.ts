// The battle's game in the query cache, under one key: the first read, the reads again, the poll
// out of turn (a refetch interval, paused while the tab is hidden) and the answers to moves all
// land there, and the battle atoms take each new game from it (receiveGameAtom).
import { QueryObserver, type QueryClient } from '@tanstack/query-core'
import type { Getter, Setter } from 'jotai'
import { fetchGame, repostRanked, type Game } from '../api/games'
import { orThrow } from '../api/result'
import { GAME_POLL_MS } from '../game'
import { sessionAtom } from './session'
import { battleGameKey, newestGame } from './queries/battle'
import { queryClientAtom } from './queries/client'

export { battleGameKey }

const clientOf = (get: Getter): QueryClient => get(queryClientAtom)

/** Reads game `id` (its own request, never merged with a poll under way) into the cache. */
export async function readGame(get: Getter, id: number): Promise<Game> {
  const game = orThrow(await fetchGame(id))
  storeGame(get, game)
  return game
}

/**
 * An answer to a move (or a refusal's fresh game) replaces the cached game, unless the cache already
 * holds a newer version (the stream brought the bot's or opponent's next move first): returns the one kept.
 */
export const storeGame = (get: Getter, game: Game): Game =>
  clientOf(get).setQueryData<Game | null>(battleGameKey, (cached) => newestGame(cached, game)) ?? game

/** Leaving the battle (or opening another game) forgets its game; the poll's observer stays attached. */
export const forgetGame = (get: Getter): void => void clientOf(get).resetQueries({ queryKey: battleGameKey })

interface Watch {
  /** The game being shown, and its id to read. */
  current: () => Game | null
  /** Whether a poll is due after this server game (open, not the viewer's turn, no move being sent). */
  due: (game: Game | null) => boolean
  /** A ranked player still waiting re-posts to be paired: the answer may be another game. */
  paired: (game: Game) => void
  /** Each new game the cache holds. */
  receive: (game: Game) => void
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

/** Watches the battle's game while the page is mounted; returns the stop function. */
export function watchGame(get: Getter, _set: Setter, watch: Watch): () => void {
  const observer = new QueryObserver<Game | null>(clientOf(get), {
    queryKey: battleGameKey,
    queryFn: () => pollOnce(get, watch),
    // Only a game already read is polled (the first read is openGame's): no read at mount.
    enabled: (query) => query.state.data != null,
    staleTime: Infinity,
    refetchInterval: (query) => (watch.due(query.state.data ?? null) ? GAME_POLL_MS : false),
  })
  let last: Game | null | undefined
  const unsubscribe = observer.subscribe((result) => {
    if (result.data === last) return
    last = result.data
    if (result.data) watch.receive(result.data)
  })
  return unsubscribe
}
