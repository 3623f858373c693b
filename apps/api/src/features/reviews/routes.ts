import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/reviews'
import { guestReview } from '@wheelbase/core/contracts/guestBooking'
import { guestActor } from '../../platform/http/guestSession'
import type { AppContext } from '../../appContext'
import { contractRoutes } from '../../platform/http/route'
import { supplierProfile } from './profile'
import { supplierReviews } from './read'
import { createReview, hideReview, replyToReview } from './write'

/** Verified reviews of suppliers: written by the driver of a past rental, answered by the supplier, hidden by admins. */
export async function reviewRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(contracts.createReview, async ({ actor, params, body }) => createReview(ctx, actor, params.id, body))
  await route(contracts.supplierProfile, async ({ actor, params, query, language }) => supplierProfile(ctx.db, actor, params.slug, query, language))
  await route(contracts.supplierReviews, async ({ actor, params, query }) => supplierReviews(ctx.db, actor, params.id, query))
  await route(contracts.replyToReview, async ({ actor, params, body }) => replyToReview(ctx, actor, params.id, body.text))
  // A guest reviews the booking opened from an emailed link, as its driver.
  await route(guestReview, async ({ req, body }) => {
    const { actor, bookingId } = await guestActor(ctx, req)
    return createReview(ctx, actor, bookingId, body)
  })
  await route(contracts.hideReview, async ({ actor, params, body }) => hideReview(ctx, actor, params.id, body.reason))
}
