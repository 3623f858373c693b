import { defineJob, messageIdOf, ZBookingPayload, type TBookingPayload } from '../../../platform/jobs/definition'
import { sendReviewInvitation } from '../invitations'

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** The day after drop-off: the driver's invitation to review the rental (once: bookings.review_invited_at). */
    'mail.reviewInvitation': TBookingPayload
  }
}

export const reviewInvitationMailJob = defineJob({
  kind: 'mail.reviewInvitation',
  payload: ZBookingPayload,
  run: (ctx, { bookingId }, job) => sendReviewInvitation(ctx, bookingId, messageIdOf(job)),
})
