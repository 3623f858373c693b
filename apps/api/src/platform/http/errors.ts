import type { TMessageKey } from '@wheelbase/core/messages'
import { DomainError, type TDomainProblem } from '../../domain/errors'

/**
 * An error a client can cause and act on. The message is an i18n key, translated into the
 * caller's language when the answer is written: { "error": { "code", "message" } }.
 */
export class AppError extends Error {
  constructor(
    // 503: a service we depend on (the payment provider) cannot be reached; the client may retry.
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    readonly code: string,
    readonly messageKey: TMessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fields?: Record<string, TMessageKey>,
    /** With a 429: the seconds after which the call may succeed (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(code)
    this.name = 'AppError'
  }
}

export const badRequest = (code = 'bad_request', key: TMessageKey = 'api.badRequest', fields?: Record<string, TMessageKey>) =>
  new AppError(400, code, key, {}, fields)
export const unauthorized = () => new AppError(401, 'unauthorized', 'api.unauthorized')
export const forbidden = (code = 'forbidden', key: TMessageKey = 'api.forbidden') => new AppError(403, code, key)
export const notFound = (what = 'resource') => new AppError(404, `${what}_not_found`, 'api.notFound')
/** An id from the path that is not even a UUID names nothing: 404, as for an id that does not exist (and no query is made). */
export function assertId(id: string, what: string): void {
  if (!isId(id)) throw notFound(what)
}
/** Whether a path's text is a record id at all (anything else is simply not found). */
export const isId = (text: string): boolean => UUID.test(text)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const conflict = (code: string, key: TMessageKey = 'api.conflict') => new AppError(409, code, key)

/** The status each kind of domain problem is answered with: the one place data/ and domain/ meet HTTP. */
const DOMAIN_STATUS: Record<TDomainProblem, 400 | 404 | 409> = { invalid: 400, notFound: 404, conflict: 409 }

/** A refusal as HTTP tells it (status, code, message key and its parameters); undefined for anything else (a bug: 500). */
export function refusalOf(
  error: unknown,
): Pick<AppError, 'statusCode' | 'code' | 'messageKey' | 'params' | 'fields' | 'retryAfterSeconds'> | undefined {
  if (error instanceof AppError) return error
  if (error instanceof DomainError)
    return { statusCode: DOMAIN_STATUS[error.problem], code: error.code, messageKey: error.messageKey, params: error.params }
  return undefined
}

/** SQLSTATE of a driver error; drizzle wraps it, so look in `cause` too. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 3 && current; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * An overlapping blocking booking of the same car: 23P01 exclusion_violation, or 40P01 deadlock
 * detected while checking the exclusion constraint. Two transactions inserting overlapping
 * periods at once can each wait for the other's row; PostgreSQL then aborts one of them and the
 * other goes on to hold the car, so for the aborted one the car is taken all the same. Call it
 * only on errors of a transaction that writes a booking's period.
 */
export function isBookingOverlap(error: unknown): boolean {
  const state = sqlState(error)
  return state === '23P01' || state === '40P01'
}
