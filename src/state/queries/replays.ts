// Replays in the query cache: a finished game's replay (never changes: kept for the session) and the
// first page of a player's match history with its replay flags (under ['games'], so every start or
// end of a game makes it stale with the rest of the Parties page).
import { readGameHistory, readReplay } from '../../api/replays'
import { orThrow } from '../../api/result'

const replayKeys = {
  replay: (gameId: number) => ['replays', gameId] as const,
  history: (userId: number, limit: number) => ['games', 'replay-history', userId, limit] as const,
}

export const replayQuery = (gameId: number) => ({
  queryKey: replayKeys.replay(gameId),
  queryFn: async () => orThrow(await readReplay(gameId)),
  staleTime: Infinity,
})

export const gameHistoryQuery = (userId: number, limit: number) => ({
  queryKey: replayKeys.history(userId, limit),
  queryFn: async () => orThrow(await readGameHistory(userId, { limit })),
})
