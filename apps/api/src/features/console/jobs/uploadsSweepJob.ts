import { z } from 'zod'
import { defineJob } from '../../../platform/jobs/definition'
import { sweepUploads } from '../uploadOwners'

const ZPayload = z.object({})

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** Periodic: pictures uploaded for a form never saved, a day on, are removed. */
    'uploads.sweep': z.infer<typeof ZPayload>
  }
}

export const uploadsSweepJob = defineJob({
  kind: 'uploads.sweep',
  payload: ZPayload,
  everyMs: (config) => config.jobs.holdSweepMs,
  async run({ db, clock }) {
    await sweepUploads(db, clock.now())
  },
})
