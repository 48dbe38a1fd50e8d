// Polls GET /api/user/{id} into profileAtom at the period profilePollDelay gives. On a game path
// there is no poll; the profile is read once only when the app starts there (so the header shows it).
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { api } from '../../api/client'
import { profileAtom, sessionAtom, useAtom, useAtomValue } from '../../state'
import { usePageVisible } from '../hooks/usePageVisible'
import { isGamePath } from '../router/paths'
import { profilePollDelay } from './pollDelay'

export function useProfilePoll(): void {
  const session = useAtomValue(sessionAtom)
  const [profile, setProfile] = useAtom(profileAtom)
  const { pathname } = useLocation()
  const visible = usePageVisible()
  const sessionId = session?.id ?? null
  // The session that left a game route (a new session starts again at 2 s).
  const [previousPath, setPreviousPath] = useState(pathname)
  const [leftBy, setLeftBy] = useState<number | null>(null)
  if (previousPath !== pathname) {
    setPreviousPath(pathname)
    if (isGamePath(previousPath) && !isGamePath(pathname)) setLeftBy(sessionId)
  }

  const leftGame = leftBy !== null && leftBy === sessionId
  const delay = profilePollDelay({ hasSession: !!session, path: pathname, leftGame, visible })

  const readOnce = delay === null && sessionId !== null && profile === null && visible && isGamePath(pathname)
  useEffect(() => {
    if (!readOnce || sessionId === null) return
    let cancelled = false
    api
      .GET('/api/user/{id}', { params: { path: { id: sessionId } } })
      .then(({ data }) => !cancelled && data && setProfile(data))
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [readOnce, sessionId, setProfile])

  useEffect(() => {
    if (delay === null || sessionId === null) return
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = async () => {
      try {
        const { data } = await api.GET('/api/user/{id}', { params: { path: { id: sessionId } } })
        if (!cancelled && data) setProfile(data)
      } catch {
        // offline or timed out: the next tick tries again
      }
      if (!cancelled) timer = setTimeout(tick, delay)
    }
    void tick()
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [delay, sessionId, setProfile])
}
