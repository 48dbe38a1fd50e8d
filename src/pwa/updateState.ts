// The waiting new version, as a tiny store: null until the service worker has one, then the
// function that lets it take over (and reloads).
import { useSyncExternalStore } from 'react'

let apply: (() => void) | null = null
const listeners = new Set<() => void>()

export function setUpdater(next: () => void): void {
  apply = next
  listeners.forEach((notify) => notify())
}

const subscribe = (notify: () => void) => {
  listeners.add(notify)
  return () => listeners.delete(notify)
}

/** The function applying the waiting version, or null when there is none. */
export const useUpdater = (): (() => void) | null => useSyncExternalStore(subscribe, () => apply, () => null)
