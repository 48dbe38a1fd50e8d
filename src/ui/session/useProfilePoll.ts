// The profile poll: the player's profile query (['users', id]) refetched at the period
// profilePollDelay gives, copied into profileAtom (the header and the chrome read it). On a game
// path there is no poll; the profile is read once only when the app starts there (so the header
// shows it). While the tab is hidden the query is disabled; it reads again at once when visible.
// While the event stream is live, the stream keeps the profile fresh instead of the poll.
// Each profile read is kept on the device; while none can be read, the last known one stands in.
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import {
  lastKnownProfileAtom,
  profileAtom,
  readLastKnownProfile,
  rememberProfile,
  sessionAtom,
  streamStatusAtom,
  useAtom,
  useAtomValue,
  useSetAtom,
  userQuery,
} from '../../state'
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

  // While the event stream is live it brings every change of the profile: no poll.
  const live = useAtomValue(streamStatusAtom) === 'live'
  const { data, isError } = useQuery({
    ...userQuery(sessionId ?? 0),
    enabled: sessionId !== null && (delay !== null || readOnce),
    refetchInterval: live ? false : (delay ?? false),
  })
  useEffect(() => {
    if (!data || data.id !== sessionId) return
    setProfile(data)
    rememberProfile(data)
  }, [data, sessionId, setProfile])

  const setLastKnown = useSetAtom(lastKnownProfileAtom)
  const unreadable = isError && !data && sessionId !== null
  useEffect(() => {
    setLastKnown(unreadable ? readLastKnownProfile(sessionId) : null)
  }, [unreadable, sessionId, setLastKnown])
}
