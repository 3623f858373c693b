import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm'
import type { TSupplierReviews } from '@wheelbase/core/schemas/reviews'
import type { z } from 'zod'
import type { ZSupplierReviewsQuery } from '@wheelbase/core/schemas/reviews'
import type { Db } from '../../db/client'
import { reviews, users } from '../../db/schema'
import { assertId, notFound } from '../../platform/http/errors'
import type { Actor } from '../../domain/actor'
import { fullRatingOf, presentReview } from '../../data/reviews'

export const REVIEWS_PAGE_SIZE = 10

type TQuery = z.output<typeof ZSupplierReviewsQuery>

const ORDER: Record<TQuery['sort'], SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews._id)],
  lowest: [asc(reviews.score), desc(reviews.createdAt), desc(reviews._id)],
  highest: [desc(reviews.score), desc(reviews.createdAt), desc(reviews._id)],
}

/**
 * A supplier's reviews, 10 a page, newest first or by score, in one language or all, with the
 * supplier's replies. Hidden ones are shown, with their reason, only to that supplier and admins.
 * An unknown or banned supplier is 404.
 */
export async function supplierReviews(db: Db, actor: Actor | null, supplierId: string, query: TQuery): Promise<TSupplierReviews> {
  assertId(supplierId, 'supplier')
  const [supplier] = await db
    .select({ _id: users._id })
    .from(users)
    .where(and(eq(users._id, supplierId), eq(users.type, 'supplier'), eq(users.blacklisted, false)))
  if (!supplier) throw notFound('supplier')
  const staff = actor !== null && (actor.type === 'admin' || actor.userId === supplierId)
  const rows = await db
    .select({ review: reviews, author: users.fullName })
    .from(reviews)
    .innerJoin(users, eq(users._id, reviews.driverId))
    .where(
      and(
        eq(reviews.supplierId, supplierId),
        staff ? undefined : isNull(reviews.hiddenAt),
        query.lang ? eq(reviews.language, query.lang) : undefined,
      ),
    )
    .orderBy(...ORDER[query.sort])
    .limit(REVIEWS_PAGE_SIZE + 1)
    .offset((query.page - 1) * REVIEWS_PAGE_SIZE)
  return {
    rating: await fullRatingOf(db, supplierId),
    items: rows.slice(0, REVIEWS_PAGE_SIZE).map((row) => presentReview(row.review, row.author)),
    nextPage: rows.length > REVIEWS_PAGE_SIZE ? query.page + 1 : null,
  }
}
