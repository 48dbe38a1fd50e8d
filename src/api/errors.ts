// Maps failures to the texts of spec §8 (login, signup) and to a connection diagnosis.
import { errorDetails, loginErrors, signupErrors, type DiagnosisKind } from '../text/errors'
import { HEALTH_TIMEOUT_MS } from './timeouts'
import { HealthError } from './health'

/** What a form shows after a failed call. */
export interface Failure {
  message: string
  /** Set for connection failures: the diagnosis panel with its suggestions. */
  diagnosis: DiagnosisKind | null
  /** Server messages to show under the matching fields. */
  fields: Partial<Record<FieldName, string>>
}
export type FieldName = 'pseudo' | 'email' | 'password' | 'passwordConfirmation' | 'url' | 'token'
const FIELD_NAMES: FieldName[] = ['pseudo', 'email', 'password', 'passwordConfirmation', 'url', 'token']

export const isTimeout = (error: unknown): boolean =>
  error instanceof DOMException
    ? error.name === 'TimeoutError' || error.name === 'AbortError'
    : (error as { name?: string } | null)?.name === 'TimeoutError'

/** Which kind of connection problem an error from fetch reveals. */
export function diagnose(error: unknown): DiagnosisKind {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'network'
  if (isTimeout(error)) return 'network'
  const e = error as { message?: string; code?: string; cause?: { code?: string; message?: string } } | null
  const text = [e?.message, e?.code, e?.cause?.code, e?.cause?.message].filter(Boolean).join(' ')
  if (/ENOTFOUND|EAI_AGAIN|NAME_NOT_RESOLVED|getaddrinfo|\bDNS\b/i.test(text)) return 'dns'
  if (/ECONNREFUSED|CONNECTION_REFUSED|refused/i.test(text)) return 'refused'
  if (/ENETUNREACH|EHOSTUNREACH|ETIMEDOUT|ECONNRESET|INTERNET_DISCONNECTED|NETWORK_CHANGED|ADDRESS_UNREACHABLE/i.test(text)) return 'network'
  return 'unknown'
}

/** Field messages found in a server error body. */
export function fieldsOf(data: Record<string, unknown> | null | undefined): Failure['fields'] {
  const fields: Failure['fields'] = {}
  for (const name of FIELD_NAMES) if (typeof data?.[name] === 'string') fields[name] = data[name] as string
  return fields
}

const messageOf = (data: unknown): string | null => {
  const m = (data as { message?: unknown } | null)?.message
  return typeof m === 'string' && m ? m : null
}

/** The health check failed: 'Impossible de contacter le serveur: …'. */
export function healthFailure(error: unknown): Failure {
  if (error instanceof HealthError) {
    const unreachable = error.status === 502 || error.status === 503 || error.status === 504
    return {
      message: loginErrors.health(errorDetails.status(error.status)),
      diagnosis: unreachable ? 'refused' : 'unknown',
      fields: {},
    }
  }
  if (isTimeout(error)) {
    return { message: loginErrors.health(errorDetails.timeout(HEALTH_TIMEOUT_MS / 1000)), diagnosis: 'network', fields: {} }
  }
  return { message: loginErrors.health(errorDetails.unreachable), diagnosis: diagnose(error), fields: {} }
}

/** POST /auth/signin threw (no answer). */
export const loginNetworkFailure = (error: unknown): Failure => ({
  message: loginErrors.network,
  diagnosis: diagnose(error),
  fields: {},
})

/** POST /auth/signin answered with an error status. */
export function loginStatusFailure(status: number, data: unknown): Failure {
  if (status === 401) return { message: loginErrors.unauthorized, diagnosis: null, fields: {} }
  if (status === 500) return { message: loginErrors.server, diagnosis: null, fields: {} }
  return { message: loginErrors.other(messageOf(data) ?? errorDetails.status(status)), diagnosis: null, fields: {} }
}

/** POST /auth/signup threw (no answer). */
export const signupNetworkFailure = (error: unknown): Failure => ({
  message: signupErrors.network,
  diagnosis: diagnose(error),
  fields: {},
})

/** POST /auth/signup answered an error: the server's data (field messages), failing that 'Erreur d'inscription: …'. */
export function signupStatusFailure(status: number, data: unknown): Failure {
  const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : null
  const fields = fieldsOf(body)
  const message = messageOf(body)
  if (message) return { message, diagnosis: null, fields }
  return { message: signupErrors.other(errorDetails.status(status)), diagnosis: null, fields }
}
