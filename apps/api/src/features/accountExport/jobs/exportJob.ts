import { z } from 'zod'
import { defineJob, messageIdOf } from '../../../platform/jobs/definition'
import { prepareExport } from '../exports'

const ZPayload = z.object({ exportId: z.uuid() })

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** An account's data export to prepare, keep and mail (nothing personal in the payload). */
    'accounts.export': z.infer<typeof ZPayload>
  }
}

export const exportJob = defineJob('accounts.export', ZPayload, (ctx, { exportId }, job) => prepareExport(ctx, exportId, messageIdOf(job)))
