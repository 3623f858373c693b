import { toLanguage, type TLanguage } from '@wheelbase/core/languages'
import { translateMessage, type TMessageKey } from '@wheelbase/core/messages'
import { findBookingSummary } from '../../data/bookingSummary'
import { newBookingMail } from '../../mail/bookingMails'
import { messageIdOf } from '../../mail/jobs'
import { fill, layout, TEXTS } from '../../mail/templates'
import type { Mail } from '../../platform/adapters/mail'
import type { AppContext } from '../../platform/http/context'
import type { TJobHandlers } from '../../platform/jobs/kinds'
import { findReader, type TReader } from './write'

/** A notification by email, for a reader who enabled it: the same sentence as in the app, and a button to the booking. */
export function noticeMail(language: TLanguage, reader: TReader, key: TMessageKey, params: Record<string, string | number>, url: string): Mail {
  const all = TEXTS[language]
  const text = translateMessage(language, key, params)
  return {
    to: reader.email,
    subject: text,
    ...layout(language, [fill(all.greeting, { name: reader.fullName }), text], { label: all.notice.action, url }),
  }
}

/**
 * The mails of notifications, as durable work queued when they are written (write.ts): each reads
 * its reader (and the booking) when it runs, in the reader's language. A booking or a reader gone
 * meanwhile (deleted) leaves nothing to send.
 */
export function notificationMailJobs(ctx: Pick<AppContext, 'db' | 'config' | 'mailer'>): Pick<TJobHandlers, 'mail.newBooking' | 'mail.notice'> {
  const { db, config, mailer } = ctx
  const bookingUrl = (bookingId: string) => `${config.publicUrl}/booking?b=${bookingId}`
  return {
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
  }
}
