import { rentalOver } from './bookingRules'
import type { TBookingStatus } from './bookingStatus'

/** A review's scores: the overall one and the four a driver gives besides it, each from 1 to 10. */
export const SUB_SCORES = ['carCondition', 'cleanliness', 'pickupReturn', 'value'] as const
export const SCORE_MIN = 1
export const SCORE_MAX = 10
export const COMMENT_MAX = 1000
export const REPLY_MAX = 1000
export const HIDE_REASON_MAX = 500

export { REVIEW_SORTS } from './reviewSorts'

/** Below this many reviews a supplier's average says little: it shows "New" instead. */
export const RATED_FROM = 3

/** The statuses of a rental that took place: a void or cancelled booking is never reviewed. */
export const REVIEWABLE_STATUSES = ['paid', 'deposit', 'reserved'] as const satisfies readonly TBookingStatus[]

/** Why a driver may not review a booking (messages `reviews.notOver`, `reviews.notRented`). */
export type TReviewRefusal = 'notOver' | 'notRented'

/**
 * Who may review: the driver of a booking whose drop-off has passed and that was paid, paid its
 * deposit or was reserved. Once per booking is the database's rule (one review per booking id).
 */
export function reviewProblem(booking: { status: TBookingStatus; to: Date }, now: Date): TReviewRefusal | null {
  if (!(REVIEWABLE_STATUSES as readonly TBookingStatus[]).includes(booking.status)) return 'notRented'
  if (!rentalOver(booking, now)) return 'notOver'
  return null
}

// An address, a phone number (7 digits or more, with the usual separators) or a web address. A
// review speaks of the rental; contact details in it would be spam or a way around the marketplace.
// Each run of name characters is tried once, from its start (the lookbehinds): without them every
// position of a long run starts a new try, and a text of 50,000 letters took seconds to check.
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u
const PHONE = /(?:\+|\b)\d(?:[\s().-]{0,2}\d){6,}/
const URL =
  /\b(?:https?:\/\/|www\.)\S+|(?<![\p{L}\p{N}-])[\p{L}\p{N}-]+\.(?:com|net|org|info|biz|io|co|gr|fr|il|cn|eu|uk|de|app|site|online|shop)\b/iu

// Dates and times a driver writes (2026-06-12, 12/06/2026, 08:30) are digits too, but no phone number.
const DATES_AND_TIMES = /\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\b\d{1,2}:\d{2}\b/g

/** Whether a text carries an email address, a phone number or a web address. */
export function hasContactDetails(text: string): boolean {
  return EMAIL.test(text) || PHONE.test(text.replace(DATES_AND_TIMES, ' ')) || URL.test(text)
}

/** How a review's author is shown: first name and the initial of the last ("Maria K."). */
export function authorName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean)
  const [first = '', ...rest] = parts
  const last = rest.at(-1)
  return last ? `${first} ${[...last][0]?.toLocaleUpperCase() ?? ''}.` : first
}

/**
 * An average to one decimal, as shown (8.65 → 8.7, halves up); null without reviews. Whole
 * numbers only, so the search's SQL (features/cars/searchQuery.ts) rounds to the same tenth.
 */
export function averageOf(sum: number, count: number): number | null {
  return count > 0 ? Math.floor((20 * sum + count) / (2 * count)) / 10 : null
}

/** A supplier's standing as cards show it: the average once it has RATED_FROM reviews, else null ("New"). */
export function supplierScore(sum: number, count: number): number | null {
  return count >= RATED_FROM ? averageOf(sum, count) : null
}
