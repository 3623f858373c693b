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
