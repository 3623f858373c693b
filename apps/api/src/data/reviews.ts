import { authorName, averageOf, supplierScore } from '@wheelbase/core/reviews'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TRating, TReview } from '@wheelbase/core/schemas/reviews'
import type { TSupplierRating } from '@wheelbase/core/schemas/search'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { FORMER_DRIVER_ID } from '../domain/erasure'
import { reviews, supplierRatings, users } from '../db/schema'

type TReviewRow = typeof reviews.$inferSelect

/** A review as the API answers it: its author as first name and initial, never their account; null for a former driver (record 0136). */
export function presentReview(row: TReviewRow, authorFullName: string): TReview {
  return {
    _id: row._id,
    bookingId: row.bookingId,
    supplierId: row.supplierId,
    author: row.driverId === FORMER_DRIVER_ID ? null : authorName(authorFullName),
    score: row.score,
    carCondition: row.carCondition,
    cleanliness: row.cleanliness,
    pickupReturn: row.pickupReturn,
    value: row.value,
    comment: row.comment,
    language: row.language as TLanguage,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply !== null && row.repliedAt ? { text: row.reply, at: row.repliedAt.toISOString() } : null,
    hidden: row.hiddenAt ? { reason: row.hiddenReason ?? '', at: row.hiddenAt.toISOString() } : null,
  }
}

/** The review of one booking, as shown, or null before its driver wrote one. */
export async function findBookingReview(db: Db, bookingId: string): Promise<TReview | null> {
  const [found] = await db.select({ review: reviews, author: users.fullName }).from(reviews).innerJoin(users, eq(users._id, reviews.driverId)).where(eq(reviews.bookingId, bookingId))
  return found ? presentReview(found.review, found.author) : null
}

/** A supplier's rating where drivers choose: how many reviews, and the average once there are enough (else "New"). */
export const ratingOf = (row: { ratingCount: number; ratingSum: number }): TSupplierRating => ({
  count: row.ratingCount,
  score: supplierScore(row.ratingSum, row.ratingCount),
})

/** A supplier's averages per score (the supplier page), one decimal each, from the sums the database keeps (supplier_ratings). */
export async function fullRatingOf(db: Db, supplierId: string): Promise<TRating> {
  const [sums] = await db.select().from(supplierRatings).where(eq(supplierRatings.supplierId, supplierId))
  const count = sums?.reviewCount ?? 0
  const average = (sum: number | undefined) => averageOf(sum ?? 0, count)
  return {
    count,
    score: average(sums?.scoreSum),
    carCondition: average(sums?.carConditionSum),
    cleanliness: average(sums?.cleanlinessSum),
    pickupReturn: average(sums?.pickupReturnSum),
    value: average(sums?.valueSum),
  }
}
