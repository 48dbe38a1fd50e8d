// The current path for the PWA chrome, which lives outside the router: read on history changes
// and checked every half second (pushState fires no event).
import { useSyncExternalStore } from 'react'

const subscribe = (notify: () => void) => {
  const timer = setInterval(notify, 500)
  window.addEventListener('popstate', notify)
  return () => {
    clearInterval(timer)
    window.removeEventListener('popstate', notify)
  }
}

export const usePathname = (): string => useSyncExternalStore(subscribe, () => window.location.pathname, () => '/')
