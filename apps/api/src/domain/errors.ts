import type { TMessageKey } from '@wheelbase/core/messages'

/**
 * What went wrong in the terms of the domain, never of a protocol: a request the rules refuse
 * (invalid), something that does not exist (notFound), or a clash with the current state
 * (conflict). The HTTP kit alone turns a problem into a status (platform/http/errors.ts).
 */
export type TDomainProblem = 'invalid' | 'notFound' | 'conflict'

/**
 * A refusal data/ and domain/ raise: its problem, a stable code the client can act on, and the
 * i18n key of its message with the key's parameters, translated into the caller's language when
 * the answer is written.
 */
export class DomainError extends Error {
  constructor(
    readonly problem: TDomainProblem,
    readonly code: string,
    readonly messageKey: TMessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code)
    this.name = 'DomainError'
  }
}

export const invalid = (code: string, key: TMessageKey, params?: Record<string, string | number>) => new DomainError('invalid', code, key, params)
export const conflicting = (code: string, key: TMessageKey, params?: Record<string, string | number>) =>
  new DomainError('conflict', code, key, params)
