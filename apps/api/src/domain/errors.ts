import type { TMessageKey } from '@wheelbase/core/messages'

/**
 * What went wrong in the terms of the domain, never of a protocol: a request the rules refuse
 * (invalid), a caller not signed in (unauthorized) or without the right (forbidden), something
 * that does not exist (notFound), a clash with the current state (conflict), an upload too large
 * or of a kind we cannot read (tooLarge, unsupported), a well-formed request that cannot be
 * processed (unprocessable), too many tries (rateLimited), or a service we depend on that cannot
 * be reached now (unavailable). The HTTP kit alone turns a problem into a status
 * (platform/http/errors.ts, STATUS_OF).
 */
export type TDomainProblem =
  'invalid' | 'unauthorized' | 'forbidden' | 'notFound' | 'conflict' | 'tooLarge' | 'unsupported' | 'unprocessable' | 'rateLimited' | 'unavailable'

/**
 * Every refusal the code raises, from the domain, the features, the adapters and the HTTP kit
 * alike: its problem, a stable code the client can act on, and the i18n key of its message with
 * the key's parameters, translated into the caller's language when the answer is written.
 */
export class DomainError extends Error {
  constructor(
    readonly problem: TDomainProblem,
    readonly code: string,
    readonly messageKey: TMessageKey,
    readonly params: Record<string, string | number> = {},
    readonly more: {
      /** The fields of the request at fault, each with its message key (a 400). */
      fields?: Record<string, TMessageKey> | undefined
      /** With rateLimited: the seconds after which the call may succeed (the Retry-After header). */
      retryAfterSeconds?: number | undefined
    } = {},
  ) {
    super(code)
    this.name = 'DomainError'
  }
}

/** A record the caller may not see is one that does not exist: 404, `<what>_not_found`. */
/** A suspended account is refused wherever it signs in or acts (spec section 8). */
export const accountSuspended = () => new DomainError('forbidden', 'account_suspended', 'errors.accountSuspended')
export const notFound = (what = 'resource') => new DomainError('notFound', `${what}_not_found`, 'api.notFound')
export const invalid = (code: string, key: TMessageKey, params?: Record<string, string | number>) => new DomainError('invalid', code, key, params)
export const conflicting = (code: string, key: TMessageKey, params?: Record<string, string | number>) =>
  new DomainError('conflict', code, key, params)
