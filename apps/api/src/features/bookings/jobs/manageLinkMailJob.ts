import { z } from 'zod'
import { LANGUAGES } from '@wheelbase/core/languages'
import { defineJob, messageIdOf } from '../../../platform/jobs/definition'
import { sendManageLink } from '../guest/links'

/** `language`: the page's that asked (absent from jobs queued before it was kept: the driver's then). */
const ZPayload = z.object({ reference: z.string(), email: z.string(), language: z.enum(LANGUAGES).optional() })

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    'mail.manageLink': z.infer<typeof ZPayload>
  }
}

/** "Email me a link to my booking": the lookup happens here, so the answer tells nothing. */
export const manageLinkMailJob = defineJob('mail.manageLink', ZPayload, (ctx, payload, job) => sendManageLink(ctx, payload, messageIdOf(job)))
