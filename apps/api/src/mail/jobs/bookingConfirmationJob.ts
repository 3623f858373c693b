import { toLanguage } from '@wheelbase/core/languages'
import { findBookingSummary } from '../../data/bookingSummary'
import { defineJob, messageIdOf, ZBookingPayload, type TBookingPayload } from '../../platform/jobs/definition'
import { bookingConfirmationMail } from '../bookingMails'
import { pageAddress } from '@wheelbase/core/languagePaths'

declare module '../../platform/jobs/queue' {
  interface TJobPayloads {
    'mail.bookingConfirmation': TBookingPayload
  }
}

/** The driver's confirmation of a booking that holds (pay later, or paid), read when it runs: a booking deleted meanwhile leaves nothing to send. */
export const bookingConfirmationJob = defineJob('mail.bookingConfirmation', ZBookingPayload, async ({ db, config, mailer }, { bookingId }, job) => {
  const summary = await findBookingSummary(db, { bookingId })
  // A booking from another channel whose driver gave no email has no one to mail.
  if (!summary?.driver.email) return
  const language = toLanguage(summary.driver.language) ?? config.defaultLanguage
  const sessionUrl = pageAddress(config.publicUrl, language, `/checkout-session/${summary.booking.paymentSessionId ?? ''}`)
  await mailer.send({ ...bookingConfirmationMail(summary, language, sessionUrl), messageId: messageIdOf(job) })
})
