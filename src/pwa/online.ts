// Whether the browser is online, as a tiny store React can subscribe to (navigator.onLine and the
// online/offline events).
import { useSyncExternalStore } from 'react'

export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false

const subscribe = (notify: () => void) => {
  window.addEventListener('online', notify)
  window.addEventListener('offline', notify)
  return () => {
    window.removeEventListener('online', notify)
    window.removeEventListener('offline', notify)
  }
}

/** True while the browser says it has no connection. */
export const useOffline = (): boolean => useSyncExternalStore(subscribe, isOffline, () => false)
