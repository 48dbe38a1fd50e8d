// The session's hooks of the API client, apart from it (no openapi-fetch here): the app's entry
// connects them on every page, the landing included, without loading the client itself.

export interface ApiHooks {
  /** The access token of the current session, or null. */
  getToken(): string | null
  /** Called once when an authenticated call answers 401. */
  onUnauthorized(): void
}

let current: ApiHooks = { getToken: () => null, onUnauthorized: () => {} }

/** Connects the client to the session (called by the app's entry, and by tests). */
export function configureApi(next: ApiHooks): void {
  current = next
}

/** The session's bearer header, for the calls that do not go through `api` (the event stream). */
export const authorizationHeader = (): Record<string, string> => {
  const token = current.getToken()
  return token ? { Authorization: `Bearer ${token}` } : {}
}

/** Tells the app that the session ended (a 401 outside `api`). */
export const sessionRefused = (): void => current.onUnauthorized()

/** The hooks set by the app (read by the client's middleware on each call). */
export const hooks: ApiHooks = {
  getToken: () => current.getToken(),
  onUnauthorized: () => current.onUnauthorized(),
}
