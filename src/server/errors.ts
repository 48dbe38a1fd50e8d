import { COMMON } from './messages'
// HTTP errors with a French message; the error handler turns them into `{ message, status, … }`.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra fields of the JSON answer (field errors, code, fresh game…). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra)
export const unauthorized = (message: string = COMMON.unauthorized) => new HttpError(401, message)
export const forbidden = (message: string = COMMON.forbidden) => new HttpError(403, message)
export const notFound = (message: string = COMMON.notFound) => new HttpError(404, message)
export const conflict = (message: string, extra?: Record<string, unknown>) => new HttpError(409, message, extra)
export const tooManyRequests = (message: string, retryAfter: number) => new HttpError(429, message, { retryAfter })

/** A 400 whose message also appears under each faulty field (signup, password forms). */
export function fieldErrors(fields: Record<string, string>): HttpError {
  const first = Object.values(fields)[0] ?? COMMON.invalid
  return new HttpError(400, first, fields)
}
