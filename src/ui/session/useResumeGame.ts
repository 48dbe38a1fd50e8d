// On load (and after login) with a game in progress, go to that game's route (spec §2), unless the
// player already started a game in this tab before the answer came (that game is the lobby's).
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useQueryClient } from '@tanstack/react-query'
import { gameCheckQuery, gameStartedHereAtom, sessionAtom, useAtomValue, useStore } from '../../state'
import { gameRouteFor, isGamePath } from '../router/paths'

export function useResumeGame(): void {
  const session = useAtomValue(sessionAtom)
  const navigate = useNavigate()
  const client = useQueryClient()
  const store = useStore()
  const { pathname } = useLocation()
  const checked = useRef<number | null>(null)
  const path = useRef(pathname)
  // navigate changes identity with every location: read it through a ref so that the check runs
  // once per session (on load and after login), not on every page change.
  const navigateRef = useRef(navigate)
  useEffect(() => {
    path.current = pathname
    navigateRef.current = navigate
  }, [pathname, navigate])

  useEffect(() => {
    const userId = session?.id
    if (!userId || checked.current === userId) return
    checked.current = userId
    let cancelled = false
    // Read once per session through the cache (['games', 'check', userId]), which the lobby shares.
    client
      .fetchQuery(gameCheckQuery(userId))
      .then((data) => {
        if (cancelled || !data || isGamePath(path.current) || store.get(gameStartedHereAtom) === userId) return
        const route = gameRouteFor(data)
        void navigateRef.current(route.path, { state: route.state })
      })
      .catch(() => {
        // no answer: the player simply stays where they are
      })
    return () => {
      cancelled = true
      if (checked.current === userId) checked.current = null
    }
  }, [session?.id, client, store])
}
