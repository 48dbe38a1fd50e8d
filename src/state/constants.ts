// The client's constants (spec §9 and decisions.md), in one place. Those of a lower layer live
// there and are re-exported here: the API's time limits (src/api/timeouts.ts); the image cache's
// name and periods stay with it (src/images/imageCache.ts).

/** Every API call is aborted after REQUEST_TIMEOUT_MS; the health check before login after HEALTH_TIMEOUT_MS. */
export { HEALTH_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../api/timeouts'
/** Toasts and snackbars stay this long. */
export const TOAST_MS = 6_000
/** Profile poll period. */
export const PROFILE_POLL_MS = 2_000
/** Profile poll period after leaving a game route. */
export const PROFILE_POLL_AFTER_GAME_MS = 10_000
/** Desktop means a width above this many pixels. */
export const DESKTOP_BREAKPOINT_PX = 900
/** On phones the credit badge shows at most this number. */
export const CREDIT_BADGE_CAP = 9999

/** Storage keys. */
export const SESSION_KEY = 'user'
export const CREDENTIALS_KEY = 'credentials'
export const REMEMBER_KEY = 'remember'
export const THEME_KEY = 'theme'

/** The community chat linked from the footer (VITE_COMMUNITY_CHAT_URL, else the contact page). */
export const COMMUNITY_CHAT_URL: string = import.meta.env.VITE_COMMUNITY_CHAT_URL || '/contact'
