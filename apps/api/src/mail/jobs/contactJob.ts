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
    'mail.contact': z.infer<typeof ZPayload>
  }
}

/** The contact form's message, to the marketplace's address. */
export const contactJob = defineJob('mail.contact', ZPayload, async ({ config, mailer }, { email, subject, message, account }, job) => {
  const mail = contactMail(config.defaultLanguage, config.contactEmail, { subject, message, email, ...(account ? { account } : {}) })
  await mailer.send({ ...mail, messageId: messageIdOf(job) })
})
