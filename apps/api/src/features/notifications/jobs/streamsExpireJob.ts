import { systemClock } from '../../../platform/clock'
import { definePeriodic, type TNoPayload } from '../../../platform/jobs/definition'
import { sweepStreamLeases } from '../leases'

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** Periodic: the leases of live streams whose instance died are let go. */
    'streams.expire': TNoPayload
  }
}

export const streamsExpireJob = definePeriodic(
  'streams.expire',
  (config) => config.jobs.holdSweepMs, // Real time, as the streams' own timers: a test clock moved ahead must not end live streams.
  ({ db }) => sweepStreamLeases(db, systemClock.now()),
)
