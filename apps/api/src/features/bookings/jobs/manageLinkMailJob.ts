import { z } from 'zod'
import { defineJob, messageIdOf } from '../../../platform/jobs/definition'
import { sendManageLink } from '../guest/links'

const ZPayload = z.object({ reference: z.string(), email: z.string() })

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    'mail.manageLink': z.infer<typeof ZPayload>
  }
}

/** "Email me a link to my booking": the lookup happens here, so the answer tells nothing. */
export const manageLinkMailJob = defineJob('mail.manageLink', ZPayload, (ctx, payload, job) => sendManageLink(ctx, payload, messageIdOf(job)))
