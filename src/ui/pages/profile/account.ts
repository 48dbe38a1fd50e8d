// The account calls of the Profil page: PUT /api/user/{id} with the server's field errors, and the
// password change that keeps the player signed in. The server revokes every token when the
// password changes, so the page signs in again at once with the new password (POST /auth/signin).
// Meanwhile, an answer 401 to a request sent with the replaced token (the profile poll, another
// page) must not sign the player out: a middleware turns it into a passing 503 until the old
// token's last request is over.
import type { Middleware } from 'openapi-fetch'
import { ApiError, api, unwrap, type Schemas } from '../../../api/client'
import { REQUEST_TIMEOUT_MS } from '../../../state/constants'
import { common, profilePage as text } from '../../../text'

export type User = Schemas['User']
export type FieldName = 'pseudo' | 'email' | 'password' | 'passwordConfirmation' | 'currentPassword'
export type FieldErrors = Partial<Record<FieldName, string>>
export type Result = { ok: true; user: User } | { ok: false; message: string; fields: FieldErrors }

const FIELDS: FieldName[] = ['pseudo', 'email', 'password', 'passwordConfirmation', 'currentPassword']

export function failureOf(error: unknown, fallback: string = text.failed): { message: string; fields: FieldErrors } {
  if (!(error instanceof ApiError) || !error.data) return { message: fallback, fields: {} }
  const data = error.data
  const fields: FieldErrors = {}
  for (const f of FIELDS) if (typeof data[f] === 'string' && data[f]) fields[f] = data[f] as string
  const message = typeof data.message === 'string' && data.message ? data.message : fallback
  return { message, fields }
}

export async function updateAccount(userId: number, body: Schemas['UserUpdate']): Promise<Result> {
  try {
    return { ok: true, user: await unwrap(api.PUT('/api/user/{id}', { params: { path: { id: userId } }, body })) }
  } catch (error) {
    return { ok: false, ...failureOf(error) }
  }
}

/** Until released, a 401 answered to a request that carried `token` is a passing 503, not a logout. */
export function shieldRevokedToken(token: string): () => void {
  const bearer = `Bearer ${token}`
  const shield: Middleware = {
    onResponse({ request, response }) {
      if (response.status !== 401 || request.headers.get('Authorization') !== bearer) return undefined
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

/** Signs in with the new credentials; null when it fails. */
export async function signInAgain(pseudo: string, password: string): Promise<Schemas['SigninResponse'] | null> {
  try {
    const { data, response } = await api.POST('/auth/signin', { body: { pseudo, password } })
    return response.ok && data ? data : null
  } catch {
    return null
  }
}
