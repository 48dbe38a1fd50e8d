// The API's time limits (spec §9): the client's own constants re-exports them (src/state/constants.ts).

/** Every API call is aborted after this long. */
export const REQUEST_TIMEOUT_MS = 10_000
/** The health check before login. */
export const HEALTH_TIMEOUT_MS = 5_000
