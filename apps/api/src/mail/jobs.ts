import { toLanguage } from '@wheelbase/core/languages'
import { findBookingSummary } from '../data/bookingSummary'
import { findReader } from '../data/notify'
import { findUserById } from '../data/users'
import type { AppContext } from '../platform/http/context'
import type { TJobHandlers } from '../platform/jobs/kinds'
import { sendAccountLink } from './accountLinks'
import { bookingConfirmationMail, newBookingMail } from './bookingMails'
import { noticeMail } from './noticeMails'
import { contactMail } from './templates'

/** A mail's Message-ID, the same on every try of one work item. */
export const messageIdOf = (job: { _id: string }) => `<${job._id}@wheelbase.mail>`

/**
 * The mails that follow a change, as durable work (platform/jobs): each reads what it tells
 * when it runs. A booking or a reader gone meanwhile (deleted) leaves nothing to send.
 */
export function mailJobs(
  ctx: Pick<AppContext, 'db' | 'config' | 'mailer'>,
): Pick<TJobHandlers, 'mail.bookingConfirmation' | 'mail.newBooking' | 'mail.notice' | 'mail.accountLink' | 'mail.contact'> {
  const { db, config, mailer } = ctx
  const bookingUrl = (bookingId: string) => `${config.publicUrl}/booking?b=${bookingId}`
  return {
    async 'mail.bookingConfirmation'({ bookingId }, job) {
      const summary = await findBookingSummary(db, { bookingId })
      if (!summary) return
      const language = toLanguage(summary.driver.language) ?? config.defaultLanguage
      const sessionUrl = `${config.publicUrl}/checkout-session/${summary.booking.paymentSessionId ?? ''}`
      await mailer.send({ ...bookingConfirmationMail(summary, language, sessionUrl), messageId: messageIdOf(job) })
    },
    async 'mail.newBooking'({ bookingId, readerId }, job) {
      const [summary, reader] = await Promise.all([findBookingSummary(db, { bookingId }), findReader(db, readerId)])
      if (!summary || !reader) return
      const language = toLanguage(reader.language) ?? config.defaultLanguage
      await mailer.send({ ...newBookingMail(summary, language, reader.email, bookingUrl(bookingId)), messageId: messageIdOf(job) })
    },
    async 'mail.notice'({ bookingId, readerId, key, params }, job) {
      const reader = await findReader(db, readerId)
      if (!reader) return
      const language = toLanguage(reader.language) ?? config.defaultLanguage
      await mailer.send({ ...noticeMail(language, reader, key, params, bookingUrl(bookingId)), messageId: messageIdOf(job) })
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
