import { defineSweep, type TNoPayload } from '../../../platform/jobs/definition'
import { remindCheckIns } from '../checkIn/reminders'

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** Periodic: bookings picked up within CHECK_IN_REMINDER_HOURS, not checked in, get their reminder queued. */
    'checkIns.remind': TNoPayload
  }
}

export const checkInsRemindJob = defineSweep('checkIns.remind', (db, now, config) => remindCheckIns(db, now, config.checkIn.reminderHours))
