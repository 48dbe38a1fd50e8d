// When to poll the profile (spec §4): every 2 s; every 10 s once a game route has been left;
// never on a game path or without a session; paused while the tab is hidden.
import { PROFILE_POLL_AFTER_GAME_MS, PROFILE_POLL_MS } from '../../state/constants'
import { isGamePath } from '../router/paths'

interface PollContext {
  hasSession: boolean
  path: string
  /** A game route was left since the session started. */
  leftGame: boolean
  visible: boolean
}

export function profilePollDelay({ hasSession, path, leftGame, visible }: PollContext): number | null {
  if (!hasSession || isGamePath(path) || !visible) return null
  return leftGame ? PROFILE_POLL_AFTER_GAME_MS : PROFILE_POLL_MS
}
