// Logout: clear the session (and the filters record), then back to the landing page.
import { useCallback, useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { loggedOutAtom, signOutAtom, useAtomValue, useSetAtom } from '../../state'
import { isPublicPath } from '../router/paths'

export function useLogout(): () => void {
  const signOut = useSetAtom(signOutAtom)
  const navigate = useNavigate()
  return useCallback(() => {
    signOut()
    void navigate('/', { replace: true })
  }, [signOut, navigate])
}

/** Once the landing (or any public) page is shown after a logout, guarded paths lead to /login again. */
export function useForgetLogout(): void {
  const loggedOut = useAtomValue(loggedOutAtom)
  const setLoggedOut = useSetAtom(loggedOutAtom)
  const { pathname } = useLocation()
  useEffect(() => {
    if (loggedOut && isPublicPath(pathname)) setLoggedOut(false)
  }, [loggedOut, pathname, setLoggedOut])
}
