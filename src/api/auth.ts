// Sign-in (health check first), sign-up and the password calls, each an ApiResult whose failure
// carries spec §8's texts.
import { api, type Schemas } from './client'
import { checkHealth } from './health'
import { healthFailure, loginFailure, loginFallback, signupFallback } from './errors'
import { request, type ApiResult } from './result'

export async function signIn(pseudo: string, password: string): Promise<ApiResult<Schemas['SigninResponse']>> {
  try {
    await checkHealth()
  } catch (error) {
    return { ok: false, failure: healthFailure(error) }
  }
  const result = await request(() => api.POST('/auth/signin', { body: { pseudo, password } }), loginFallback)
  return result.ok ? result : { ok: false, failure: loginFailure(result.failure) }
}

export const signUp = (body: Schemas['SignupRequest']): Promise<ApiResult<Schemas['SignupResponse']>> =>
  request(() => api.POST('/auth/signup', { body }), signupFallback)

/** The forgotten-password and reset forms: the server's message, else the form's fallback. */
export const requestPasswordReset = (email: string, fallback: string) =>
  request(() => api.POST('/auth/resetPassword', { params: { query: { email } } }), () => fallback)

export const savePassword = (body: Schemas['SavePasswordRequest'], fallback: string) =>
  request(() => api.POST('/auth/savePassword', { body }), () => fallback)
