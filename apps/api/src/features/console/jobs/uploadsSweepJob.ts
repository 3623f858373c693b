import { defineSweep, type TNoPayload } from '../../../platform/jobs/definition'
import { sweepUploads } from '../uploadOwners'

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** Periodic: pictures uploaded for a form never saved, a day on, are removed. */
    'uploads.sweep': TNoPayload
  }
}

export const uploadsSweepJob = defineSweep('uploads.sweep', sweepUploads)
