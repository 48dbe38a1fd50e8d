// Going to a game's route with the decided navigation state, and recovering from a refused start:
// a 409 ALREADY_PLAYING leads to the game in progress instead of failing.
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { useQueryClient } from '@tanstack/react-query'
import { alreadyPlayingOf } from '../../../api/lobby'
import { failureText, type Failure } from '../../../api/result'
import { gameCheckQuery } from '../../../state'
import { lobby } from '../../../text'
import { gameRouteFor, type GameType } from '../../router/paths'
import { useUserId } from '../../hooks/useUserId'

export type GameRef = { id: number; type: GameType }

export function useGameStarter() {
  const navigate = useNavigate()
  const client = useQueryClient()
  const userId = useUserId()

  const go = useCallback(
    (game: GameRef) => {
      const route = gameRouteFor(game)
      void navigate(route.path, { state: route.state })
    },
    [navigate],
  )

  /** Goes to the game in progress and answers null, or answers the message to show. */
  const recover = useCallback(
    async (failure: Failure): Promise<string | null> => {
      const playing = alreadyPlayingOf(failure)
      if (playing && playing !== true) {
        go(playing)
        return null
      }
      if (playing === true) {
        // The 409 carries no game: the game in progress is read again (['games', 'check', userId]).
        const game = await client.fetchQuery(gameCheckQuery(userId)).catch(() => null)
        if (game) {
          go(game)
          return null
        }
      }
      return failureText(failure, lobby.failed)
    },
    [go, client, userId],
  )

  return { go, recover }
}
