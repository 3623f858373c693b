import { z } from 'zod'
import { defineJob } from '../../platform/jobs/definition'
import { expireHolds } from '../holds'

const ZPayload = z.object({})

declare module '../../platform/jobs/queue' {
  interface TJobPayloads {
    /** Periodic: unpaid online holds past their deadline turn void. */
    'holds.expire': z.infer<typeof ZPayload>
  }
}

export const holdsExpireJob = defineJob({
  kind: 'holds.expire',
  payload: ZPayload,
  everyMs: (config) => config.jobs.holdSweepMs,
  async run({ db, clock }) {
    await expireHolds(db, clock.now())
  },
})
