/** Car search constants, free of zod so the browser's first-paint bundle can use them. */

/** Spec section 9: cars are listed 15 at a time; locations and suppliers use the generic 30. */
export const CARS_PAGE_SIZE = 15
export const GENERIC_PAGE_SIZE = 30
/** Deposit filter: "Less than {value}" in whole currency units (spec section 9). */
export const DEPOSIT_THRESHOLDS = [250, 500, 750] as const
export const SORTS = ['price_asc', 'price_desc', 'rating'] as const
export type TSort = (typeof SORTS)[number]
/** The rating filter: suppliers whose shown average is at least this ("8+"); a new supplier has none. */
export const MIN_RATINGS = [8] as const
/** A pick-up a few minutes in the past is still "now" (the form was filled in a moment ago). */
export const PAST_GRACE_MS = 15 * 60_000

/** Pages past this are refused: no driver scrolls through 150,000 cars, and the offset stays cheap. */
export const MAX_SEARCH_PAGE = 10_000

/** The longest rental and the furthest pick-up, in days (the server's come from its configuration). */
export type TPeriodLimits = { maxRentalDays: number; maxAdvanceDays: number }
export const DEFAULT_PERIOD_LIMITS: TPeriodLimits = { maxRentalDays: 30, maxAdvanceDays: 730 }
/** No limits: the two rules that need no setting (order, not past). */
export const NO_PERIOD_LIMITS: TPeriodLimits = { maxRentalDays: Infinity, maxAdvanceDays: Infinity }
const DAY_MS = 24 * 3_600_000

export type TPeriodProblem = 'search.dropoffBeforePickup' | 'search.pickupInPast' | 'search.rentalTooLong' | 'search.pickupTooFar'

/**
 * The period rules, held once for search, quote, checkout and amendment (the schemas of the
 * query, the home form and the server's own check all ask here): a drop-off after the pick-up, a
 * pick-up not past (instants: the same moment on every clock, the pick-up place's included), a
 * rental no longer than the maximum, a pick-up no further ahead than the horizon. A long rental is
 * measured in elapsed time, so a daylight-saving change never tips it over. "Now" is read when
 * asked, never when a schema is built.
 */
export function periodProblem(from: Date, to: Date, now: Date = new Date(), limits: TPeriodLimits = DEFAULT_PERIOD_LIMITS): TPeriodProblem | null {
  if (!Number.isFinite(from.getTime()) || !Number.isFinite(to.getTime())) return 'search.dropoffBeforePickup'
  if (to.getTime() <= from.getTime()) return 'search.dropoffBeforePickup'
  if (from.getTime() < now.getTime() - PAST_GRACE_MS) return 'search.pickupInPast'
  if (from.getTime() > now.getTime() + limits.maxAdvanceDays * DAY_MS) return 'search.pickupTooFar'
  // An hour of slack: 30 days from 10:00 to 10:00 across the autumn change is 30 days and an hour.
  if (to.getTime() - from.getTime() > limits.maxRentalDays * DAY_MS + 3_600_000) return 'search.rentalTooLong'
  return null
}

/** The value a period problem's message names. */
export const periodProblemParams = (problem: TPeriodProblem, limits: TPeriodLimits = DEFAULT_PERIOD_LIMITS): Record<string, number> =>
  problem === 'search.rentalTooLong' ? { days: limits.maxRentalDays } : problem === 'search.pickupTooFar' ? { days: limits.maxAdvanceDays } : {}

/** The codes of a search's 400, per message; any other problem is 'invalid_criteria' ("These search criteria are not valid."). */
export const SEARCH_ISSUES = {
  codes: {
    'search.unknownLocation': 'unknown_location',
    'search.dropoffBeforePickup': 'dropoff_before_pickup',
    'search.pickupInPast': 'pickup_in_past',
    'search.rentalTooLong': 'rental_too_long',
    'search.pickupTooFar': 'pickup_too_far',
    'search.badPage': 'invalid_page',
  },
  fallback: 'invalid_criteria',
  fallbackMessage: 'search.badCriteria',
} as const
