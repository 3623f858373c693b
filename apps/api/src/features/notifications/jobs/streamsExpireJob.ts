import { z } from 'zod'
import { systemClock } from '../../../platform/clock'
import { defineJob } from '../../../platform/jobs/definition'
import { sweepStreamLeases } from '../leases'

const ZPayload = z.object({})

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** Periodic: the leases of live streams whose instance died are let go. */
    'streams.expire': z.infer<typeof ZPayload>
  }
}

export const streamsExpireJob = defineJob({
  kind: 'streams.expire',
  payload: ZPayload,
  everyMs: (config) => config.jobs.holdSweepMs,
  // Real time, as the streams' own timers: a test clock moved ahead must not end live streams.
  run: ({ db }) => sweepStreamLeases(db, systemClock.now()),
})
