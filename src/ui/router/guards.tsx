// Route guards: a session for the player routes, the admin flag for /admin (spec §2, §5, §6).
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { loggedOutAtom, sessionAtom, useAtomValue } from '../../state'

/** Where the player was going, kept in the navigation state of /login. */
interface LoginState {
  from?: string
}

/** Without a session: to /login, remembering the origin path (with its query and hash). Right
 *  after a logout on purpose, to the landing page instead. */
export function RequireSession() {
  const session = useAtomValue(sessionAtom)
  const loggedOut = useAtomValue(loggedOutAtom)
  const location = useLocation()
  if (!session && loggedOut) return <Navigate to="/" replace />
  if (!session) {
    const from = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to="/login" replace state={{ from } satisfies LoginState} />
  }
  return <Outlet />
}

/** /admin exists only for admins: others go home (or to /login without a session). */
export function RequireAdmin() {
  const session = useAtomValue(sessionAtom)
  const location = useLocation()
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname } satisfies LoginState} />
  if (!session.admin) return <Navigate to="/home" replace />
  return <Outlet />
}

/** The origin to go back to after login (only a path of this site). */
export function originOf(state: unknown): string | null {
  const from = (state as LoginState | null)?.from
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : null
}
