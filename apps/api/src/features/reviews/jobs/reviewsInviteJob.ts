import { definePeriodic, type TNoPayload } from '../../../platform/jobs/definition'
import { inviteReviews } from '../invitations'

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** Periodic: rentals a day past drop-off get their review invitation queued. */
    'reviews.invite': TNoPayload
  }
}

export const reviewsInviteJob = definePeriodic(
  'reviews.invite',
  (config) => config.jobs.holdSweepMs,
  ({ db, clock }) => inviteReviews(db, clock.now()),
)
