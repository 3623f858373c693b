import { defineSweep, type TNoPayload } from '../../../platform/jobs/definition'
import { inviteReviews } from '../invitations'

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** Periodic: rentals a day past drop-off get their review invitation queued. */
    'reviews.invite': TNoPayload
  }
}

export const reviewsInviteJob = defineSweep('reviews.invite', (db, now) => inviteReviews(db, now))
