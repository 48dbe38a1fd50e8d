// The one result of every call: openapi-fetch's { data, error, response } (or the error fetch threw)
// turned into { ok: true, data } or { ok: false, failure }. Pages read `failure.message` (the
// server's French message, else the caller's fallback); query functions use `orThrow`.
import type { DiagnosisKind } from '../text/errors'
import { diagnose } from './diagnosis'

type FieldName = 'pseudo' | 'email' | 'password' | 'passwordConfirmation' | 'url' | 'token'
const FIELD_NAMES: FieldName[] = ['pseudo', 'email', 'password', 'passwordConfirmation', 'url', 'token']

/** A failed call. */
export interface Failure {
  /** HTTP status; 0 when no answer came (network error, timeout). */
  status: number
  /** The server's French message, else the caller's fallback text. */
  message: string
  /** Set when no answer came: the connection diagnosis the forms show. */
  diagnosis: DiagnosisKind | null
  /** Server messages to show under the matching fields. */
  fields: Partial<Record<FieldName, string>>
  /** The server's error body (`{ message, status, code?, game?, … }`), or null. */
  data: Record<string, unknown> | null
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; failure: Failure }

/** What openapi-fetch answers. */
export type Answer<T> = { data?: T; error?: unknown; response: Response }

/** The text of a failure without a server message: by status, or `null` when no answer came. */
export type FallbackText = (status: number | null) => string

/** The status line when the caller gives no fallback (spec §8's generic text). */
const httpErrorText: FallbackText = (status) => `HTTP error! status: ${status ?? 0}`

const bodyOf = (error: unknown): Record<string, unknown> | null =>
  error && typeof error === 'object' && !Array.isArray(error) ? (error as Record<string, unknown>) : null

/** The server's message in an error body, if any. */
function messageOf(body: unknown): string | null {
  const message = bodyOf(body)?.message
  return typeof message === 'string' && message ? message : null
}

/** Field messages found in a server error body. */
function fieldsOf(data: Record<string, unknown> | null | undefined): Failure['fields'] {
  const fields: Failure['fields'] = {}
  for (const name of FIELD_NAMES) if (typeof data?.[name] === 'string') fields[name] = data[name] as string
  return fields
}

/** The failure of an answer with an error status. */
export function statusFailure(status: number, error: unknown, fallback: FallbackText = httpErrorText): Failure {
  const data = bodyOf(error)
  return { status, message: messageOf(data) ?? fallback(status), diagnosis: null, fields: fieldsOf(data), data }
}

/** The failure of a call that got no answer. */
export const networkFailure = (error: unknown, fallback: FallbackText = httpErrorText): Failure => ({
  status: 0,
  message: fallback(null),
  diagnosis: diagnose(error),
  fields: {},
  data: null,
})

/** Sends a call and returns its result; never throws. */
export async function request<T>(send: () => Promise<Answer<T>>, fallback: FallbackText = httpErrorText): Promise<ApiResult<T>> {
  let answer: Answer<T>
  try {
    answer = await send()
  } catch (error) {
    return { ok: false, failure: networkFailure(error, fallback) }
  }
  const { data, error, response } = answer
  if (response.ok) return { ok: true, data: data as T }
  return { ok: false, failure: statusFailure(response.status, error, fallback) }
}

/** A failure thrown by `orThrow`: what query functions and mutations reject with. */
export class ApiError extends Error {
  readonly failure: Failure
  constructor(failure: Failure) {
    super(failure.message)
    this.name = 'ApiError'
    this.failure = failure
  }
  get status(): number {
    return this.failure.status
  }
  get data(): Record<string, unknown> | null {
    return this.failure.data
  }
}

/** The data of a result, or throws its failure as an ApiError. */
export function orThrow<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data
  throw new ApiError(result.failure)
}

/** The failure an error carries (an ApiError), else null. */
export const failureOf = (error: unknown): Failure | null => (error instanceof ApiError ? error.failure : null)

/** What a page shows for a failed call: the server's French message, else its own fallback text. */
export function failureText(error: unknown, fallback: string): string {
  const failure = error instanceof ApiError ? error.failure : isFailure(error) ? error : null
  return failure && failure.data && messageOf(failure.data) ? failure.message : fallback
}

const isFailure = (value: unknown): value is Failure =>
  !!value && typeof value === 'object' && 'status' in value && 'message' in value && 'diagnosis' in value
