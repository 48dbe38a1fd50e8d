// The texts of spec §8 for the sign-in and sign-up failures, as fallbacks of the one result
// (result.ts), and the health check's failure ('Impossible de contacter le serveur: …').
import { errorDetails, loginErrors, signupErrors } from '../text/errors'
import { HEALTH_TIMEOUT_MS } from './timeouts'
import { HealthError } from './health'
import { isTimeout } from './diagnosis'
import { networkFailure, type FallbackText, type Failure } from './result'

/** The health check failed. */
export function healthFailure(error: unknown): Failure {
  if (error instanceof HealthError) {
    const unreachable = error.status === 502 || error.status === 503 || error.status === 504
    return {
      status: error.status,
      message: loginErrors.health(errorDetails.status(error.status)),
      diagnosis: unreachable ? 'refused' : 'unknown',
      fields: {},
      data: null,
    }
  }
  const failure = networkFailure(error)
  if (isTimeout(error)) return { ...failure, message: loginErrors.health(errorDetails.timeout(HEALTH_TIMEOUT_MS / 1000)), diagnosis: 'network' }
  return { ...failure, message: loginErrors.health(errorDetails.unreachable) }
}

/** POST /auth/signin: no answer, 401, 500, else 'Erreur de connexion: …' (the server's message is not shown for 401/500). */
export const loginFallback: FallbackText = (status) => {
  if (status === null) return loginErrors.network
  if (status === 401) return loginErrors.unauthorized
  if (status === 500) return loginErrors.server
  return loginErrors.other(errorDetails.status(status))
}

/** A sign-in failure as the form shows it: 401 and 500 keep the spec's text over the server's message. */
export function loginFailure(failure: Failure): Failure {
  if (failure.status === 0) return failure
  const shown = { ...failure, fields: {} }
  if (failure.status === 401 || failure.status === 500) return { ...shown, message: loginFallback(failure.status) }
  return failure.data?.message ? { ...shown, message: loginErrors.other(failure.message) } : shown
}

/** POST /auth/signup: no answer, else 'Erreur d'inscription: …' (the server's message wins). */
export const signupFallback: FallbackText = (status) =>
  status === null ? signupErrors.network : signupErrors.other(errorDetails.status(status))
