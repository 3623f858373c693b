import { definePeriodic, type TNoPayload } from '../../../platform/jobs/definition'
import { remindCheckIns } from '../checkIn/reminders'

declare module '../../../platform/jobs/queue' {
  interface TJobPayloads {
    /** Periodic: bookings picked up within CHECK_IN_REMINDER_HOURS, not checked in, get their reminder queued. */
    'checkIns.remind': TNoPayload
  }
}

export const checkInsRemindJob = definePeriodic(
  'checkIns.remind',
  (config) => config.jobs.holdSweepMs,
  ({ db, clock, config }) => remindCheckIns(db, clock.now(), config.checkIn.reminderHours),
)
