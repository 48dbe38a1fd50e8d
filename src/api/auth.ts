// Sign-in (health check first), sign-up and the password calls, returning spec §8 failures.
import { api, type Schemas } from './client'
import { checkHealth } from './health'
import {
  fieldsOf,
  healthFailure,
  loginNetworkFailure,
  loginStatusFailure,
  signupNetworkFailure,
  signupStatusFailure,
  type Failure,
} from './errors'

export type Result<T> = { ok: true; data: T } | { ok: false; failure: Failure }

export async function signIn(pseudo: string, password: string): Promise<Result<Schemas['SigninResponse']>> {
  try {
    await checkHealth()
  } catch (error) {
    return { ok: false, failure: healthFailure(error) }
  }
  try {
    const { data, error, response } = await api.POST('/auth/signin', { body: { pseudo, password } })
    if (response.ok && data) return { ok: true, data }
    return { ok: false, failure: loginStatusFailure(response.status, error) }
  } catch (error) {
    return { ok: false, failure: loginNetworkFailure(error) }
  }
}

export async function signUp(body: Schemas['SignupRequest']): Promise<Result<Schemas['SignupResponse']>> {
  try {
    const { data, error, response } = await api.POST('/auth/signup', { body })
    if (response.ok && data) return { ok: true, data }
    return { ok: false, failure: signupStatusFailure(response.status, error) }
  } catch (error) {
    return { ok: false, failure: signupNetworkFailure(error) }
  }
}

/** Shared by the forgotten-password and reset forms: the fields password, passwordConfirmation, email, url. */
async function passwordCall(
  call: () => Promise<{ data?: Schemas['AuthMessage']; error?: unknown; response: Response }>,
  fallback: string,
): Promise<Result<Schemas['AuthMessage']>> {
  try {
    const { data, error, response } = await call()
    if (response.ok && data) return { ok: true, data }
    const body = error && typeof error === 'object' ? (error as Record<string, unknown>) : null
    const message = typeof body?.message === 'string' ? body.message : fallback
    return { ok: false, failure: { message, diagnosis: null, fields: fieldsOf(body) } }
  } catch (error) {
    return { ok: false, failure: { ...loginNetworkFailure(error), message: fallback } }
  }
}

export const requestPasswordReset = (email: string, fallback: string) =>
  passwordCall(() => api.POST('/auth/resetPassword', { params: { query: { email } } }), fallback)

export const savePassword = (body: Schemas['SavePasswordRequest'], fallback: string) =>
  passwordCall(() => api.POST('/auth/savePassword', { body }), fallback)
