import { defineJob, messageIdOf, ZBookingPayload, type TBookingPayload } from '../../../platform/jobs/definition'
import { sendCheckInReminder } from '../checkIn/reminders'

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    'mail.checkInReminder': TBookingPayload
  }
}

/** Before pick-up: the driver's reminder to check in online (once: bookings.check_in_reminded_at). */
export const checkInReminderMailJob = defineJob('mail.checkInReminder', ZBookingPayload, (ctx, { bookingId }, job) =>
  sendCheckInReminder(ctx, bookingId, messageIdOf(job)),
)
