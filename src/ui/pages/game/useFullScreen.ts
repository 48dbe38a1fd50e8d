// The Fullscreen API as React state (the battle screen's 'Plein écran' entries).
import { useCallback, useSyncExternalStore } from 'react'

const subscribe = (notify: () => void) => {
  document.addEventListener('fullscreenchange', notify)
  return () => document.removeEventListener('fullscreenchange', notify)
}

export const fullScreenAvailable = (): boolean => typeof document !== 'undefined' && !!document.documentElement.requestFullscreen

export function useFullScreen(): { active: boolean; toggle: () => void; enter: () => void } {
  const active = useSyncExternalStore(subscribe, () => !!document.fullscreenElement, () => false)
  const enter = useCallback(() => {
    void document.documentElement.requestFullscreen?.().catch(() => undefined)
  }, [])
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined)
    else enter()
  }, [enter])
  return { active, toggle, enter }
}
