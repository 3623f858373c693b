import { z } from 'zod'
import { findUserById } from '../../data/users'
import { defineJob, messageIdOf } from '../../platform/jobs/definition'
import { sendAccountLink } from '../accountLinks'

const ZPayload = z.object({ userId: z.string(), kind: z.enum(['activate', 'reset']), wording: z.enum(['invitation']).nullable() })

declare module '../../platform/jobs/queue' {
  interface TJobPayloads {
    'mail.accountLink': z.infer<typeof ZPayload>
  }
}

/** An activation, reset or invitation link: the token is made when the mail is. */
export const accountLinkJob = defineJob('mail.accountLink', ZPayload, async (ctx, { userId, kind, wording }, job) => {
  const user = await findUserById(ctx.db, userId)
  if (!user) return
  await sendAccountLink(ctx, user, kind, wording, messageIdOf(job))
})
