import { z } from 'zod'
import { defineJob, messageIdOf } from '../../platform/jobs/definition'
import { contactMail } from '../templates'

const ZPayload = z.object({
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  account: z.object({ name: z.string(), email: z.string() }).nullable(),
})

declare module '../../platform/jobs/queue' {
  interface TJobPayloads {
    /** The contact form's message, to the marketplace's address. */
    'mail.contact': z.infer<typeof ZPayload>
  }
}

export const contactJob = defineJob({
  kind: 'mail.contact',
  payload: ZPayload,
  async run({ config, mailer }, { email, subject, message, account }, job) {
    const mail = contactMail(config.defaultLanguage, config.contactEmail, { subject, message, email, ...(account ? { account } : {}) })
    await mailer.send({ ...mail, messageId: messageIdOf(job) })
  },
})
