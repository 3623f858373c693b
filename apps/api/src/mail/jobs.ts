import { toLanguage } from '@wheelbase/core/languages'
import { findBookingSummary } from '../data/bookingSummary'
import { findUserById } from '../data/users'
import type { AppContext } from '../platform/http/context'
import type { TJobHandlers } from '../platform/jobs/kinds'
import { sendAccountLink } from './accountLinks'
import { bookingConfirmationMail } from './bookingMails'
import { contactMail } from './templates'

/** A mail's Message-ID, the same on every try of one work item. */
export const messageIdOf = (job: { _id: string }) => `<${job._id}@wheelbase.mail>`

/**
 * The mails that follow a change, as durable work (platform/jobs): each reads what it tells
 * when it runs. A booking or a reader gone meanwhile (deleted) leaves nothing to send. The mails
 * of notifications are the notifications feature's (features/notifications/mails.ts).
 */
export function mailJobs(
  ctx: Pick<AppContext, 'db' | 'config' | 'mailer'>,
): Pick<TJobHandlers, 'mail.bookingConfirmation' | 'mail.accountLink' | 'mail.contact'> {
  const { db, config, mailer } = ctx
  return {
    async 'mail.bookingConfirmation'({ bookingId }, job) {
      const summary = await findBookingSummary(db, { bookingId })
      if (!summary) return
      const language = toLanguage(summary.driver.language) ?? config.defaultLanguage
      const sessionUrl = `${config.publicUrl}/checkout-session/${summary.booking.paymentSessionId ?? ''}`
      await mailer.send({ ...bookingConfirmationMail(summary, language, sessionUrl), messageId: messageIdOf(job) })
    },
    async 'mail.accountLink'({ userId, kind, wording }, job) {
      const user = await findUserById(db, userId)
      if (!user) return
      await sendAccountLink(ctx, user, kind, wording, messageIdOf(job))
    },
    async 'mail.contact'({ email, subject, message, account }, job) {
      const mail = contactMail(config.defaultLanguage, config.contactEmail, { subject, message, email, ...(account ? { account } : {}) })
      await mailer.send({ ...mail, messageId: messageIdOf(job) })
    },
  }
}
