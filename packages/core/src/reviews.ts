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

// An address, a phone number (7 digits or more, with the usual separators), a web address or a
// social handle. A review speaks of the rental; contact details in it would be spam or a way around
// the marketplace. Each run of name characters is tried once, from its start (the lookbehinds):
// without them every position of a long run starts a new try, and 50,000 letters took seconds.
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u
const PHONE = /(?:\+|\b)\d(?:[\s().-]{0,2}\d){6,}/
const TLDS =
  'com|net|org|info|biz|io|co|gr|fr|il|cn|eu|uk|de|it|es|nl|be|ch|at|ru|us|ca|au|in|me|ly|to|tv|cc|gg|ai|dev|app|site|online|shop|store|xyz|top|club|link|live|pro|page'
const URL = new RegExp(`\\b(?:https?:\\/\\/|www\\.)\\S+|(?<![\\p{L}\\p{N}-])[\\p{L}\\p{N}-]+\\.(?:${TLDS})\\b`, 'iu')
/** "@maria_rents" on its own: a handle on some network (an address's "@" follows a name, and is EMAIL's). */
const HANDLE = /(?<![\p{L}\p{N}._%+-])@[\p{L}\p{N}_.]{3,}/u

// Dates and times a driver writes (2026-06-12, 12/06/2026, 08:30) are digits too, but no phone number.
const DATES_AND_TIMES = /\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\b\d{1,2}:\d{2}\b/g
// "maria (at) example [dot] com", "maria at example dot com": the words spelled out.
const SPELLED_AT = /\s*[([{]\s*at\s*[)\]}]\s*|\s+at\s+(?=[\p{L}\p{N}-]+\s*(?:[([{]\s*)?(?:dot|\.)\s*(?:[)\]}]\s*)?\p{L}{2,})/giu
const SPELLED_DOT = /\s*[([{]\s*dot\s*[)\]}]\s*|\s+dot\s+/giu
const DIGIT = /\p{Nd}/gu
const isDigit = (codePoint: number) => /\p{Nd}/u.test(String.fromCodePoint(codePoint))

/**
 * The text as it is read for contact details: compatibility forms folded (fullwidth "６９１" and
 * "ｅｘａｍｐｌｅ．ｃｏｍ" as ASCII), every script's digits as 0–9 (a digit's value is its place in
 * its run of ten code points: Arabic-Indic, Devanagari, …), and "at"/"dot" spelled out (or " @ ",
 * " . " pulled apart) as "@"/".".
 */
export function contactReading(text: string): string {
  const digits = text.normalize('NFKC').replace(DIGIT, (digit) => {
    const codePoint = digit.codePointAt(0) ?? 0
    let value = 0
    while (value < 9 && isDigit(codePoint - value - 1)) value++
    return String(value % 10)
  })
  // " @ " and " . " with a space on each side are no prose: an address pulled apart.
  return digits
    .replace(SPELLED_AT, '@')
    .replace(SPELLED_DOT, '.')
    .replace(/\s+([@.])\s+/g, '$1')
}

/** Whether a text carries an email address, a phone number, a web address or a social handle, in any of their disguises. */
export function hasContactDetails(text: string): boolean {
  const read = contactReading(text)
  return EMAIL.test(read) || PHONE.test(read.replace(DATES_AND_TIMES, ' ')) || URL.test(read) || HANDLE.test(read)
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
