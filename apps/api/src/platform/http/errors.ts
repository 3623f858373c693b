import type { TMessageKey } from '@wheelbase/core/messages'
import { DomainError, notFound, type TDomainProblem } from '../../domain/errors'

export const badRequest = (code = 'bad_request', key: TMessageKey = 'api.badRequest', fields?: Record<string, TMessageKey>) =>
  new DomainError('invalid', code, key, {}, { fields })
export const unauthorized = () => new DomainError('unauthorized', 'unauthorized', 'api.unauthorized')
export const forbidden = (code = 'forbidden', key: TMessageKey = 'api.forbidden') => new DomainError('forbidden', code, key)
/** The domain's 404, here too for the features that raise the HTTP kit's refusals. */
export { notFound }
/** An id from the path that is not even a UUID names nothing: 404, as for an id that does not exist (and no query is made). */
export function assertId(id: string, what: string): void {
  if (!isId(id)) throw notFound(what)
}
/** Whether a path's text is a record id at all (anything else is simply not found). */
export const isId = (text: string): boolean => UUID.test(text)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const conflict = (code: string, key: TMessageKey = 'api.conflict') => new DomainError('conflict', code, key)

/** The status each kind of refusal is answered with: the one place where a refusal meets HTTP. */
export const STATUS_OF: Record<TDomainProblem, 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupported: 415,
  unprocessable: 422,
  rateLimited: 429,
  unavailable: 503,
}

/** A refusal as HTTP tells it; undefined for anything else (a bug: 500). */
export function refusalOf(error: unknown):
  | {
      statusCode: (typeof STATUS_OF)[TDomainProblem]
      code: string
      messageKey: TMessageKey
      params: Record<string, string | number>
      fields?: Record<string, TMessageKey> | undefined
      retryAfterSeconds?: number | undefined
    }
  | undefined {
  if (!(error instanceof DomainError)) return undefined
  const { code, messageKey, params, more } = error
  return { statusCode: STATUS_OF[error.problem], code, messageKey, params, fields: more.fields, retryAfterSeconds: more.retryAfterSeconds }
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
