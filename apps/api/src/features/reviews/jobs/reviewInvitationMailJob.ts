import { defineJob, messageIdOf, ZBookingPayload, type TBookingPayload } from '../../../platform/jobs/definition'
import { sendReviewInvitation } from '../invitations'

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    'mail.reviewInvitation': TBookingPayload
  }
}

/** The day after drop-off: the driver's invitation to review the rental (once: bookings.review_invited_at). */
export const reviewInvitationMailJob = defineJob('mail.reviewInvitation', ZBookingPayload, (ctx, { bookingId }, job) =>
  sendReviewInvitation(ctx, bookingId, messageIdOf(job)),
)
