import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { reviewProblem, type TReviewRefusal } from '@wheelbase/core/reviews'
import type { TReview, TReviewBody } from '@wheelbase/core/schemas/reviews'
import type { TMessageKey } from '@wheelbase/core/messages'
import { bookings, reviews, users } from '../../db/schema'
import type { AppContext } from '../../appContext'
import { assertId, notFound } from '../../platform/http/errors'
import { enforceLimit } from '../../platform/http/rateLimiter'
import type { Actor } from '../../domain/actor'
import { presentReview } from '../../data/reviews'
import { DomainError } from '../../domain/errors'
import { staffTransaction } from '../../domain/audit'

const REFUSALS = {
  notOver: ['review_not_over', 'reviews.notOver'],
  notRented: ['review_not_rented', 'reviews.notRented'],
} as const satisfies Record<TReviewRefusal, readonly [string, TMessageKey]>

const limit = (ctx: AppContext, actor: Actor) => enforceLimit(ctx.limiter, 'review', actor.userId, ctx.config.rateLimits.review)

async function authorOf(ctx: AppContext, driverId: string): Promise<string> {
  const [author] = await ctx.db.select({ fullName: users.fullName }).from(users).where(eq(users._id, driverId))
  return author?.fullName ?? ''
}

/**
 * A driver's review of the supplier of one of their own bookings (another's is 404): once the
 * drop-off has passed, of a rental that took place (core reviewProblem), once per booking (409).
 * The supplier's averages follow in the same statement (trigger reviews_keep_ratings).
 */
export async function createReview(ctx: AppContext, actor: Actor, bookingId: string, body: TReviewBody, now = ctx.clock.now()): Promise<TReview> {
  assertId(bookingId, 'booking')
  await limit(ctx, actor)
  const [booking] = await ctx.db
    .select({ status: bookings.status, to: bookings.to, supplierId: bookings.supplierId })
    .from(bookings)
    .where(and(eq(bookings._id, bookingId), eq(bookings.driverId, actor.userId)))
  if (!booking) throw notFound('booking')
  const problem = reviewProblem(booking, now)
  if (problem) {
    const [code, message] = REFUSALS[problem]
    throw new DomainError('conflict', code, message)
  }
  const [row] = await ctx.db
    .insert(reviews)
    .values({
      _id: randomUUID(),
      bookingId,
      supplierId: booking.supplierId,
      driverId: actor.userId,
      score: body.score,
      carCondition: body.carCondition,
      cleanliness: body.cleanliness,
      pickupReturn: body.pickupReturn,
      value: body.value,
      comment: body.comment ? body.comment : null,
      language: body.language,
      createdAt: now,
    })
    .onConflictDoNothing({ target: reviews.bookingId })
    .returning()
  if (!row) throw new DomainError('conflict', 'review_exists', 'reviews.already')
  return presentReview(row, await authorOf(ctx, actor.userId))
}

/** The reviewed supplier writes its one reply, or changes it (another supplier's review is 404). Who and when are kept. */
export async function replyToReview(ctx: AppContext, actor: Actor, reviewId: string, text: string, now = ctx.clock.now()): Promise<TReview> {
  assertId(reviewId, 'review')
  await limit(ctx, actor)
  const [row] = await staffTransaction(ctx.db, actor, (tx) =>
    tx
      .update(reviews)
      .set({ reply: text, repliedAt: now, repliedBy: actor.userId })
      .where(and(eq(reviews._id, reviewId), eq(reviews.supplierId, actor.userId)))
      .returning(),
  )
  if (!row) throw notFound('review')
  return presentReview(row, await authorOf(ctx, row.driverId))
}

/**
 * An admin hides a review with a reason: it leaves the public list and the averages (trigger);
 * its author and its supplier still see it, with the reason. Hiding again changes the reason
 * only; who hid it and when are kept.
 */
export async function hideReview(ctx: AppContext, actor: Actor, reviewId: string, reason: string, now = ctx.clock.now()): Promise<TReview> {
  assertId(reviewId, 'review')
  await limit(ctx, actor)
  const [row] = await staffTransaction(ctx.db, actor, (tx) =>
    tx
      .update(reviews)
      .set({
        hiddenAt: sql`coalesce(${reviews.hiddenAt}, ${now.toISOString()}::timestamptz)`,
        hiddenBy: sql`coalesce(${reviews.hiddenBy}, ${actor.userId}::uuid)`,
        hiddenReason: reason,
      })
      .where(eq(reviews._id, reviewId))
      .returning(),
  )
  if (!row) throw notFound('review')
  return presentReview(row, await authorOf(ctx, row.driverId))
}
