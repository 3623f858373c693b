import { definePeriodic, type TNoPayload } from '../../../platform/jobs/definition'
import { sweepUploads } from '../uploadOwners'

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** Periodic: pictures uploaded for a form never saved, a day on, are removed. */
    'uploads.sweep': TNoPayload
  }
}

export const uploadsSweepJob = definePeriodic(
  'uploads.sweep',
  (config) => config.jobs.holdSweepMs,
  ({ db, clock }) => sweepUploads(db, clock.now()),
)
