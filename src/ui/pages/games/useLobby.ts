// What the Parties page's sections share: the player, the one action running at a time, the game
// waiting for an opponent, and `run` (start change → what to do with the game, or the failure).
import { useCallback, useState } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Game } from '../../../api/lobby'
import type { ApiResult } from '../../../api/result'
import { gameStartedHereAtom, showToastAtom, useSetAtom } from '../../../state'
import { useUserId } from '../../hooks/useUserId'
import { useGameStarter } from './useGameStarter'
import { useWaitingGame } from './useWaitingGame'

export type Lobby = ReturnType<typeof useLobby>

export function useLobby() {
  const userId = useUserId()
  const client = useQueryClient()
  const toast = useSetAtom(showToastAtom)
  const startedHere = useSetAtom(gameStartedHereAtom)
  const { go, recover } = useGameStarter()
  const wait = useWaitingGame(go)
  /** The action running ('unranked', 'ranked', 'create', 'join', 'training'), or null. */
  const [pending, setPending] = useState<string | null>(null)

  const run = useCallback(
    async (action: string, call: (client: QueryClient) => Promise<ApiResult<Game>>, then: (game: Game) => void, onError?: (message: string) => void) => {
      setPending(action)
      startedHere(userId) // a late resume-on-load answer is this game: the lobby handles it
      const result = await call(client)
      if (result.ok) then(result.data)
      else {
        const message = await recover(result.failure)
        if (message) {
          if (onError) onError(message)
          else toast({ text: message, tone: 'error' })
        }
      }
      setPending(null)
    },
    [client, recover, toast, startedHere, userId],
  )

  return {
    userId,
    go,
    run,
    pending,
    /** Nothing else may start while an action runs or a game waits. */
    busy: pending !== null || wait.waiting !== null,
    ...wait,
  }
}
