/**
 * How a supplier's reviews can be ordered: newest first, or by the overall score. Its own module:
 * the supplier page's first call reads it in the app's first script, which then need not carry
 * the rest of reviews.ts (and the booking rules it imports).
 */
export const REVIEW_SORTS = ['newest', 'lowest', 'highest'] as const
