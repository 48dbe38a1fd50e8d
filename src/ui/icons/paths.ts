// The interface icons' paths: the public pages' icons ship with the landing (publicPaths.ts); the
// others (signed-in menus and pages) arrive in their own chunk (morePaths.ts), loaded on first
// need and preloaded as soon as a session exists (layout/signedInChunks.ts).
import { PUBLIC_ICON_PATHS } from './publicPaths'
import type { MORE_ICON_PATHS } from './morePaths'

export type IconName = keyof typeof PUBLIC_ICON_PATHS | keyof typeof MORE_ICON_PATHS

let more: Readonly<Record<string, string>> | null = null
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()

/** The path of an icon, or undefined while its chunk is not loaded. */
export const iconPath = (name: IconName): string | undefined =>
  (PUBLIC_ICON_PATHS as Readonly<Record<string, string>>)[name] ?? more?.[name]

/** Whether every icon can be drawn now. */
export const moreIconsLoaded = (): boolean => more !== null

/** Loads the other icons once (a failed load may be tried again). */
export function loadMoreIcons(): Promise<void> {
  loading ??= import('./morePaths').then(
    (m) => {
      more = m.MORE_ICON_PATHS
      for (const listener of listeners) listener()
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** Calls back once the other icons are loaded. */
export function subscribeIcons(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
