// The Parties page in the query cache: the game in progress, the history, the training record and
// the waiting game's poll; each start or cancel makes the game in progress and the history stale.
import type { QueryClient } from '@tanstack/query-core'
import {
  alreadyPlayingOf,
  checkGame,
  createPrivate,
  endWaitingGame,
  joinPrivate,
  readHistory,
  readTrainingStats,
  joinQueue,
  readWaitingGame,
  startTraining,
  type Difficulty,
  type Game,
  type GameType,
  type QuickMode,
  type WaitMode,
} from '../../api/lobby'
import { orThrow, type ApiResult } from '../../api/result'
import { QUEUE_REPOST_MS, WAITING_POLL_MS } from '../lobby'
import { forgetQuickDeck } from '../quickDeck'
import { change } from './change'

export const lobbyKeys = {
  check: (userId: number) => ['games', 'check', userId] as const,
  history: (userId: number) => ['games', 'history', userId] as const,
  trainingStats: (userId: number) => ['training', 'stats', userId] as const,
  /** One wait (`since` tells two waits for the same game apart). */
  waiting: (mode: WaitMode, gameId: number, since: number) => ['games', 'waiting', mode, gameId, since] as const,
}

export const gameCheckQuery = (userId: number) => ({ queryKey: lobbyKeys.check(userId), queryFn: async () => orThrow(await checkGame(userId)) })
export const historyQuery = (userId: number) => ({ queryKey: lobbyKeys.history(userId), queryFn: async () => orThrow(await readHistory(userId)) })
export const trainingStatsQuery = (userId: number) => ({
  queryKey: lobbyKeys.trainingStats(userId),
  queryFn: async () => orThrow(await readTrainingStats(userId)),
})

/** The waiting game's poll: a ranked or unranked player re-posts their queue every 3 s with the deck
 *  the game holds (pairing happens on post, the windows widen with the wait), a private game is
 *  re-read every 2 s. Its data is the last answer, a failure included (a 409 can
 *  carry the paired game, a 404 says the game is gone); the first read comes one period after the
 *  start, whose game is the initial data. It goes on in a hidden tab: the player still waits. */
export const waitingGameQuery = (mode: WaitMode, game: Game, userId: number, since: number) => ({
  queryKey: lobbyKeys.waiting(mode, game.id, since),
  queryFn: (): Promise<ApiResult<Game>> => (mode === 'private' ? readWaitingGame(game.id) : joinQueue(mode, userId, game.deckplayer1)),
  initialData: { ok: true, data: game } as ApiResult<Game>,
  staleTime: Infinity,
  refetchInterval: mode === 'private' ? WAITING_POLL_MS : QUEUE_REPOST_MS,
  refetchIntervalInBackground: true,
})

/** What an answer of the waiting game's poll means for the game waited for. */
type WaitOutcome = { kind: 'paired'; game: { id: number; type: GameType } } | { kind: 'gone' } | { kind: 'waiting' }

/**
 * Paired: the game has its opponent, or the answer is another game (a ranked re-post joined someone
 * else's), or a 409 carries the game in progress; gone: FINISHED or 404; else still waiting (a
 * failure without answer is tried again at the next period).
 */
export function waitOutcome(answer: ApiResult<Game>, gameId: number): WaitOutcome {
  if (answer.ok) {
    const game = answer.data
    if (game.id !== gameId || game.joueur2) return { kind: 'paired', game }
    return game.status === 'FINISHED' ? { kind: 'gone' } : { kind: 'waiting' }
  }
  const playing = alreadyPlayingOf(answer.failure)
  if (playing && playing !== true) return { kind: 'paired', game: playing }
  return answer.failure.status === 404 ? { kind: 'gone' } : { kind: 'waiting' }
}

/** A start makes the game in progress and the history stale (the page then goes to the game or waits). */
const started = (client: QueryClient, userId: number, call: () => Promise<ApiResult<Game>>) =>
  change(client, call, [lobbyKeys.check(userId), lobbyKeys.history(userId)])

/** A deck refused (gone, not theirs, no longer playable): the queue is joined without one, as before decks were sent. */
const deckRefused = (result: ApiResult<Game>) => !result.ok && [400, 403, 404].includes(result.failure.status)

/**
 * Joins the queue with the deck to play (null: none, chosen once paired). A remembered deck the
 * server refuses is forgotten and the queue joined without it (the deck choice then comes in the game).
 */
export const startQuickMatch = (client: QueryClient, mode: QuickMode, userId: number, deckId: number | null = null) =>
  started(client, userId, async () => {
    const result = await joinQueue(mode, userId, deckId)
    if (deckId == null || !deckRefused(result)) return result
    forgetQuickDeck(userId)
    return joinQueue(mode, userId)
  })
export const createPrivateGame = (client: QueryClient, userId: number, friendId: number) => started(client, userId, () => createPrivate(userId, friendId))
export const joinPrivateGame = (client: QueryClient, userId: number, code: string) => started(client, userId, () => joinPrivate(userId, code))
export const startTrainingGame = (client: QueryClient, userId: number, difficulty: Difficulty) =>
  started(client, userId, () => startTraining(userId, difficulty))
/** 'Annuler': the cancelled game leaves the game in progress and joins the history. */
export const cancelWaitingGame = (client: QueryClient, mode: WaitMode, gameId: number, userId: number) =>
  started(client, userId, () => endWaitingGame(mode, gameId, userId))
