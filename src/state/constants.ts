// The client's constants (spec §9 and decisions.md), in one place.

/** Every API call is aborted after this long. */
export const REQUEST_TIMEOUT_MS = 10_000
/** The health check before login. */
export const HEALTH_TIMEOUT_MS = 5_000
/** Toasts and snackbars stay this long. */
export const TOAST_MS = 6_000
/** Profile poll period. */
export const PROFILE_POLL_MS = 2_000
/** Profile poll period after leaving a game route. */
export const PROFILE_POLL_AFTER_GAME_MS = 10_000
/** Desktop means a width above this many pixels. */
export const DESKTOP_BREAKPOINT_PX = 900
/** The game's phone layout is used up to this width. */
export const GAME_PHONE_BREAKPOINT_PX = 768
/** On phones the credit badge shows at most this number. */
export const CREDIT_BADGE_CAP = 9999
/** Cache Storage name for images, and the sweep period. */
export const IMAGE_CACHE_NAME = 'image-cache'
export const IMAGE_CACHE_SWEEP_MS = 60_000
/** An image kept longer than this is dropped by the sweep. */
export const IMAGE_CACHE_MAX_AGE_MS = 60 * 60_000

/** Storage keys. */
export const SESSION_KEY = 'user'
export const CREDENTIALS_KEY = 'credentials'
export const REMEMBER_KEY = 'remember'
export const THEME_KEY = 'theme'

/** The community chat linked from the footer (VITE_COMMUNITY_CHAT_URL, else the contact page). */
export const COMMUNITY_CHAT_URL: string = import.meta.env.VITE_COMMUNITY_CHAT_URL || '/contact'
