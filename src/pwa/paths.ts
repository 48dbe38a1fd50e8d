// The paths the installed app's chrome must know (src/ui/router/paths.ts re-exports the predicates,
// since pwa sits below ui in the layer graph).

/** The offline training's page. */
export const OFFLINE_TRAINING_PATH = '/offline'

/** Watching a friend's game: /watch/{id}. */
export const isWatchPath = (path: string): boolean => path.startsWith('/watch/')

/** A battle path (a game played, watched or replayed): the bottom bar, the footer and the profile poll stop there. */
export const isGamePath = (path: string): boolean => path.includes('/game/') || isWatchPath(path) || path.startsWith('/replay/')
