/** Car search constants, free of zod so the browser's first-paint bundle can use them. */

/** Spec section 9: cars are listed 15 at a time; locations and suppliers use the generic 30. */
export const CARS_PAGE_SIZE = 15
export const GENERIC_PAGE_SIZE = 30
/** Deposit filter: "Less than {value}" in whole currency units (spec section 9). */
export const DEPOSIT_THRESHOLDS = [250, 500, 750] as const
export const SORTS = ['price_asc', 'price_desc'] as const
export type TSort = (typeof SORTS)[number]
/** A pick-up a few minutes in the past is still "now" (the form was filled in a moment ago). */
export const PAST_GRACE_MS = 15 * 60_000

/** Pages past this are refused: no driver scrolls through 150,000 cars, and the offset stays cheap. */
export const MAX_SEARCH_PAGE = 10_000

/**
 * The period rules of a search, held once: the schema of the query (server and /search page)
 * and the home form both ask here. "Now" is read when asked, never when a schema is built.
 */
export function periodProblem(from: Date, to: Date, now: Date = new Date()): 'search.dropoffBeforePickup' | 'search.pickupInPast' | null {
  if (to.getTime() <= from.getTime()) return 'search.dropoffBeforePickup'
  if (from.getTime() < now.getTime() - PAST_GRACE_MS) return 'search.pickupInPast'
  return null
}

/** The codes of a search's 400, per message; any other problem is 'invalid_criteria' ("These search criteria are not valid."). */
export const SEARCH_ISSUES = {
  codes: {
    'search.unknownLocation': 'unknown_location',
    'search.dropoffBeforePickup': 'dropoff_before_pickup',
    'search.pickupInPast': 'pickup_in_past',
    'search.badPage': 'invalid_page',
  },
  fallback: 'invalid_criteria',
  fallbackMessage: 'search.badCriteria',
} as const
