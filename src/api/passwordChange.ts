// The password change that keeps the player signed in. The server revokes every token when the
// password changes, so the page signs in again at once with the new password (POST /auth/signin,
// no health check). Meanwhile, an answer 401 to a request sent with the replaced token (the
// profile poll, another page) must not sign the player out: a middleware turns it into a passing
// 503 until the old token's last request is over.
import type { Middleware } from 'openapi-fetch'
import { common } from '../text'
import { api } from './client'
import { request } from './result'
import { REQUEST_TIMEOUT_MS } from './timeouts'

/** Until released, a 401 answered to a request that carried `token` is a passing 503, not a logout. */
export function shieldRevokedToken(token: string): () => void {
  const bearer = `Bearer ${token}`
  const shield: Middleware = {
    onResponse({ request: sent, response }) {
      if (response.status !== 401 || sent.headers.get('Authorization') !== bearer) return undefined
      return new Response(JSON.stringify({ message: common.loadError, status: 503 }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      })
    },
  }
  // Added after the session middleware, so its onResponse runs first (openapi-fetch runs them in reverse).
  api.use(shield)
  let released = false
  return () => {
    if (released) return
    released = true
    // Requests already sent with the old token end within the request timeout.
    setTimeout(() => api.eject(shield), REQUEST_TIMEOUT_MS + 1000)
  }
}

/** Signs in with the new credentials. */
export const signInAgain = (pseudo: string, password: string) => request(() => api.POST('/auth/signin', { body: { pseudo, password } }))
