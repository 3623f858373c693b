import { sql } from 'drizzle-orm'
import { reviewProblem } from '@wheelbase/core/reviews'
import type { Db } from '../../db/client'
import { findBookingSummary } from '../../data/bookingSummary'
import { findBookingReview } from '../../data/reviews'
import type { AppContext } from '../../appContext'
import { sendNudge } from '../../mail/sendNudge'
import { job } from '../../platform/jobs/queue'
import { markAndQueue } from '../../platform/jobs/markAndQueue'
import { driverPushesOf } from '../../data/pushes'

const DAY_MS = 24 * 3_600_000
/** A rental is invited a day after its drop-off; one whose drop-off is older than a week is let be (a server that was off, a first start). */
export const INVITE_AFTER_MS = DAY_MS
export const INVITE_UNTIL_MS = 7 * DAY_MS
/** How long the one-time link of a driver without a password stays valid. */
export const INVITATION_LINK_MS = 14 * DAY_MS

/**
 * Part of the periodic sweep: every rental whose drop-off passed a day ago (within the week), that
 * took place and was not yet reviewed, is marked invited and gets its mail (and its driver's pushes) queued, in one
 * transaction: once per booking, whichever instance sweeps (FOR UPDATE SKIP LOCKED), and an
 * amended drop-off simply moves the day. Returns how many were invited.
 */
export async function inviteReviews(db: Pick<Db, 'transaction'>, now: Date, batch = 500): Promise<number> {
  return markAndQueue(
    db,
    (limit) =>
      sql`UPDATE bookings SET review_invited_at = ${now.toISOString()}::timestamptz
          WHERE _id IN (
            SELECT b._id FROM bookings b
            WHERE b.review_invited_at IS NULL AND b.status IN ('paid', 'deposit', 'reserved')
              -- A booking from another channel has no driver on Wheelbase to review it (issue 44).
              AND b.channel IS NULL
              AND b.to_ts <= ${new Date(now.getTime() - INVITE_AFTER_MS).toISOString()}::timestamptz
              AND b.to_ts > ${new Date(now.getTime() - INVITE_UNTIL_MS).toISOString()}::timestamptz
              AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b._id)
            ORDER BY b.to_ts
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED
          )
          RETURNING _id`,
    async (bookingId, tx) => [
      job('mail.reviewInvitation', { bookingId }, `mail.reviewInvitation:${bookingId}`),
      ...(await driverPushesOf(tx, bookingId, 'push.reviewInvitation')),
    ],
    batch,
  )
}

/**
 * The invitation's mail, in the driver's language, unless the rental can no longer be reviewed
 * (reviewed meanwhile, cancelled, deleted). A driver with a password gets the booking page (after
 * signing in); one without (a guest checkout, a social account) a one-time link, valid 14 days.
 */
export async function sendReviewInvitation(ctx: AppContext, bookingId: string, messageId: string): Promise<void> {
  const summary = await findBookingSummary(ctx.db, { bookingId })
  const now = ctx.clock.now()
  if (!summary || reviewProblem(summary.booking, now) || (await findBookingReview(ctx.db, bookingId))) return
  await sendNudge(ctx, summary, { kind: 'reviewInvitation', end: 'dropoff', now, linkMs: INVITATION_LINK_MS }, messageId)
}
