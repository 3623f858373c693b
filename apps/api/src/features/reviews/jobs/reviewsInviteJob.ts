import { z } from 'zod'
import { defineJob } from '../../../platform/jobs/definition'
import { inviteReviews } from '../invitations'

const ZPayload = z.object({})

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** Periodic: rentals a day past drop-off get their review invitation queued. */
    'reviews.invite': z.infer<typeof ZPayload>
  }
}

export const reviewsInviteJob = defineJob({
  kind: 'reviews.invite',
  payload: ZPayload,
  everyMs: (config) => config.jobs.holdSweepMs,
  async run({ db, clock }) {
    await inviteReviews(db, clock.now())
  },
})
