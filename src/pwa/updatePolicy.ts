// When a waiting new version is announced: never on a battle path (a game played, watched or
// replayed), where reloading would pull the game from under the player; at once anywhere else.
import { isGamePath } from './paths'

type UpdateNotice = 'none' | 'reload' | 'after-game'

/** What the update banner shows for a waiting version on this path. */
export function updateNotice(waiting: boolean, path: string): UpdateNotice {
  if (!waiting) return 'none'
  return isGamePath(path) ? 'after-game' : 'reload'
}

/** Whether the new version may take over now (the player asked, and no game is on screen). */
export const mayActivate = (path: string): boolean => !isGamePath(path)
