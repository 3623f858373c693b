import { i18n } from '../../i18n/i18n'
import { toast } from '../toast'
import { ApiError } from './client'

/**
 * A refusal the server answered (a 4xx), with this status or code when one is given:
 * `refused(e, 404)`, `refused(e, 'token_expired')`. A lost answer or a server failure (5xx) is
 * not a refusal: asking again may work.
 */
export function refused(error: unknown, statusOrCode?: number | string): error is ApiError {
  if (!(error instanceof ApiError) || error.status >= 500) return false
  return statusOrCode === undefined || error.status === statusOrCode || error.code === statusOrCode
}

/**
 * What to tell the visitor of a failed call: the server's translated message when it answered,
 * else `lost` (by default "An unexpected error occurred").
 */
export function failureText(error: unknown, lost?: string): string {
  if (error instanceof ApiError) return error.message
  return lost ?? i18n.t('messages:errors.unhandled')
}

/** A failed action outside a form (a row's button, a toggle): its message as a toast. */
export function toastFailure(error: unknown): void {
  toast.error(failureText(error))
}
