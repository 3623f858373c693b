import { z } from 'zod'
import { defineJob, messageIdOf } from '../../../platform/jobs/definition'
import { sendReviewInvitation } from '../invitations'

const ZPayload = z.object({ bookingId: z.string() })

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** The day after drop-off: the driver's invitation to review the rental (once: bookings.review_invited_at). */
    'mail.reviewInvitation': z.infer<typeof ZPayload>
  }
}

export const reviewInvitationMailJob = defineJob({
  kind: 'mail.reviewInvitation',
  payload: ZPayload,
  run: (ctx, { bookingId }, job) => sendReviewInvitation(ctx, bookingId, messageIdOf(job)),
})
