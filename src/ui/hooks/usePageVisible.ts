// Whether the tab is visible (polls pause while it is hidden).
import { useSyncExternalStore } from 'react'

const subscribe = (notify: () => void) => {
  document.addEventListener('visibilitychange', notify)
  return () => document.removeEventListener('visibilitychange', notify)
}

export const usePageVisible = (): boolean =>
  useSyncExternalStore(subscribe, () => document.visibilityState !== 'hidden', () => true)
