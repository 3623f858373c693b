import { z } from 'zod'
import { toLanguage } from '@wheelbase/core/languages'
import { findBookingSummary } from '../../../data/bookingSummary'
import { newBookingMail } from '../../../mail/bookingMails'
import { defineJob, messageIdOf } from '../../../platform/jobs/definition'
import { findReader } from '../write'
import { pageAddress } from '@wheelbase/core/languagePaths'

const ZPayload = z.object({ bookingId: z.string(), readerId: z.string() })

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    'mail.newBooking': z.infer<typeof ZPayload>
  }
}

/** A new booking, to one of its staff readers who want email, in the reader's language when it runs: a booking or a reader gone meanwhile leaves nothing to send. */
export const newBookingMailJob = defineJob('mail.newBooking', ZPayload, async ({ db, config, mailer }, { bookingId, readerId }, job) => {
  const [summary, reader] = await Promise.all([findBookingSummary(db, { bookingId }), findReader(db, readerId)])
  if (!summary || !reader) return
  const language = toLanguage(reader.language) ?? config.defaultLanguage
  await mailer.send({
    ...newBookingMail(summary, language, reader.email, pageAddress(config.publicUrl, language, `/booking?b=${bookingId}`)),
    messageId: messageIdOf(job),
  })
})
