// Going to a game's route with the decided navigation state, and recovering from a refused start:
// a 409 ALREADY_PLAYING leads to the game in progress instead of failing.
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { api } from '../../../api/client'
import { gameRouteFor, type GameType } from '../../router/paths'
import { alreadyPlayingOf, failureText } from './gameCalls'
import { useUserId } from '../../hooks/useUserId'

export type GameRef = { id: number; type: GameType }

export function useGameStarter() {
  const navigate = useNavigate()
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
    async (error: unknown): Promise<string | null> => {
      const playing = alreadyPlayingOf(error)
      if (playing && playing !== true) {
        go(playing)
        return null
      }
      if (playing === true) {
        const { data } = await api.GET('/api/games/check/{userId}', { params: { path: { userId } } }).catch(() => ({ data: undefined }))
        if (data) {
          go(data)
          return null
        }
      }
      return failureText(error)
    },
    [go, userId],
  )

  return { go, recover }
}
