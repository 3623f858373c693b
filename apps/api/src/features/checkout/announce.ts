import type { FastifyBaseLogger } from 'fastify'
import { bookingReference } from '@wheelbase/core/bookingStatus'
import { toLanguage } from '@wheelbase/core/languages'
import { findBookingSummary } from '../../data/bookingSummary'
import { notifyStaff } from '../../data/notify'
import { bookingConfirmationMail, newBookingMail } from '../../mail/bookingMails'
import type { AppContext } from '../../platform/context'
import type { Mail } from '../../platform/mail'

/**
 * Once a booking holds (pay later, or paid): the driver's confirmation mail with its calendar
 * file, and the new-booking notification of the car's supplier and of every admin, in-app (a
 * key and parameters, translated when shown) and by email for those who want email. A mail that
 * cannot be sent is logged and never undoes the booking.
 */
export async function announceBooking(ctx: AppContext, bookingId: string, log: FastifyBaseLogger): Promise<void> {
  try {
    await announce(ctx, bookingId, log)
  } catch (error) {
    // The booking holds whatever happens to its announcements.
    log.error({ err: error, bookingId }, 'booking not announced')
  }
}

async function announce(ctx: AppContext, bookingId: string, log: FastifyBaseLogger): Promise<void> {
  const summary = await findBookingSummary(ctx.db, { bookingId })
  if (!summary) return
  const { booking, car, driver } = summary
  const reference = bookingReference(booking._id)
  const sessionUrl = `${ctx.config.publicUrl}/checkout-session/${booking.paymentSessionId ?? ''}`
  const bookingUrl = `${ctx.config.publicUrl}/booking?b=${booking._id}`

  const readers = await notifyStaff(ctx.db, booking, 'notifications.newBooking', { reference, car: car.name, driver: driver.fullName })

  const mails: (() => Mail)[] = [
    () => bookingConfirmationMail(summary, toLanguage(driver.language) ?? ctx.config.defaultLanguage, sessionUrl),
    ...readers
      .filter((reader) => reader.emailOn)
      .map((reader) => () => newBookingMail(summary, toLanguage(reader.language) ?? ctx.config.defaultLanguage, reader.email, bookingUrl)),
  ]
  // The mails follow the answer: a driver never waits for the staff's mail to be written.
  ctx.background.run('booking mails', async () => {
    for (const mail of mails) {
      try {
        await ctx.mailer.send(mail())
      } catch (error) {
        log.error({ err: error, bookingId: booking._id }, 'booking mail not sent')
      }
    }
  })
}
