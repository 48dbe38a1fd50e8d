// Which kind of connection problem an error thrown by fetch reveals (the diagnosis panel's kind).
import type { DiagnosisKind } from '../text/errors'

export const isTimeout = (error: unknown): boolean =>
  error instanceof DOMException
    ? error.name === 'TimeoutError' || error.name === 'AbortError'
    : (error as { name?: string } | null)?.name === 'TimeoutError'

/** What fetch throws when no answer came (Chrome, Firefox, Safari); the browser tells no more. */
const FETCH_FAILED = /Failed to fetch|NetworkError when attempting to fetch|Load failed/i

/**
 * Offline → network. Online, a browser's bare fetch failure means the server could not be reached
 * (stopped, or blocked on the way): reported as a refused connection.
 */
export function diagnose(error: unknown): DiagnosisKind {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'network'
  if (isTimeout(error)) return 'network'
  const e = error as { message?: string; code?: string; cause?: { code?: string; message?: string } } | null
  const text = [e?.message, e?.code, e?.cause?.code, e?.cause?.message].filter(Boolean).join(' ')
  if (/ENOTFOUND|EAI_AGAIN|NAME_NOT_RESOLVED|getaddrinfo|\bDNS\b/i.test(text)) return 'dns'
  if (/ECONNREFUSED|CONNECTION_REFUSED|refused/i.test(text)) return 'refused'
  if (/ENETUNREACH|EHOSTUNREACH|ETIMEDOUT|ECONNRESET|INTERNET_DISCONNECTED|NETWORK_CHANGED|ADDRESS_UNREACHABLE/i.test(text)) return 'network'
  if (error instanceof TypeError && FETCH_FAILED.test(text)) return 'refused'
  return 'unknown'
}
