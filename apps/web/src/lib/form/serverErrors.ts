import { ApiError } from '../api/client'
import { failureText } from '../api/failure'

/**
 * How a form shows the server's refusals (issue 43): the one tail every form shares. The form
 * names what is its own; the rest is the same everywhere.
 */
export type TServerErrors = {
  /**
   * Refusals one field shows (by code, or by status such as 409) → that field's path; or what the
   * form does instead (the checkout's "car just taken" page).
   */
  at?: Readonly<Record<string | number, string | ((error: ApiError) => void)>>
  /** A 400's field path in the request body → the form's path, where the two differ. */
  pathOf?: (bodyPath: string) => string
  /** Told of every refusal first (the checkout starts a new payment attempt). */
  onRefused?: (error: ApiError) => void
  /** Shows a message no field shows (default: a toast). */
  show?: (message: string) => void
  /** The message when no answer came or the server failed (default "An unexpected error occurred"). */
  lost?: string
}

/** What the form does with a failed submit: pure, so every case is tested without a page. */
export type TServerOutcome =
  | { kind: 'field'; path: string; message: string }
  | { kind: 'handled' }
  | { kind: 'fields'; errors: Record<string, string> }
  | { kind: 'message'; message: string }

export function serverOutcome(error: unknown, plan: TServerErrors): TServerOutcome {
  const refusal = error instanceof ApiError && error.status < 500 ? error : null
  if (!refusal) return { kind: 'message', message: plan.lost ?? failureText(error) }
  plan.onRefused?.(refusal)
  const own = plan.at?.[refusal.code] ?? plan.at?.[refusal.status]
  if (typeof own === 'function') {
    own(refusal)
    return { kind: 'handled' }
  }
  if (own) return { kind: 'field', path: own, message: refusal.message }
  const fields = Object.entries(refusal.fields)
  if (fields.length) return { kind: 'fields', errors: Object.fromEntries(fields.map(([path, message]) => [plan.pathOf?.(path) ?? path, message])) }
  return { kind: 'message', message: refusal.message }
}
