import { z } from 'zod'
import { defineJob, messageIdOf } from '../../../platform/jobs/definition'
import { sendManageLink } from '../guest/links'

const ZPayload = z.object({ reference: z.string(), email: z.string() })

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** "Email me a link to my booking": the lookup happens here, so the answer tells nothing. */
    'mail.manageLink': z.infer<typeof ZPayload>
  }
}

export const manageLinkMailJob = defineJob({
  kind: 'mail.manageLink',
  payload: ZPayload,
  run: (ctx, payload, job) => sendManageLink(ctx, payload, messageIdOf(job)),
})
