import { definePeriodic, type TNoPayload } from '../../platform/jobs/definition'
import { expireHolds } from '../holds'

declare module '../../platform/jobs/queue' {
  interface TJobPayloads {
    /** Periodic: unpaid online holds past their deadline turn void. */
    'holds.expire': TNoPayload
  }
}

export const holdsExpireJob = definePeriodic(
  'holds.expire',
  (config) => config.jobs.holdSweepMs,
  ({ db, clock }) => expireHolds(db, clock.now()),
)
