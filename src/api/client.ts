// The typed client of the contract (openapi-fetch). Every call carries the bearer token of the
// session, Cache-Control: no-cache, Pragma: no-cache and credentials, and is aborted after 10 s.
// A 401 on an authenticated call signs the player out (the hooks are set by the app at start).
import createClient, { type Middleware } from 'openapi-fetch'
import type { components, paths } from './schema'
import { REQUEST_TIMEOUT_MS } from './timeouts'
import { hooks } from './hooks'

export type Schemas = components['schemas']

export { configureApi, authorizationHeader, sessionRefused, type ApiHooks } from './hooks'

/** Paths answered 401 for a reason other than an expired session (wrong credentials). */
const isAuthPath = (url: string) => new URL(url, 'http://x').pathname.startsWith('/auth/')

const sessionMiddleware: Middleware = {
  onRequest({ request }) {
    const token = hooks.getToken()
    if (token) request.headers.set('Authorization', `Bearer ${token}`)
    request.headers.set('Cache-Control', 'no-cache')
    request.headers.set('Pragma', 'no-cache')
    return request
  },
  onResponse({ request, response }) {
    if (response.status === 401 && request.headers.has('Authorization') && !isAuthPath(request.url)) {
      hooks.onUnauthorized()
    }
    return undefined
  },
}

/** fetch with the request timeout (joined with the caller's own signal, if any). */
export function fetchWithTimeout(request: Request, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs)
  const signal = request.signal && typeof AbortSignal.any === 'function' ? AbortSignal.any([request.signal, timeout]) : timeout
  return globalThis.fetch(request, { signal })
}

export const api = createClient<paths>({
  baseUrl: '',
  credentials: 'include',
  fetch: (request) => fetchWithTimeout(request),
})
api.use(sessionMiddleware)
