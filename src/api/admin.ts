// The failure texts of the admin calls (spec §8): without response data, 'Le serveur ne répond
// pas…' when no answer came, else the status line; the card edit's own rule is in catalogue.ts.
import { adminErrors } from '../text/admin'
import type { ApiResult, FallbackText } from './result'

/** The text of an admin failure without a server message. */
export const adminFallback: FallbackText = (status) => (status === null ? adminErrors.noAnswer : adminErrors.status(status))

/** Spec §8 for the card edit: a failure without response data is { message: 'Erreur inconnue', status: 500 }. */
export const unknownFallback: FallbackText = () => adminErrors.unknown
export const unknownWithoutData = <T>(result: ApiResult<T>): ApiResult<T> =>
  result.ok || result.failure.data ? result : { ok: false, failure: { ...result.failure, status: 500 } }
