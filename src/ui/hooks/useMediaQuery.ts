// Media queries as React state (no re-render unless the answer changes).
import { useCallback, useSyncExternalStore } from 'react'
import { DESKTOP_BREAKPOINT_PX } from '../../state/constants'

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', notify)
      return () => list.removeEventListener('change', notify)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false)
}

/** Desktop means a width above 900 px (spec §2). */
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX + 1}px)`
export const useIsDesktop = (): boolean => useMediaQuery(DESKTOP_QUERY)
