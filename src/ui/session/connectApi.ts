// Connects the API client to a store: the token comes from the session, a 401 signs out to /login.
import { configureApi } from '../../api/hooks'
import { sessionAtom, showToastAtom, signOutAtom, type AppStore } from '../../state'
import { sessionExpired } from '../../text'

type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => unknown

export function connectApi(store: AppStore, navigate: Navigate, currentPath: () => string): void {
  configureApi({
    getToken: () => store.get(sessionAtom)?.accessToken ?? null,
    onUnauthorized: () => {
      if (!store.get(sessionAtom)) return
      store.set(signOutAtom, 'expired')
      store.set(showToastAtom, { text: sessionExpired, tone: 'error' })
      void navigate('/login', { replace: true, state: { from: currentPath() } })
    },
  })
}
