import { z } from 'zod'
import { toLanguage } from '@wheelbase/core/languages'
import { findBookingSummary } from '../../data/bookingSummary'
import { defineJob, messageIdOf } from '../../platform/jobs/definition'
import { bookingConfirmationMail } from '../bookingMails'

const ZPayload = z.object({ bookingId: z.string() })

declare module '../../platform/jobs/queue' {
  interface TJobPayloads {
    /** The driver's confirmation of a booking that holds (pay later, or paid). */
    'mail.bookingConfirmation': z.infer<typeof ZPayload>
  }
}

/** Read when it runs: a booking deleted meanwhile leaves nothing to send. */
export const bookingConfirmationJob = defineJob({
  kind: 'mail.bookingConfirmation',
  payload: ZPayload,
  async run({ db, config, mailer }, { bookingId }, job) {
    const summary = await findBookingSummary(db, { bookingId })
    if (!summary) return
    const language = toLanguage(summary.driver.language) ?? config.defaultLanguage
    const sessionUrl = `${config.publicUrl}/checkout-session/${summary.booking.paymentSessionId ?? ''}`
    await mailer.send({ ...bookingConfirmationMail(summary, language, sessionUrl), messageId: messageIdOf(job) })
  },
})
